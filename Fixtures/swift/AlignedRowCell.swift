import UIKit
/// A row whose stack is pinned to both sides or centred, as the data it is configured with says: each
/// activation is decided by a value the reader does not have, so the stack is open horizontally, not ambiguous.
final class AlignedRowCell: UITableViewCell {
    private let stack = UIStackView()
    private lazy var leadingPin = stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
    private lazy var trailingPin = stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)
    private lazy var centerPin = stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
        stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }

    func update(centred: Bool) {
        leadingPin.isActive = !centred
        trailingPin.isActive = !centred
        centerPin.isActive = centred
    }
}
