import UIKit

/// Three 20-point badges in a row: the view's size comes from its own constraints (70 × 20).
final class PaymentBadgesView: UIView {
    private let badges = [UIImageView(), UIImageView(), UIImageView()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        for badge in badges {
            badge.translatesAutoresizingMaskIntoConstraints = false
            addSubview(badge)
            badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
            badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
            badge.topAnchor.constraint(equalTo: topAnchor).isActive = true
            badge.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
        }
        badges[0].leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        badges[1].leadingAnchor.constraint(equalTo: badges[0].trailingAnchor, constant: 5).isActive = true
        badges[2].leadingAnchor.constraint(equalTo: badges[1].trailingAnchor, constant: 5).isActive = true
        badges[2].trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A header that places the badges by their trailing edge and centre only: their size is theirs.
final class PaymentHeaderView: UIView {
    private let titleLabel = UILabel()
    private let badgesView = PaymentBadgesView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        badgesView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        addSubview(badgesView)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            badgesView.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            badgesView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            badgesView.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
