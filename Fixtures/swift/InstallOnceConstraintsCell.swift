import UIKit

// Constraints installed once in updateConstraints, guarded by an optional the cell keeps: it is nil until the code
// stores the constraints, so the chain is there from the first pass. The second cell installs a chain that misses
// its bottom: that is still reported.
final class PasscodeOptionCell: UITableViewCell {
    private let optionTitleLabel = UILabel()
    private let optionPicker = UISegmentedControl()
    private var installedConstraints: [NSLayoutConstraint]?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        optionTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        optionPicker.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(optionTitleLabel)
        contentView.addSubview(optionPicker)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func updateConstraints() {
        if installedConstraints == nil {
            let made = [
                optionTitleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                optionTitleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                optionPicker.topAnchor.constraint(equalTo: optionTitleLabel.bottomAnchor, constant: 12),
                optionPicker.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                optionPicker.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ]
            contentView.addConstraints(made)
            installedConstraints = made
        }
        super.updateConstraints()
    }
}

final class LockDelayCell: UITableViewCell {
    private let delayTitleLabel = UILabel()
    private var delayConstraints: [NSLayoutConstraint]?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        delayTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(delayTitleLabel)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func updateConstraints() {
        if delayConstraints == nil {
            let made = [
                delayTitleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                delayTitleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            ]
            NSLayoutConstraint.activate(made)
            delayConstraints = made
        }
        super.updateConstraints()
    }
}

/// Shows these rows in a table that sizes them from their content.
final class InstallOnceConstraintsCellListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PasscodeOptionCell.self, forCellReuseIdentifier: "PasscodeOptionCell")
        tableView.register(LockDelayCell.self, forCellReuseIdentifier: "LockDelayCell")
    }
}
