import UIKit

/// A layout pass runs once the view has its size, and on screen that size is positive: `layoutSubviews` testing its own
/// width against zero takes the branch. The crop handle's top moves to 36 there, so the shade added in `viewDidAppear`
/// (from 57 down to the handle's top + 24) is 3 points tall: not reported. The stamp view's pass pins a 60-point badge
/// into its 40-point slot in the same kind of branch: that really conflicts, on screen, and is reported.
final class CropHandleView: UIView {
    private var handleTop: NSLayoutConstraint?
    private let handle = UIView()
    private let shade = UIView()
    private var placedHandle = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        handle.translatesAutoresizingMaskIntoConstraints = false
        addSubview(handle)
        let top = handle.topAnchor.constraint(equalTo: topAnchor)
        handleTop = top
        NSLayoutConstraint.activate([
            top,
            handle.leadingAnchor.constraint(equalTo: leadingAnchor),
            handle.widthAnchor.constraint(equalToConstant: 48),
            handle.heightAnchor.constraint(equalToConstant: 48),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        if !placedHandle {
            let width = bounds.width
            if width > 0 {
                placedHandle = true
                handleTop?.constant = 36
            }
        }
        super.layoutSubviews()
    }

    func addShade() {
        shade.translatesAutoresizingMaskIntoConstraints = false
        addSubview(shade)
        NSLayoutConstraint.activate([
            shade.topAnchor.constraint(equalTo: topAnchor, constant: 57),
            shade.bottomAnchor.constraint(equalTo: handle.topAnchor, constant: 24),
            shade.leadingAnchor.constraint(equalTo: leadingAnchor),
            shade.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
}

final class CropHandleViewController: UIViewController {
    private let cropView = CropHandleView()

    override func loadView() {
        view = cropView
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        cropView.addShade()
    }
}

final class StampView: UIView {
    private let slot = UIView()
    private let badge = UIView()
    private var badgeWidth: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        slot.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(slot)
        slot.addSubview(badge)
        NSLayoutConstraint.activate([
            slot.topAnchor.constraint(equalTo: topAnchor),
            slot.leadingAnchor.constraint(equalTo: leadingAnchor),
            slot.widthAnchor.constraint(equalToConstant: 40),
            slot.heightAnchor.constraint(equalToConstant: 40),
            badge.topAnchor.constraint(equalTo: slot.topAnchor),
            badge.bottomAnchor.constraint(equalTo: slot.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: slot.leadingAnchor),
            badge.trailingAnchor.constraint(equalTo: slot.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard badgeWidth == nil else { return }
        if 0 < bounds.size.width {
            let width = badge.widthAnchor.constraint(equalToConstant: 60)
            width.isActive = true
            badgeWidth = width
        }
    }
}
