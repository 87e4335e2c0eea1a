import UIKit

/// A table that is its own delegate: it answers its rows' height itself, whoever owns it
/// (note-list.storyboard). Its rows are fixed at 52, so their prototype needs no chain.
final class NoteListTable: UITableView, UITableViewDelegate {
    override func awakeFromNib() {
        super.awakeFromNib()
        delegate = self
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        return 52
    }
}

final class NoteListViewController: UIViewController {
    @IBOutlet var notesTable: NoteListTable!
}

final class NoteRowCell: UITableViewCell {}
