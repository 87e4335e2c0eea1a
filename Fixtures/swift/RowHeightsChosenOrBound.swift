import UIKit
import RxCocoa
import RxSwift

// A delegate whose one answer chooses: `automaticDimension` for the first section, 52 for the rest. The rows of the
// other sections get a height of the code's own, and which cell shows where is the data's: the cells it names have a
// height not known, and their chains are not asked for.
final class WalletListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(WalletResetRowCell.self, forCellReuseIdentifier: "reset")
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? UITableView.automaticDimension : 52
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "reset", for: indexPath) as! WalletResetRowCell
    }
}

final class WalletResetRowCell: UITableViewCell {
    private let resetTitle = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        resetTitle.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(resetTitle)
        NSLayoutConstraint.activate([
            resetTitle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            resetTitle.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// The row height comes from a stream bound to the table (RxCocoa's `rx.rowHeight` binder sets `rowHeight`): a
// height the code gives, not the content's.
final class SeatPickerView: UIView {
    private let seatTable = UITableView()
    private let disposeBag = DisposeBag()

    init(rowHeight: CGFloat) {
        super.init(frame: .zero)
        seatTable.register(SeatKindRowCell.self, forCellReuseIdentifier: "seat")
        Observable.just(rowHeight).bind(to: seatTable.rx.rowHeight).disposed(by: disposeBag)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class SeatKindRowCell: UITableViewCell {
    private let seatName = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        seatName.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(seatName)
        NSLayoutConstraint.activate([
            seatName.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            seatName.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// Only `automaticDimension`, in parentheses: the rows size themselves, and this cell's chain is missing.
final class NoteListController: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return (UITableView.automaticDimension)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteSnippetRowCell
    }
}

final class NoteSnippetRowCell: UITableViewCell {
    private let snippet = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        snippet.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(snippet)
        NSLayoutConstraint.activate([
            snippet.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            snippet.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
