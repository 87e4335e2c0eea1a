import UIKit

/// A text view class that turns scrolling off in its override of UITextView's designated initializer
/// `init(frame:textContainer:)`, which `QuoteTextView()` reaches (UIView's `init()` calls `init(frame:)`, and
/// UITextView's `init(frame:)` calls `init(frame:textContainer:)` with no container). Not scrolling, it is as tall as
/// its text: the cell pinning it top and bottom sizes from its content.
final class QuoteTextView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        isScrollEnabled = false
        isEditable = false
        textContainerInset = .zero
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class QuoteTextCell: UITableViewCell {
    private let quote = QuoteTextView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        quote.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(quote)
        NSLayoutConstraint.activate([
            quote.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            quote.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            quote.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            quote.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
