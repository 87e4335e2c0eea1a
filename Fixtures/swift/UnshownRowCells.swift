import UIKit

/// No code of the project names this cell or loads a nib of its name: whatever shows it (if anything does) was not
/// read, so the height of its rows is not known and its label, tied at the top only, is not a finding.
final class ArchivedReceiptCell: UITableViewCell {
    private let total = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        total.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(total)
        total.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12).isActive = true
        total.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The same layout in a cell the receipts table registers and sizes from its content: nothing gives the row a height.
final class ReceiptLineCell: UITableViewCell {
    private let amount = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        amount.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(amount)
        amount.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12).isActive = true
        amount.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ReceiptsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ReceiptLineCell.self, forCellReuseIdentifier: "line")
    }
}
