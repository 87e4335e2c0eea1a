import UIKit

/// A self-sizing account row that fixes its content view's own height at required priority: UIKit first lays the row
/// out at the estimated 44 points with a required 'UIView-Encapsulated-Layout-Height', which the fixed 65 cannot meet.
/// Reported. The server row asks the same at 999 and gives way in that pass: not reported.
final class AccountRowCell: UITableViewCell {
    private let avatar = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 45),
            avatar.heightAnchor.constraint(equalToConstant: 45),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            contentView.heightAnchor.constraint(equalToConstant: 65),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ServerRowCell: UITableViewCell {
    private let icon = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        icon.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(icon)
        let height = contentView.heightAnchor.constraint(equalToConstant: 65)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 45),
            icon.heightAnchor.constraint(equalToConstant: 45),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            height,
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class AccountsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AccountRowCell.self, forCellReuseIdentifier: "account")
        tableView.register(ServerRowCell.self, forCellReuseIdentifier: "server")
        tableView.rowHeight = UITableView.automaticDimension
    }
}
