import UIKit

/// Fixed row heights: every SettingsRowCell is 52 points high.
final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SettingsRowCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        52
    }
}

/// Self-sizing rows: CommentCell must give its own height.
final class CommentsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CommentCell.self, forCellReuseIdentifier: "comment")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }
}
