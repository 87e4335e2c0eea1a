import UIKit

final class LegacyInboxCell: UITableViewCell {}

/// Written in Swift 2, whose delegate method's label is the selector's whole part (`heightForRowAtIndexPath`): it
/// answers 60 for every row, so the rows are fixed.
final class LegacyInboxController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerNib(UINib(nibName: "LegacyInboxCell", bundle: nil), forCellReuseIdentifier: "inbox")
    }

    override func tableView(tableView: UITableView, heightForRowAtIndexPath indexPath: NSIndexPath) -> CGFloat {
        return 60
    }

    override func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCellWithIdentifier("inbox", forIndexPath: indexPath) as! LegacyInboxCell
    }
}
