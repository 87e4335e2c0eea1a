import UIKit

/// A subtitle cell that lines a badge up with its own text label. UIKit places `textLabel` in `layoutSubviews`, so
/// the label is open; the badge is placed relative to it and is complete. The badge's width is missing.
final class SubtitleBadgeCell: UITableViewCell {
    let badge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: textLabel!.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: textLabel!.centerYAnchor),
            badge.heightAnchor.constraint(equalToConstant: 12),
        ])
        detailTextLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) { fatalError() }
}
