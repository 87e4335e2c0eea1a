import UIKit

final class JournalPrototypeCell: UITableViewCell {}
final class DiaryArchiveCell: UITableViewCell {}

/// Registers a nib under the identifier its storyboard prototype has: the nib's cell is the one dequeued.
final class JournalListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "JournalEntryCell", bundle: nil), forCellReuseIdentifier: "entryCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "entryCell", for: indexPath)
    }
}

/// Dequeues its storyboard prototype.
final class DiaryArchiveController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "archiveRow", for: indexPath)
    }
}
