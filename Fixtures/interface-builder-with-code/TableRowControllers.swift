import UIKit

/// The controllers of table-rows.storyboard: what their code says about row heights decides how the prototype
/// cells are sized, over the heights drawn in the storyboard.

final class ReadingCell: UITableViewCell {}
final class ShelfCell: UITableViewCell {}
final class ActivityCell: UITableViewCell {}
final class ArchiveCell: UITableViewCell {}
final class PlainCell: UITableViewCell {}
final class ResultCell: UITableViewCell {}

/// Self-sizing rows: the cells are fitted to their content.
final class ReadingListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.estimatedRowHeight = 80
        tableView.rowHeight = UITableView.automaticDimension
    }
}

/// Every row 56 points high, whatever the cell.
final class ShelfViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return 56
    }
}

/// A row height worked out at run time: the reader cannot know it.
final class ActivityViewController: UITableViewController {
    var compactRows = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = compactRows ? 48 : 72
    }
}

/// The base controller makes every list self-sizing; its subclasses inherit that.
class BaseListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
    }
}

final class ArchiveViewController: BaseListViewController {}

/// A table held in an outlet, made self-sizing through it.
final class SearchViewController: UIViewController {
    @IBOutlet var resultsTable: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        resultsTable.rowHeight = UITableView.automaticDimension
        resultsTable.estimatedRowHeight = 60
    }
}

final class LaneCell: UITableViewCell {}
final class TrackCell: UITableViewCell {}
final class PierCell: UITableViewCell {}

/// Nothing said in code: the storyboard's 44-point rows and default separators hold.
final class LanesViewController: UITableViewController {}

/// The storyboard draws no separators.
final class TracksViewController: UITableViewController {}

/// The storyboard draws separators; the code turns them off.
final class PiersViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
    }
}

final class DockCell: UITableViewCell {}

/// Rows of 56 points, stated on the table.
final class DocksViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 56
    }
}

final class LoanCell: UITableViewCell {}
final class OverdueCell: UITableViewCell {}

/// Its table's delegate is a helper object that answers the rows' heights itself: the height its prototypes are drawn
/// at in table-rows.storyboard is not the rows' height.
final class LoanListViewController: UITableViewController {
    private let sizing = LoanRowSizing()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = sizing
    }
}

final class LoanRowSizing: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
}

/// The table's delegate stays the controller, which says nothing of heights: the rows are drawn 34 points high.
final class OverdueListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }
}

/// The reuse identifiers the controllers' data sources dequeue table-rows.storyboard's prototypes by: a prototype no
/// code dequeues is never shown, and the reader leaves it out.
enum TableRowIdentifiers {
    static let all = ["ReadingCell", "ShelfCell", "ShelfCellRelaxed", "ActivityCell", "ArchiveCell", "PlainCell", "ResultCell",
                      "LaneCell", "TrackCell", "PierCell", "DockCell", "DockTallCell", "LoanCell", "OverdueCell"]
}
