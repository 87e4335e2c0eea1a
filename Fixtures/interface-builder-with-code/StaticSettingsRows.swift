import UIKit

/// The controller of static-settings.storyboard: it makes the table's rows self-sizing through `rowHeight`, which a
/// static cell of a custom height in the storyboard does not follow (UITableViewController answers that cell's
/// stored height for its row).
final class StaticSettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
    }
}
