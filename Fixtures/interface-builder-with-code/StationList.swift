import UIKit

final class StationRowCell: UITableViewCell {}
final class MemoRowCell: UITableViewCell {}

/// Its table is drawn in station-list.xib (50-point rows, no separators); the code registers the cell's nib and
/// states no row height: the rows are the drawn 50 points.
final class StationListController: UIViewController, UITableViewDataSource {
    @IBOutlet var stationsTable: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        stationsTable.register(UINib(nibName: "StationRowCell", bundle: nil), forCellReuseIdentifier: "station")
        stationsTable.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "station", for: indexPath) as! StationRowCell
    }
}

/// Its table is drawn in memo-feed.xib with automatic rows: the memo cells size themselves.
final class MemoFeedController: UIViewController, UITableViewDataSource {
    @IBOutlet var memosTable: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        memosTable.register(UINib(nibName: "MemoRowCell", bundle: nil), forCellReuseIdentifier: "memo")
        memosTable.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "memo", for: indexPath) as! MemoRowCell
    }
}
