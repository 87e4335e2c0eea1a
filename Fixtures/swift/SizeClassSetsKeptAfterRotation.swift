import UIKit

/// A now-playing screen that lays its artwork out per vertical size class, from `viewDidLoad` and again from
/// `traitCollectionDidChange`, and only ever activates: after the phone rotates, the constraints of the size class it
/// started in are still active beside the new ones, and UIKit logs "Unable to simultaneously satisfy constraints".
/// Reported once, after the rotation, at the new size class's constraint, with the fix: deactivate the other set.
final class RotatingArtworkViewController: UIViewController {
    private let artwork = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        artwork.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(artwork)
        layoutArtwork(for: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }
        layoutArtwork(for: traitCollection)
    }

    private func layoutArtwork(for traits: UITraitCollection) {
        if traits.verticalSizeClass == .compact {
            artwork.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
            artwork.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16).isActive = true
            artwork.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            artwork.widthAnchor.constraint(equalTo: artwork.heightAnchor).isActive = true
        } else {
            artwork.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24).isActive = true
            artwork.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
            artwork.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24).isActive = true
            artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor).isActive = true
        }
    }
}

/// The same mistake with two stored lists made once: `applyLayout()` activates the list of the size class the screen
/// has, on every trait change, and never deactivates the other. Reported.
final class RotatingWelcomeViewController: UIViewController {
    private let badge = UIImageView()
    private var stackedConstraints: [NSLayoutConstraint] = []
    private var sideBySideConstraints: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        stackedConstraints = [
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.widthAnchor.constraint(equalToConstant: 120),
            badge.heightAnchor.constraint(equalToConstant: 120),
        ]
        sideBySideConstraints = [
            badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
            badge.widthAnchor.constraint(equalToConstant: 200),
            badge.heightAnchor.constraint(equalToConstant: 200),
        ]
        applyLayout()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyLayout()
    }

    private func applyLayout() {
        if traitCollection.verticalSizeClass == .compact {
            NSLayoutConstraint.activate(sideBySideConstraints)
        } else {
            NSLayoutConstraint.activate(stackedConstraints)
        }
    }
}
