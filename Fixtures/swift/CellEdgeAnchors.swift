import UIKit

/// Cells that tie their content to the cell itself rather than to its content view: the stack is in the content
/// view but pinned to the cell's top and bottom and to the cell's margins, and a badge is added to the cell itself
/// (UIKit keeps it on the cell, above the content view). The content view fills the cell, so the chain from the
/// content view's top to its bottom runs through the cell's edges. The collection cell uses only its content view:
/// the cell stays out of the scene.
final class TransferRowCell: UITableViewCell {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let amountLabel = UILabel()
    private let unreadBadge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [iconView, titleLabel, amountLabel])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 12
        stack.alignment = .center
        amountLabel.setContentHuggingPriority(.required, for: .horizontal)
        unreadBadge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        addSubview(unreadBadge)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 28),
            iconView.heightAnchor.constraint(equalToConstant: 28),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: self.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            unreadBadge.widthAnchor.constraint(equalToConstant: 8),
            unreadBadge.heightAnchor.constraint(equalToConstant: 8),
            unreadBadge.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            unreadBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TagChipCell: UICollectionViewCell {
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
