import UIKit

/// A collection view section header: a supplementary view has no content view, so its subviews are laid out in the
/// view itself, at the size the layout gives it (no layout here estimates it: see EstimatedSupplementaryHeader.swift).
final class SectionHeaderView: UICollectionReusableView {
    private let heading = UILabel()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        heading.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.numberOfLines = 0
        addSubview(heading)
        addSubview(caption)
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            heading.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            heading.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            caption.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 4),
            caption.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            bottomAnchor.constraint(equalTo: caption.bottomAnchor, constant: 12),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
