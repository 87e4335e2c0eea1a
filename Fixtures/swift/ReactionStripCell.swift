import UIKit

/// A strip of reaction chips under a message: the strip's height constraint starts at 0 and `updateContent()` sets it
/// from the number of reactions, a value only the running app knows. Its top sits 4 points above the cell's content
/// view, so with the first constant the strip would be 4 points tall in the negative; that 0 is not the constant the
/// layout runs with, so no conflict is concluded, and the strip's height (whatever it is) is a constraint, not a gap.
final class ReactionStripCell: UITableViewCell {
    private let strip = UIView()
    private var stripHeight: NSLayoutConstraint?
    var reactions: [String] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        strip.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: contentView.topAnchor, constant: -4),
            strip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            strip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        stripHeight = strip.heightAnchor.constraint(equalToConstant: 0)
        stripHeight?.isActive = true
        updateContent()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func updateContent() {
        let rows = (Double(reactions.count) / 4).rounded(.up)
        stripHeight?.constant = rows * 30
    }
}
