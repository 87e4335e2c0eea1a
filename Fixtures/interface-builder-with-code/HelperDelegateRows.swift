import UIKit

// Tables whose delegate is a helper object, handed over in a protocol's shared set-up. RowsHelper answers each row's
// height from the row's model, so HeadlineRowCell.xib's rows are fixed: nothing is reported for it. SelectionHelper
// answers no heights: PromoRowCell.xib's rows size themselves (UIKit's default) and its missing chain is reported.

struct RowModel {
    let identifier: String
    let height: CGFloat
}

final class RowsHelper: NSObject, UITableViewDelegate, UITableViewDataSource {
    var rows: [RowModel] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: rows[indexPath.row].identifier, for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rows[indexPath.row].height
    }
}

final class SelectionHelper: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

protocol HelperTableScreen: UIViewController {
    var table: UITableView { get }
    var helper: NSObject & UITableViewDelegate { get }
}

extension HelperTableScreen {
    func installTable() {
        table.delegate = helper
        view.addSubview(table)
        table.frame = view.bounds
    }
}

final class HeadlinesViewController: UIViewController, HelperTableScreen {
    let table = UITableView()
    let rowsHelper = RowsHelper()
    var helper: NSObject & UITableViewDelegate { rowsHelper }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UINib(nibName: "HeadlineRowCell", bundle: nil), forCellReuseIdentifier: "HeadlineRowCell")
        rowsHelper.rows = [RowModel(identifier: String(describing: HeadlineRowCell.self), height: 88)]
        table.dataSource = rowsHelper
        installTable()
    }
}

final class PromosViewController: UIViewController {
    let table = UITableView()
    let selection = SelectionHelper()

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(UINib(nibName: "PromoRowCell", bundle: nil), forCellReuseIdentifier: "PromoRowCell")
        table.delegate = selection
        view.addSubview(table)
        table.frame = view.bounds
    }
}

final class HeadlineRowCell: UITableViewCell {}
final class PromoRowCell: UITableViewCell {}
