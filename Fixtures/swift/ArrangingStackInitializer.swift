import UIKit

// A project initializer on UIStackView whose label is not UIKit's (`arranging`) hands its views to
// `self.init(arrangedSubviews:)`: the stack arranges them. Its hidden badge keeps a required height of 24, which the
// stack's collapse of hidden views to zero height fights: reported.
extension UIStackView {
    convenience init(arranging views: [UIView], spacing: CGFloat) {
        self.init(arrangedSubviews: views)
        self.axis = .vertical
        self.spacing = spacing
    }
}

final class ReceiptSummaryView: UIView {
    let totalLabel = UILabel()
    let promoBadge = UILabel()
    private lazy var lines = UIStackView(arranging: [totalLabel, promoBadge], spacing: 8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        promoBadge.isHidden = true
        addSubview(lines)
        lines.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            lines.topAnchor.constraint(equalTo: topAnchor),
            lines.leadingAnchor.constraint(equalTo: leadingAnchor),
            lines.trailingAnchor.constraint(equalTo: trailingAnchor),
            promoBadge.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
