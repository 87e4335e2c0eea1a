import UIKit

/// The correct ways to swap size-class constraints on a trait change stay quiet: the classic list swap (deactivate the
/// active list, pick the size class's list in a branch, activate it after the branch), activation toggled by a Bool,
/// a branch that deactivates the other list before activating its own, and a branch run only once from `viewDidLoad`
/// (a rotation does not re-run it, so the first size class's layout simply stays).
final class SwappingLogoViewController: UIViewController {
    private let logo = UIImageView()
    private var portraitConstraints: [NSLayoutConstraint] = []
    private var landscapeConstraints: [NSLayoutConstraint] = []
    private var activeConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        logo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logo)
        portraitConstraints = [
            logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.widthAnchor.constraint(equalToConstant: 120),
            logo.heightAnchor.constraint(equalToConstant: 120),
        ]
        landscapeConstraints = [
            logo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            logo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
            logo.widthAnchor.constraint(equalToConstant: 200),
            logo.heightAnchor.constraint(equalToConstant: 200),
        ]
        updateLayout()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateLayout()
    }

    private func updateLayout() {
        NSLayoutConstraint.deactivate(activeConstraints)
        if traitCollection.verticalSizeClass == .compact {
            activeConstraints = landscapeConstraints
        } else {
            activeConstraints = portraitConstraints
        }
        NSLayoutConstraint.activate(activeConstraints)
    }
}

final class TogglingLogoViewController: UIViewController {
    private let logo = UIImageView()
    private var portraitConstraints: [NSLayoutConstraint] = []
    private var landscapeConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        logo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logo)
        portraitConstraints = [
            logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.widthAnchor.constraint(equalToConstant: 120),
            logo.heightAnchor.constraint(equalToConstant: 120),
        ]
        landscapeConstraints = [
            logo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            logo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
            logo.widthAnchor.constraint(equalToConstant: 200),
            logo.heightAnchor.constraint(equalToConstant: 200),
        ]
        apply()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        apply()
    }

    private func apply() {
        let compact = traitCollection.verticalSizeClass == .compact
        portraitConstraints.forEach { $0.isActive = !compact }
        landscapeConstraints.forEach { $0.isActive = compact }
    }
}

final class OnceLaidOutLogoViewController: UIViewController {
    private let logo = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        logo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logo)
        if traitCollection.verticalSizeClass == .compact {
            NSLayoutConstraint.activate([
                logo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                logo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
                logo.widthAnchor.constraint(equalToConstant: 200),
                logo.heightAnchor.constraint(equalToConstant: 200),
            ])
        } else {
            NSLayoutConstraint.activate([
                logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                logo.widthAnchor.constraint(equalToConstant: 120),
                logo.heightAnchor.constraint(equalToConstant: 120),
            ])
        }
    }
}

final class BranchSwappingLogoViewController: UIViewController {
    private let logo = UIImageView()
    private lazy var portraitConstraints = [
        logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        logo.widthAnchor.constraint(equalToConstant: 120),
        logo.heightAnchor.constraint(equalToConstant: 120),
    ]
    private lazy var landscapeConstraints = [
        logo.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        logo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
        logo.widthAnchor.constraint(equalToConstant: 200),
        logo.heightAnchor.constraint(equalToConstant: 200),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        logo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(logo)
        layoutLogo()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutLogo()
    }

    private func layoutLogo() {
        if traitCollection.verticalSizeClass == .compact {
            NSLayoutConstraint.deactivate(portraitConstraints)
            NSLayoutConstraint.activate(landscapeConstraints)
        } else {
            NSLayoutConstraint.deactivate(landscapeConstraints)
            NSLayoutConstraint.activate(portraitConstraints)
        }
    }
}
