import UIKit

/// A row whose title starts after the icon when it shows one and at the margin otherwise, and whose content
/// keeps to the readable width on iPad. Both choices are ternaries on tests the reader cannot decide: each
/// side is laid out, the first in place and the other as a variant, instead of the constraints being lost.
/// The badge is only added when there is one: a side naming it while it is outside the hierarchy is never
/// taken, and the test that chose it is false for the rest of the scene.
final class BadgeRowView: UIView {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private let badgeView = UILabel()
    private let showsBadge: Bool

    init(showsIcon: Bool, count: Int?, hasBadge: Bool = false) {
        showsBadge = hasBadge && count != nil
        super.init(frame: .zero)
        for view in [iconView, titleLabel, countLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        if hasBadge {
            badgeView.text = "New"
            badgeView.translatesAutoresizingMaskIntoConstraints = false
            addSubview(badgeView)
            badgeView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor).isActive = true
            badgeView.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        }
        iconView.isHidden = !showsIcon
        let guide = UIDevice.current.userInterfaceIdiom == .pad ? readableContentGuide : layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 24),
            iconView.heightAnchor.constraint(equalToConstant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: showsIcon ? iconView.trailingAnchor : guide.leadingAnchor, constant: 8),
            titleLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            countLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            countLabel.trailingAnchor.constraint(equalTo: showsBadge ? badgeView.leadingAnchor : guide.trailingAnchor),
            countLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
        ])
        if showsBadge {
            badgeView.lastBaselineAnchor.constraint(equalTo: countLabel.lastBaselineAnchor).isActive = true
        }
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        countLabel.textColor = count == nil ? .secondaryLabel : .label
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
