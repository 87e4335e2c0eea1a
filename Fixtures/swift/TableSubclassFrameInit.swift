import UIKit

/// `UITableView.init(frame:)` runs the designated `init(frame:style:)` with the plain style, so a table subclass's
/// `convenience init()` calling `self.init(frame: .zero)` is set up in its own `init(frame:style:)` override: the
/// favourites table turns its mask off there (pinned by its screen: not reported). The archive table's override
/// leaves the mask on, and its screen pins it: reported.
final class FavouritesTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        translatesAutoresizingMaskIntoConstraints = false
        separatorStyle = .none
    }

    required init?(coder: NSCoder) { fatalError() }

    convenience init() {
        self.init(frame: .zero)
    }
}

final class ArchiveTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        separatorStyle = .singleLine
    }

    required init?(coder: NSCoder) { fatalError() }

    convenience init() {
        self.init(frame: .zero)
    }
}

final class FavouritesViewController: UIViewController {
    private let favourites = FavouritesTableView()
    private let archive = ArchiveTableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(favourites)
        view.addSubview(archive)
        NSLayoutConstraint.activate([
            favourites.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            favourites.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            favourites.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            favourites.heightAnchor.constraint(equalToConstant: 300),
            archive.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            archive.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            archive.topAnchor.constraint(equalTo: favourites.bottomAnchor),
            archive.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}
