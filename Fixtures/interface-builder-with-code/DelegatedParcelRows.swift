import UIKit

final class ParcelMapCell: UITableViewCell {}
final class TrackingEntryCell: UITableViewCell {}

/// Shows a parcel's detail; its table is served by the rows object the interactor hands it.
final class ParcelDetailController: UITableViewController {}

/// Serves a parcel detail table and answers each row's height.
final class ParcelDetailRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    private let heights: [CGFloat] = [289, 52]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ParcelCatalog.mapCellIdentifier, for: indexPath)
        return cell as? ParcelMapCell ?? cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.row]
    }
}

/// Hands the rows object to the detail controller's table.
final class ParcelDetailInteractor {
    private var rows: ParcelDetailRows?

    func show(on controller: ParcelDetailController) {
        let rows = ParcelDetailRows()
        self.rows = rows
        controller.tableView.dataSource = rows
        controller.tableView.delegate = rows
        controller.tableView.reloadData()
    }
}

/// Fills its own table and leaves the rows' height to them.
final class TrackingLogController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "trackingEntry", for: indexPath)
    }
}
