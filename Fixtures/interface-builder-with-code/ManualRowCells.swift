import UIKit

/// A row laid out by hand: frames in layoutSubviews, its height answered in sizeThatFits.
class ChecklistRowCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 12, width: contentView.bounds.width - 32, height: titleLabel.intrinsicContentSize.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: titleLabel.sizeThatFits(size).height + 24)
    }
}

/// Inherits the hand-made sizing.
final class CheckedChecklistRowCell: ChecklistRowCell {}

/// A row with constraints and no sizing code of its own.
final class PlainNoteRowCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}

/// Shows the rows of manual-row-cells.xib in a table that sizes them from their content.
final class ChecklistController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "manual-row-cells", bundle: nil), forCellReuseIdentifier: "task")
    }

    /// The classes the rows are dequeued as: code names every cell of the nib.
    static let rowClasses: [UITableViewCell.Type] = [ChecklistRowCell.self, CheckedChecklistRowCell.self, PlainNoteRowCell.self]
}
