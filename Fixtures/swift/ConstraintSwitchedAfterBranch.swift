import UIKit

// A statement after an `if` the reader cannot decide runs in every branch: a branch switches a constraint on, and the
// code after the `if` switches it off again, so the two bottom constraints never hold together — not in the `else`'s
// variant either. Nothing is reported, in a method read as a variant and in the initializer alike.
final class ReplyBubbleCell: UITableViewCell {
    private let bubble = UIView()
    private let quote = UIView()
    private var bubbleToBottom: NSLayoutConstraint!
    private var bubbleAboveQuote: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [bubble, quote] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            bubble.widthAnchor.constraint(equalToConstant: 200),
            bubble.heightAnchor.constraint(equalToConstant: 40),
            quote.leadingAnchor.constraint(equalTo: bubble.leadingAnchor),
            quote.widthAnchor.constraint(equalToConstant: 200),
            quote.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
        bubbleToBottom = bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6)
        bubbleAboveQuote = bubble.bottomAnchor.constraint(equalTo: quote.topAnchor, constant: -4)
        bubbleToBottom.isActive = true
        if UserDefaults.standard.bool(forKey: "compactReplies") {
            contentView.backgroundColor = .secondarySystemBackground
        } else {
            bubbleToBottom.isActive = true
        }
        bubbleAboveQuote.isActive = true
        bubbleToBottom.isActive = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(reply: String, quoting original: String?) {
        if original == nil {
            contentView.alpha = 0.9
        } else {
            bubbleToBottom.isActive = true
        }
        bubbleAboveQuote.isActive = true
        bubbleToBottom.isActive = false
    }
}

// Two sets swapped by ternaries on one test: `deactivate(test ? compact : roomy)` then `activate(test ? roomy :
// compact)`. The first alternative of the second ternary switches the roomy set on in place, on the path where the test
// holds; on the other path the roomy set was switched off and stays off. Nothing is reported.
final class DeckTileCell: UICollectionViewCell {
    private let tile = UIView()
    private var roomy: [NSLayoutConstraint] = []
    private var compact: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        tile.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(tile)
        NSLayoutConstraint.activate([
            tile.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            tile.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            tile.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
        roomy = [tile.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 40)]
        compact = [tile.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 24)]
        NSLayoutConstraint.activate(roomy)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(style: Int) {
        NSLayoutConstraint.deactivate(style == 0 ? compact : roomy)
        NSLayoutConstraint.activate(style == 0 ? roomy : compact)
    }
}
