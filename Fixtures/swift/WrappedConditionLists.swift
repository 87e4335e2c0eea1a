import UIKit

struct BadgeItem {
    var symbolName: String?
    var tags: [String]
}

/// Conditions wrapped onto several lines, each clause starting with `let`: an `if … else` and a `guard … else` whose
/// branches pin the same view two ways. Only one branch runs, so nothing conflicts; the row's own conflict (two heights)
/// is reported.
final class BadgeRowCell: UITableViewCell {
    let badge = UIImageView()
    let marker = UIView()
    private var badgeConstraints: [NSLayoutConstraint] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.translatesAutoresizingMaskIntoConstraints = false
        marker.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        contentView.addSubview(marker)
        NSLayoutConstraint.activate([
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            marker.topAnchor.constraint(equalTo: contentView.topAnchor),
            marker.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4),
            marker.heightAnchor.constraint(equalToConstant: 12),
            marker.heightAnchor.constraint(equalToConstant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(with item: BadgeItem) {
        NSLayoutConstraint.deactivate(badgeConstraints)
        if let first = item.tags.first,
           let symbol = item.symbolName {
            badge.accessibilityLabel = first + symbol
            badgeConstraints = [
                badge.widthAnchor.constraint(equalToConstant: 44),
                badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
            ]
            NSLayoutConstraint.activate(badgeConstraints)
        } else {
            badgeConstraints = [
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ]
            NSLayoutConstraint.activate(badgeConstraints)
        }
    }

    func placeMarker(for item: BadgeItem) {
        guard let last = item.tags.last,
              let symbol = item.symbolName else {
            marker.widthAnchor.constraint(equalToConstant: 2).isActive = true
            return
        }
        marker.accessibilityLabel = last + symbol
    }
}
