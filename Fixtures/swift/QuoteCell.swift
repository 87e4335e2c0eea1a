import UIKit

/// A self-sizing cell: a quote label of any length and its author underneath.
final class QuoteCell: UITableViewCell {
    static let reuseIdentifier = "QuoteCell"

    private let quoteLabel = UILabel()
    private let authorLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    private func setUpViews() {
        quoteLabel.numberOfLines = 0
        for label in [quoteLabel, authorLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let bottom = authorLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            quoteLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            quoteLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            quoteLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            authorLabel.topAnchor.constraint(equalTo: quoteLabel.bottomAnchor, constant: 8),
            authorLabel.trailingAnchor.constraint(equalTo: quoteLabel.trailingAnchor),
            bottom,
        ])
    }
}
