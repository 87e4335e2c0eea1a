import UIKit

/// A coordinator is no view: the controllers it makes are shown by a navigation controller, which sizes
/// their views. Their own layout is checked in their own scenes, not as loose views of the coordinator.
final class SettingsCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    enum Destination {
        case list
        case about
    }

    func show(_ destination: Destination) {
        switch destination {
        case .list:
            let list = SettingsListViewController()
            navigationController.setViewControllers([list], animated: false)
        case .about:
            let about = AboutViewController()
            about.versionLabel.numberOfLines = 0
            navigationController.pushViewController(about, animated: true)
        }
    }
}

final class SettingsListViewController: UIViewController {
    let headerView = UIView()
    let tableView = UITableView()

    init() {
        super.init(nibName: nil, bundle: nil)
        headerView.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerView)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 56),
            tableView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class AboutViewController: UIViewController {
    let logoView = UIImageView()
    let versionLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        logoView.translatesAutoresizingMaskIntoConstraints = false
        versionLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logoView)
        view.addSubview(versionLabel)
        NSLayoutConstraint.activate([
            logoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            logoView.widthAnchor.constraint(equalToConstant: 96),
            logoView.heightAnchor.constraint(equalToConstant: 96),
            versionLabel.topAnchor.constraint(equalTo: logoView.bottomAnchor, constant: 16),
            // Mistake kept on purpose: nothing places the label horizontally.
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
