import UIKit
import TinyConstraints

/// TinyConstraints' common calls read into plain constraints: a complete layout, nothing reported.
final class TinyConstraintsProfileView: UIView {
    private let backdrop = UIView()
    private let avatar = UIImageView()
    private let nameLabel = UILabel()
    private let badge = UIView()
    private let footer = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        [backdrop, avatar, nameLabel, badge, footer].forEach(addSubview)
        backdrop.edgesToSuperview(insets: UIEdgeInsets(top: 4, left: 8, bottom: 12, right: 16))
        avatar.topToSuperview(offset: 16, usingSafeArea: true)
        avatar.leadingToSuperview(offset: 16)
        avatar.size(CGSize(width: 48, height: 48))
        nameLabel.leadingToTrailing(of: avatar, offset: 12)
        nameLabel.trailingToSuperview(offset: 16, relation: .equalOrLess)
        nameLabel.centerY(to: avatar)
        badge.centerInSuperview()
        badge.width(20)
        badge.height(to: badge, badge.widthAnchor)
        footer.topToBottom(of: avatar, offset: 8)
        footer.edgesToSuperview(excluding: .top, insets: UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0))
        footer.height(44, priority: .defaultHigh)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
