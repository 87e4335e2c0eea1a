import UIKit

/// A separator a custom list layout places between rows with frames it computes (a supplementary view of its own
/// kind). No estimated boundary item names it (the one in EstimatedSupplementaryHeader.swift shows another header),
/// so it is as tall as the layout makes it: its line, tied only at the top, is not a missing link (with ambiguity
/// checks on, the line's own height is reported: nothing gives it one).
final class RowSeparatorListLayout: UICollectionViewFlowLayout {
    static let separatorKind = "row-separator"

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 16, y: CGFloat(indexPath.item) * 44 + 43, width: 300, height: 1)
        return attributes
    }
}

final class FramedSeparatorView: UICollectionReusableView {
    private let line = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        line.translatesAutoresizingMaskIntoConstraints = false
        addSubview(line)
        NSLayoutConstraint.activate([
            line.topAnchor.constraint(equalTo: topAnchor),
            line.leadingAnchor.constraint(equalTo: leadingAnchor),
            line.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
