import UIKit

/// A table subclass that registers its own cells' nibs through a project helper; every instance the storyboard draws
/// (LeaderboardTable.storyboard) has fixed 60-point rows, and a separate rows object dequeues the cells. The cells are
/// shown in those rows, or in rows whose height the rows object's table decides: not self-sizing, so a cell centring
/// its content (LeaderRowCell.xib) is not missing a chain.
final class LeaderRowCell: UITableViewCell {}

extension UITableView {
    func registerLeaderboardNib(named name: String) {
        register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: name)
    }
}

final class LeaderboardTable: UITableView {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        registerLeaderboardNib(named: String(describing: LeaderRowCell.self))
    }
}

final class LeaderboardRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "LeaderRowCell", for: indexPath) as! LeaderRowCell
    }
}

final class LeaderboardController: UIViewController, UITableViewDelegate {
    @IBOutlet var leadersTable: LeaderboardTable!
    private let rows = LeaderboardRows()

    override func viewDidLoad() {
        super.viewDidLoad()
        leadersTable.dataSource = rows
        leadersTable.delegate = self
    }
}
