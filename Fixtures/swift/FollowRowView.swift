import UIKit

/// A row with a fixed-width follow button that must not shrink or grow: whether its title fits in
/// 96 points depends on the title, which the source does not give, so nothing is reported.
final class FollowRowView: UIView {
    private let nameLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        followButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(nameLabel)
        addSubview(followButton)
        followButton.setContentHuggingPriority(.required, for: .horizontal)
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            followButton.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
            followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            followButton.widthAnchor.constraint(equalToConstant: 96),
            heightAnchor.constraint(equalToConstant: 56),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
