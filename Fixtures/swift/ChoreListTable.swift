import UIKit

// A table subclass that turns its autoresizing mask off in its designated initializer. `ChoreListTable()` runs
// `init(frame:)`, which runs `init(frame:style:)`: the override runs, so the table's constraints meet no mask.
final class ChoreListTable: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        translatesAutoresizingMaskIntoConstraints = false
        rowHeight = 56
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ChoreListViewController: UIViewController {
    private let chores = ChoreListTable()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(chores)
        NSLayoutConstraint.activate([
            chores.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            chores.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            chores.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            chores.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
