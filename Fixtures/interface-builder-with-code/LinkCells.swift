import UIKit

/// Its width constraint, an outlet, takes the width the layout offers each time the cell is configured.
final class LinkCell: UICollectionViewCell {
    @IBOutlet weak var containerView: UIView!
    @IBOutlet weak var containerWidthConstraint: NSLayoutConstraint!

    func configure(width: CGFloat) {
        containerWidthConstraint.constant = width - 32
    }
}

/// Its width constraint is only read: what the nib says stays.
final class BadgeLinkCell: UICollectionViewCell {
    @IBOutlet weak var containerView: UIView!
    @IBOutlet weak var badgeWidthConstraint: NSLayoutConstraint!

    var badgeWidth: CGFloat { badgeWidthConstraint.constant }
}

/// The nib the app's link lists load their cells from: a nib no code names is not linted.
enum LinkCellNib {
    static let nib = UINib(nibName: "constraint-outlets-changed-in-code", bundle: nil)
    /// The classes the items are dequeued as: code names every cell of the nib.
    static let cellClasses: [UICollectionViewCell.Type] = [LinkCell.self, BadgeLinkCell.self]
}
