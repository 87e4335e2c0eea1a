import UIKit

/// A message bubble that makes its own content: a text view that does not scroll, pinned to its edges in
/// awakeFromNib. message-bubble-cell.xib draws the bubble empty inside a self-sizing row; its height comes from that
/// text view, which only this code shows.
final class MessageBubbleView: UIView {
    private let bodyText = UITextView()

    override func awakeFromNib() {
        super.awakeFromNib()
        bodyText.isScrollEnabled = false
        bodyText.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bodyText)
        NSLayoutConstraint.activate([
            bodyText.topAnchor.constraint(equalTo: topAnchor),
            bodyText.bottomAnchor.constraint(equalTo: bottomAnchor),
            bodyText.leadingAnchor.constraint(equalTo: leadingAnchor),
            bodyText.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
}

/// A plain view subclass that adds nothing: drawn empty, it has no height of its own.
final class DividerStripView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .separator
    }
}

final class MessageBubbleCell: UITableViewCell {}

/// A row whose nib holds an empty slot the code fills with a link or file preview, pinned to the slot's edges.
final class AttachmentSlotCell: UITableViewCell {
    @IBOutlet var attachmentSlot: UIView!

    func show(_ preview: UIView) {
        preview.translatesAutoresizingMaskIntoConstraints = false
        attachmentSlot.addSubview(preview)
        NSLayoutConstraint.activate([
            preview.topAnchor.constraint(equalTo: attachmentSlot.topAnchor),
            preview.bottomAnchor.constraint(equalTo: attachmentSlot.bottomAnchor),
            preview.leadingAnchor.constraint(equalTo: attachmentSlot.leadingAnchor),
            preview.trailingAnchor.constraint(equalTo: attachmentSlot.trailingAnchor),
        ])
    }
}
final class DividerRowCell: UITableViewCell {}

/// A text view that sizes itself to its text: it turns scrolling off when it is loaded from a nib.
class CaptionTextView: UITextView {
    override func awakeFromNib() {
        super.awakeFromNib()
        isScrollEnabled = false
        textContainerInset = .zero
    }
}

/// Drawn in message-bubble-cell.xib as a text view that scrolls; its superclass's code decides otherwise.
final class FootnoteTextView: CaptionTextView {}

/// A text view that only styles itself: it keeps scrolling, and has no height of its own.
final class ScrollingNoteTextView: UITextView {
    override func awakeFromNib() {
        super.awakeFromNib()
        font = .preferredFont(forTextStyle: .footnote)
    }
}

final class NoteRowCell: UITableViewCell {}

/// Shows the rows of message-bubble-cell.xib in a table that sizes them from their content.
final class MessageListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "message-bubble-cell", bundle: nil), forCellReuseIdentifier: "message")
    }

    /// The classes the rows are dequeued as: code names every cell of the nib.
    static let rowClasses: [UITableViewCell.Type] = [MessageBubbleCell.self, DividerRowCell.self, NoteRowCell.self]
}

/// A text view that sizes itself one line high, and a subclass of it that adds nothing: drawn as a plain view of
/// class ChipTextView in message-bubble-cell.xib, the chip has the height its superclass declares.
class OneLineTextView: UITextView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
}

final class ChipTextView: OneLineTextView {}
