import UIKit

// Three cells whose content does not give them a height (a label pinned by its top only). Which of them UIKit asks
// for a height from constraints depends on the table that shows them:
// - BalanceCell is shown by a RowsTableView, a table class of another module (the project only extends it): its
//   own code gives each row the height its row model carries, which is not read here. Not reported.
// - MemoCell states its own row height (`static func height(containerWidth:text:)`), which its table asks for.
//   Not reported.
// - KioskCell is registered by a list controller whose superclass answers heightForRowAt with 56 for every row:
//   the rows are 56 points high, whatever the content says. Not reported.
// - ReminderNoteCell is shown by a plain UITableView that answers no height: UIKit sizes it from its constraints, and its
//   chain is broken. Reported.

extension RowsTableView {
    func registerBalanceRows() {
        register(BalanceCell.self, forCellReuseIdentifier: "balance")
    }
}

final class BalanceCell: UITableViewCell {
    private let amountLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        amountLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(amountLabel)
        NSLayoutConstraint.activate([
            amountLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            amountLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class MemoCell: UITableViewCell {
    private static let padding: CGFloat = 16
    private let memoLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        memoLabel.numberOfLines = 0
        memoLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(memoLabel)
        NSLayoutConstraint.activate([
            memoLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: MemoCell.padding),
            memoLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: MemoCell.padding),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    static func height(containerWidth: CGFloat, text: String) -> CGFloat {
        2 * padding + CGFloat(text.count / 40 + 1) * 20
    }
}

final class ReminderNoteCell: UITableViewCell {
    private let noteLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        noteLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(noteLabel)
        NSLayoutConstraint.activate([
            noteLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            noteLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class WalletViewController: UIViewController {
    private let tableView = RowsTableView(style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerBalanceRows()
        tableView.register(MemoCell.self, forCellReuseIdentifier: "memo")
        tableView.rows = [RowModel(cell: BalanceCell.self, height: 48)]
    }
}

final class NotesViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ReminderNoteCell.self, forCellReuseIdentifier: "note")
    }
}

final class KioskCell: UITableViewCell {
    private let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

class PlacesListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        56
    }
}

final class KiosksViewController: PlacesListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(KioskCell.self, forCellReuseIdentifier: "kiosk")
    }
}
