import UIKit

/// The header from two-required-widths.log: the avatar gets a width in two places.
final class ProfileHeaderView: UIView {
    let avatar = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        avatar.accessibilityIdentifier = "ProfileHeader.avatar"
        addSubview(avatar)
        avatar.widthAnchor.constraint(equalToConstant: 56).isActive = true
        avatar.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
    }

    func applyCompactStyle() {
        avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
