import UIKit

// Each screen holds a 520-point column between the safe area's top and bottom: it fits every portrait screen and
// no landscape phone.

/// Supports portrait only: UIKit never shows it on a landscape screen, so the column always fits.
final class PortraitTicketController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    private let column = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            column.heightAnchor.constraint(equalToConstant: 520),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

/// A project base that answers portrait only for every screen made from it.
class PortraitBaseController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return [.portrait, .portraitUpsideDown]
    }
}

/// Inherits the portrait-only answer.
final class BoardingPassController: PortraitBaseController {
    private let column = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            column.heightAnchor.constraint(equalToConstant: 520),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

/// Landscape on iPads only: the column still fits every screen it is shown on.
final class PhonePortraitController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
    }

    private let column = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            column.heightAnchor.constraint(equalToConstant: 520),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

/// Decided by state the reader does not follow: every screen stays, and the landscape phone's conflict is reported.
final class RotatingTicketController: UIViewController {
    var locksPortrait = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        locksPortrait ? .portrait : .all
    }

    private let column = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
            column.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            column.heightAnchor.constraint(equalToConstant: 520),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}
