import UIKit

/// A generic picker shows whichever cell its users choose, at the height its own `heightForRowAt` answers. The network
/// row is chosen through a type argument, so its centred labels need no top-to-bottom chain. The notes list lets its
/// rows size themselves: its note row, tied only at the top, is reported.
protocol PickerCell: UITableViewCell {}

class PickerViewController<Cell: PickerCell>: UITableViewController {
    var cellHeight: CGFloat = 52

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Cell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        cellHeight
    }
}

final class NetworkRowCell: UITableViewCell, PickerCell {
    private let name = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(name)
        name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class NetworkPickerFactory {
    static func makePicker() -> UIViewController {
        let picker = PickerViewController<NetworkRowCell>()
        picker.cellHeight = 56
        return picker
    }
}

class NotesListViewController<Cell: UITableViewCell>: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Cell.self, forCellReuseIdentifier: "note")
        tableView.rowHeight = UITableView.automaticDimension
    }
}

final class NoteRowCell: UITableViewCell {
    private let note = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
        note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class NotesFactory {
    static func makeList() -> UIViewController { NotesListViewController<NoteRowCell>() }
}
