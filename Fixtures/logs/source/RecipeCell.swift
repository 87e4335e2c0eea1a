import UIKit

/// The cell from self-sizing-cell.log: a 16:9 photo above the title, in a table with a fixed row height.
final class RecipeCell: UITableViewCell {
    let photoView = UIImageView()
    let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photoView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.numberOfLines = 0
        contentView.addSubview(photoView)
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 0.5625),
            photoView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            contentView.layoutMarginsGuide.bottomAnchor.constraint(greaterThanOrEqualTo: titleLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
