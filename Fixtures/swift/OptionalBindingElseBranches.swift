import UIKit

struct ShelfRowModel {
    let coverURL: String?
    let badgeText: String?
}

/// A row whose cover is hidden when the model has no cover URL: the `else` of an `if let` runs whenever the value is
/// missing, and a hidden arranged subview's required width of 40 then fights the stack's collapse to 0.
final class ShelfCoverRowCell: UITableViewCell {
    let row = UIStackView()
    let cover = UIImageView()
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        row.axis = .horizontal
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        row.addArrangedSubview(cover)
        row.addArrangedSubview(badge)
        let coverHeight = cover.heightAnchor.constraint(equalToConstant: 40)
        coverHeight.priority = .defaultHigh
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            cover.widthAnchor.constraint(equalToConstant: 40),
            coverHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(with model: ShelfRowModel) {
        if let url = model.coverURL {
            cover.accessibilityLabel = url
            cover.isHidden = false
        } else {
            cover.isHidden = true
        }
        // An `else` that lays nothing out: the row is the same either way.
        if let text = model.badgeText {
            badge.text = text
        } else {
            print("no badge")
        }
    }
}

/// The same row with a cover width the stack may break: hiding it is fine.
final class ShelfSoftCoverRowCell: UITableViewCell {
    let row = UIStackView()
    let cover = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        row.axis = .horizontal
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        row.addArrangedSubview(cover)
        let coverWidth = cover.widthAnchor.constraint(equalToConstant: 40)
        coverWidth.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: contentView.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            row.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
            coverWidth,
            cover.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(with model: ShelfRowModel) {
        if let url = model.coverURL {
            cover.accessibilityLabel = url
        } else {
            cover.isHidden = true
        }
    }
}
