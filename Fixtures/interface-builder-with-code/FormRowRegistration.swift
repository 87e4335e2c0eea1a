import UIKit

// Nib cells registered by helpers that are handed the table: the tables their callers size decide the rows.
// SettingsFormViewController answers 60 points for every row, so SwitchRowCell.xib is a fixed row (quiet);
// NoticesViewController's rows size themselves, so BadgeRowCell.xib's missing chain is reported.

enum FormRows {
    static func register(on tableView: UITableView) {
        tableView.register(UINib(nibName: "SwitchRowCell", bundle: nil), forCellReuseIdentifier: "switch")
    }
}

enum BadgeRows {
    static func register(on tableView: UITableView) {
        tableView.register(UINib(nibName: "BadgeRowCell", bundle: nil), forCellReuseIdentifier: "badge")
    }
}

final class SettingsFormViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        FormRows.register(on: tableView)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath)
    }
}

final class NoticesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        BadgeRows.register(on: tableView)
        tableView.rowHeight = UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }
}

final class SwitchRowCell: UITableViewCell {}
final class BadgeRowCell: UITableViewCell {}
