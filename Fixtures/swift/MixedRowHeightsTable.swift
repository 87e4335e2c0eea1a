import UIKit

// A table whose delegate answers a height of its own for some rows and automaticDimension for others: which rows
// get which is decided by code the reader does not map to cell classes, so the cells it shows have a height not
// known (open), and nothing is said about their vertical chains. Their widths are still the table's.
final class ThreadDetailController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ThreadToolRowCell.self, forCellReuseIdentifier: "tool")
        tableView.register(ThreadBodyRowCell.self, forCellReuseIdentifier: "body")
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if indexPath.section == 0 { return 45 }
        return UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            return tableView.dequeueReusableCell(withIdentifier: "tool", for: indexPath) as! ThreadToolRowCell
        }
        return tableView.dequeueReusableCell(withIdentifier: "body", for: indexPath) as! ThreadBodyRowCell
    }
}

// Centred only: fine in a 45-point row, no chain.
final class ThreadToolRowCell: UITableViewCell {
    private let replyButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        replyButton.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(replyButton)
        NSLayoutConstraint.activate([
            replyButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            replyButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ThreadBodyRowCell: UITableViewCell {
    private let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bodyLabel.numberOfLines = 0
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bodyLabel)
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bodyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            bodyLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            bodyLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// A table that sizes every row from its content: the cell it shows needs its chain, and this one has none.
final class DraftListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.register(DraftSummaryCell.self, forCellReuseIdentifier: "draft")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "draft", for: indexPath) as! DraftSummaryCell
    }
}

final class DraftSummaryCell: UITableViewCell {
    private let draftTitleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        draftTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(draftTitleLabel)
        NSLayoutConstraint.activate([
            draftTitleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            draftTitleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
