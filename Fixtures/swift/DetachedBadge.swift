import UIKit

/// A dot whose size is set here but which a caller places into some other view: where it ends
/// up is not this view's layout to judge.
final class UnreadDotView: UIView {
    let dot = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 8),
            dot.heightAnchor.constraint(equalToConstant: 8),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    func show(on host: UIView) {
        host.addSubview(dot)
    }
}
