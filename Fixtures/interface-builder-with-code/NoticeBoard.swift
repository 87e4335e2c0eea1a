import UIKit

/// A plain controller whose root view is a table: its rows are made self-sizing through the outlet.
final class NoticeBoardController: UIViewController, UITableViewDataSource {
    @IBOutlet var noticeTable: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        noticeTable.estimatedRowHeight = 80
        noticeTable.rowHeight = UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "noticeRow", for: indexPath)
    }
}

/// The same kind of controller keeping the storyboard's row height.
final class ArchiveBoardController: UIViewController, UITableViewDataSource {
    @IBOutlet var archiveTable: UITableView!

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "archiveRow", for: indexPath)
    }
}
