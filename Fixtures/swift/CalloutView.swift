import UIKit

/// A callout whose pointer the presenter adds next to it, into the host view, before showing it; the callout pins
/// the pointer in `updateConstraints`, which UIKit calls in the layout pass after that. The callout's own scene
/// never sees `pointer` placed, but the project adds a view of that name to a superview, so where it sits is open,
/// not a missing common ancestor. `shadowPlate` is constrained in `init` and no code anywhere adds it to a
/// superview: the runtime throws when that constraint is activated, and it is reported.
final class CalloutView: UIView {
    let pointer = UIView()
    let shadowPlate = UIView()
    private let text = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pointer.translatesAutoresizingMaskIntoConstraints = false
        shadowPlate.translatesAutoresizingMaskIntoConstraints = false
        text.translatesAutoresizingMaskIntoConstraints = false
        addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            text.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            text.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            text.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            shadowPlate.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }

    private var pointerPinned = false

    override func updateConstraints() {
        if !pointerPinned {
            pointerPinned = true
            NSLayoutConstraint.activate([
                pointer.centerXAnchor.constraint(equalTo: centerXAnchor),
                pointer.topAnchor.constraint(equalTo: bottomAnchor),
            ])
        }
        super.updateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class CalloutPresenter {
    func present(_ callout: CalloutView, in host: UIView) {
        host.addSubview(callout)
        host.addSubview(callout.pointer)
    }
}
