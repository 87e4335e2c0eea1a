import UIKit

// The old dequeue without a registered class: the list makes a row when none comes back and sets `kind` only then,
// so the didSet that pins the badge runs once per row. `show(title:)`, called on every dequeued row, makes a new
// constraint each time: only that one piles up.
final class OldStyleFeedRow: UITableViewCell {
    let badge = UILabel()
    let title = UILabel()
    var kind = 0 {
        didSet {
            badge.translatesAutoresizingMaskIntoConstraints = false
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12).isActive = true
        }
    }

    func show(title text: String) {
        title.text = text
        title.translatesAutoresizingMaskIntoConstraints = false
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12).isActive = true
    }
}

final class OldStyleFeedController: UITableViewController {
    private var titles: [String] = []

    func feedLoaded(_ newTitles: [String]) {
        titles = newTitles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell = tableView.dequeueReusableCell(withIdentifier: "row") as? OldStyleFeedRow
        if cell == nil {
            cell = OldStyleFeedRow(style: .default, reuseIdentifier: "row")
            cell?.kind = 2
        }
        cell?.show(title: titles[indexPath.row])
        return cell ?? UITableViewCell()
    }
}
