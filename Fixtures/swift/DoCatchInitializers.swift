import UIKit

/// `do … catch`: the body runs unless something in it throws, and then the catch runs instead. A shader view's
/// failable initializer gives up in its catch, and otherwise turns its autoresizing mask off after `super.init`:
/// pinned by the thumbnail, it is not reported. The host's own code after a `do … catch` whose catch returns runs on the
/// success path: its preview pinned at a fixed 200-point width between edges 24 points in from a 120-point slot
/// really conflicts (reported); the error label shown only in the catch is laid out in that alternative alone.
final class ShaderCanvasView: UIView {
    private let kernelName: String

    init?(kernelName: String, library: ShaderLibrary) {
        do {
            try library.validate(kernelName)
        } catch {
            return nil
        }
        self.kernelName = kernelName
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ShaderThumbnailView: UIView {
    init(library: ShaderLibrary) {
        super.init(frame: .zero)
        guard let canvas = ShaderCanvasView(kernelName: "thumbnail", library: library) else { return }
        addSubview(canvas)
        NSLayoutConstraint.activate([
            canvas.topAnchor.constraint(equalTo: topAnchor),
            canvas.bottomAnchor.constraint(equalTo: bottomAnchor),
            canvas.leadingAnchor.constraint(equalTo: leadingAnchor),
            canvas.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ShaderPreviewView: UIView {
    private let slot = UIView()
    private let errorLabel = UILabel()

    init(library: ShaderLibrary) {
        super.init(frame: .zero)
        slot.translatesAutoresizingMaskIntoConstraints = false
        addSubview(slot)
        NSLayoutConstraint.activate([
            slot.topAnchor.constraint(equalTo: topAnchor),
            slot.leadingAnchor.constraint(equalTo: leadingAnchor),
            slot.widthAnchor.constraint(equalToConstant: 120),
            slot.heightAnchor.constraint(equalToConstant: 120),
        ])
        guard let canvas = ShaderCanvasView(kernelName: "ripple", library: library) else { return }
        do {
            try library.compile("ripple")
        } catch {
            errorLabel.translatesAutoresizingMaskIntoConstraints = false
            addSubview(errorLabel)
            errorLabel.topAnchor.constraint(equalTo: slot.bottomAnchor, constant: 8).isActive = true
            errorLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            return
        }
        slot.addSubview(canvas)
        NSLayoutConstraint.activate([
            canvas.topAnchor.constraint(equalTo: slot.topAnchor),
            canvas.bottomAnchor.constraint(equalTo: slot.bottomAnchor),
            canvas.leadingAnchor.constraint(equalTo: slot.leadingAnchor, constant: 24),
            canvas.trailingAnchor.constraint(equalTo: slot.trailingAnchor, constant: -24),
            canvas.widthAnchor.constraint(equalToConstant: 200),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
