import UIKit

// A project helper that shares UIKit's name but not its labels: `addSubview(_:pinnedBy:)` turns the flag off, adds the
// view and activates the constraints it is given. It is the project's code that runs, not UIKit's `addSubview(_:)`:
// the first row's chain is complete. The second row's constraints leave its bottom free (reported).
extension UIView {
    func addSubview(_ child: UIView, pinnedBy constraints: [NSLayoutConstraint]) {
        child.translatesAutoresizingMaskIntoConstraints = false
        addSubview(child)
        NSLayoutConstraint.activate(constraints)
    }
}

final class IssuerRowCell: UITableViewCell {
    private let issuerLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(issuerLabel, pinnedBy: [
            issuerLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            issuerLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            issuerLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class SecretRowCell: UITableViewCell {
    private let secretLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(secretLabel, pinnedBy: [
            secretLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            secretLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Shows these rows in a table that sizes them from their content.
final class AddSubviewHelperCellsListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(IssuerRowCell.self, forCellReuseIdentifier: "IssuerRowCell")
        tableView.register(SecretRowCell.self, forCellReuseIdentifier: "SecretRowCell")
    }
}
