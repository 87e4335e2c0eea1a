import UIKit

/// A base cell the app shows only through its subclasses: named as a parameter type and in a cast, never made or
/// registered itself. Its own layout leaves the bubble empty for the subclasses to fill, so it has no scene of its
/// own; the subclass that fills it is checked whole.
class BaseBubbleCell: UITableViewCell {
    let bubble = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
        setUpContent()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func setUpContent() {}
}

final class TextBubbleCell: BaseBubbleCell {
    private let body = UILabel()

    override func setUpContent() {
        body.translatesAutoresizingMaskIntoConstraints = false
        bubble.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            body.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -8),
        ])
    }
}

protocol BubbleCellDelegate: AnyObject {
    func bubbleCellDidTap(_ cell: BaseBubbleCell)
}

final class BubbleListController: UITableViewController {
    weak var bubbleDelegate: BubbleCellDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TextBubbleCell.self, forCellReuseIdentifier: "text")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        if let bubbleCell = cell as? BaseBubbleCell { bubbleDelegate?.bubbleCellDidTap(bubbleCell) }
        return cell
    }
}

/// A base cell the app also makes itself (a placeholder row): it is shown, and its empty card has no height.
class BaseCardCell: UITableViewCell {
    let card = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        card.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: contentView.topAnchor),
            card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class PhotoCardCell: BaseCardCell {
    private let photo = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photo.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(photo)
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: card.topAnchor),
            photo.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            photo.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            photo.heightAnchor.constraint(equalToConstant: 120),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class CardListController: UITableViewController {
    private let placeholderRow = BaseCardCell(style: .default, reuseIdentifier: nil)
}
