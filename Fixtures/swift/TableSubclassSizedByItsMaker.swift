import Then
import UIKit

/// A table subclass that registers and dequeues its own rows; the controller that makes it fixes the rows' and the
/// section headers' heights in its `then` block. The rows' labels are only centred: the table sizes them.
final class ShortcutTable: UITableView, UITableViewDataSource {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: .grouped)
        register(ShortcutCell.self, forCellReuseIdentifier: "shortcut")
        register(ShortcutHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        dataSource = self
    }

    required init?(coder: NSCoder) { fatalError() }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "shortcut", for: indexPath)
    }
}

final class ShortcutCell: UITableViewCell {
    private let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ShortcutHeader: UITableViewHeaderFooterView {
    private let caption = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(caption)
        caption.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class ShortcutsViewController: UIViewController {
    private lazy var table = ShortcutTable().then {
        $0.rowHeight = 58
        $0.sectionHeaderHeight = 38
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// The same kind of table made without heights: its rows size themselves, and a label only centred gives them none.
final class HistoryTable: UITableView, UITableViewDataSource {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: .plain)
        register(HistoryCell.self, forCellReuseIdentifier: "history")
        dataSource = self
    }

    required init?(coder: NSCoder) { fatalError() }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "history", for: indexPath)
    }
}

final class HistoryCell: UITableViewCell {
    private let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class HistoryViewController: UIViewController {
    private let table = HistoryTable()
}
