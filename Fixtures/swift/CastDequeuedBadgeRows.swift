import UIKit

// The list dequeues a cell without naming its class and casts it afterwards: `if let row = cell as? BadgeCountRow`.
// The row's `show(count:)` activates a new width constraint each time, and the data source calls it on every dequeued
// row of that class: they pile up. Another cell class has a `show(count:)` of its own, so only the cast says whose
// method runs.
final class BadgeCountRow: UITableViewCell {
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(count: Int) {
        badge.text = "\(count)"
        badge.widthAnchor.constraint(equalToConstant: CGFloat(12 + 8 * String(count).count)).isActive = true
    }
}

final class PlainCountRow: UITableViewCell {
    func show(count: Int) {
        textLabel?.text = "\(count)"
    }
}

final class InboxCountsController: UITableViewController {
    private var counts: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BadgeCountRow.self, forCellReuseIdentifier: "badge")
        tableView.register(PlainCountRow.self, forCellReuseIdentifier: "plain")
    }

    func update(_ newCounts: [Int]) {
        counts = newCounts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "badge" : "plain", for: indexPath)
        if let row = cell as? BadgeCountRow {
            row.show(count: counts[indexPath.row])
        }
        return cell
    }
}
