import UIKit

/// Insets whatever view it is given: the hierarchy and constraints are made in `didSet`.
final class InsetBox: UIView {
    var inset: CGFloat = 8

    var content: UIView? {
        didSet {
            guard let content = content else { return }
            // Checking the superview must not invent one.
            guard content.superview == nil else { return }
            content.translatesAutoresizingMaskIntoConstraints = false
            addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: topAnchor, constant: inset),
                content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: inset),
                bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: inset),
            ])
        }
    }
}

/// A self-sizing cell whose only content is an `InsetBox` around a label.
final class NoteCell: UITableViewCell {
    private let box = InsetBox()
    private let noteLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        noteLabel.numberOfLines = 0
        box.content = noteLabel
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
