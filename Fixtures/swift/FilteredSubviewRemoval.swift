import UIKit

// A glass backdrop helper removes the backdrops it added before (the subviews tagged 7301) and adds a new one. The
// filter keeps only tagged views, and the reader cannot tell which views carry the tag: the stack the card added
// first is not known to be removed, so its constraints to the card are not activated between views without a
// common ancestor. PlainCard removes every subview first, the stack included: its constraints then are (reported).

enum GlassBackdrop {
    static let tag = 7301

    static func apply(to view: UIView) {
        view.subviews.filter { $0.tag == tag }.forEach { $0.removeFromSuperview() }
        let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        backdrop.tag = tag
        backdrop.frame = view.bounds
        view.insertSubview(backdrop, at: 0)
    }
}

final class GlassCardView: UIView {
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        GlassBackdrop.apply(to: self)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class PlainCardView: UIView {
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        subviews.forEach { $0.removeFromSuperview() }
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
