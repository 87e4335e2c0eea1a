import UIKit

final class PreferenceDetailCell: UITableViewCell {
    typealias Action = () -> Void

    static func make(in tableView: UITableView) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "detail") ?? PreferenceDetailCell(style: .default, reuseIdentifier: "detail")
    }
}

/// Names the cell's nested type only: it does not show the cell.
final class PreferenceDetailModel {
    var action: PreferenceDetailCell.Action?
}

/// The rows are 52 points high, as preference-rows.storyboard draws its table; a type nested in the controller makes them.
final class PreferencesViewController: UITableViewController {
    enum Row {
        case detail(PreferenceDetailModel)

        func cell(in tableView: UITableView) -> UITableViewCell {
            switch self {
            case .detail:
                return PreferenceDetailCell.make(in: tableView)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "PreferenceDetailCell", bundle: nil), forCellReuseIdentifier: "detail")
    }
}
