import UIKit

/// A screen whose view lays out a list; the coordinator makes it and pushes it, so its size comes
/// from the navigation controller, not from anything in the coordinator.
final class InboxViewController: UIViewController {
    private let listView = UITableView()

    init() {
        super.init(nibName: nil, bundle: nil)
        listView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(listView)
        NSLayoutConstraint.activate([
            listView.topAnchor.constraint(equalTo: view.topAnchor),
            listView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            listView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            listView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class InboxCoordinatorViewController: UIViewController {
    func showInbox() {
        let inbox = InboxViewController()
        inbox.view.isHidden = false
        navigationController?.pushViewController(inbox, animated: true)
    }
}
