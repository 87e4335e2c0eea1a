import UIKit
import Mew

// A controller shown only inside a table cell made for it (`TableViewCell<ReactionBarViewController>`, a generic
// wrapper that embeds the controller): its view is as tall as the row, not the screen, and its margins are the
// cell's. A 44-point bar pinned top and bottom is the row's height, not a conflict with 667 points.
final class ReactionBarViewController: UIViewController {
    private let bar = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.topAnchor),
            bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

final class PostDetailViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        TableViewCell<ReactionBarViewController>.register(to: tableView)
    }
}
