import UIKit

// Project helpers the reader inlines at each call site.
extension UIView {
    func pinToParent(insets: UIEdgeInsets = .zero) {
        guard let superview = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -insets.right),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -insets.bottom),
        ])
    }

    func addSubViewMatchingParent(_ child: UIView) {
        addSubview(child)
        child.pinToParent()
    }

    @discardableResult
    func size(width: CGFloat) -> NSLayoutConstraint {
        let constraint = widthAnchor.constraint(equalToConstant: width)
        constraint.isActive = true
        return constraint
    }
}

extension NSLayoutConstraint {
    func with(priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

extension Array where Element == NSLayoutConstraint {
    func activate() {
        NSLayoutConstraint.activate(self)
    }
}

final class BannerView: UIView {
    private let iconView = UIImageView()
    private let messageLabel = UILabel()
    private let background = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubViewMatchingParent(background)
        addSubview(iconView)
        addSubview(messageLabel)
        iconView.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        iconView.size(width: 24)
        [
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            messageLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8),
            messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12)
                .with(priority: .defaultHigh),
        ].activate()
    }

    required init?(coder: NSCoder) { fatalError() }
}
