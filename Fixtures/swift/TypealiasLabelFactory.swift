import UIKit

// A design system's label factory, reached through a `typealias` of a nested enum: the label it makes is arranged in
// the info row next to the 14-point icon, and takes the rest of the row's width. Read as unknown, the row held the
// icon alone, pinned to both of its ends at 14 points in a row 40 % of the cell wide.

enum Typography {
    enum Labels {
        static func caption(_ text: String) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: .caption1)
            return label
        }
    }
}

typealias CaptionLabels = Typography.Labels

final class OpeningHoursRow: UIStackView {
    private let icon = UIImageView(image: UIImage(systemName: "clock"))
    private let hours: UILabel = {
        let label = CaptionLabels.caption("9:00 – 18:00")
        label.numberOfLines = 1
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 4
        addArrangedSubview(icon)
        addArrangedSubview(hours)
        icon.widthAnchor.constraint(equalToConstant: 14).isActive = true
    }

    required init(coder: NSCoder) { fatalError() }
}

final class StoreSummaryCell: UITableViewCell {
    private let row = OpeningHoursRow()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            row.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.4),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
