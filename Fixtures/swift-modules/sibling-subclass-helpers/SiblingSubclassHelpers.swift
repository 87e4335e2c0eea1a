import UIKit

/// An onboarding base class offers two ways to place its artwork; the welcome screen uses one, the permissions screen
/// the other. The permissions screen's helper is not the welcome screen's set-up, so its centring does not repeat the
/// welcome screen's own (quiet). The permissions screen states the helper's centring a second time itself (found).
class OnboardingScreen: UIViewController {
    let wrappingView = UIView()
    let artwork = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        wrappingView.translatesAutoresizingMaskIntoConstraints = false
        artwork.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(wrappingView)
        wrappingView.addSubview(artwork)
        NSLayoutConstraint.activate([
            wrappingView.topAnchor.constraint(equalTo: view.topAnchor),
            wrappingView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            wrappingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            wrappingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        configureScreen()
    }

    func configureScreen() {}

    func placeArtworkBelowTitle() {
        NSLayoutConstraint.activate([
            artwork.topAnchor.constraint(equalTo: wrappingView.topAnchor, constant: 120),
            artwork.leadingAnchor.constraint(equalTo: wrappingView.leadingAnchor, constant: 20),
        ])
    }

    func placeArtworkAtBottom() {
        NSLayoutConstraint.activate([
            artwork.bottomAnchor.constraint(equalTo: wrappingView.bottomAnchor, constant: -40),
            artwork.centerXAnchor.constraint(equalTo: wrappingView.centerXAnchor),
        ])
    }
}

final class WelcomeScreen: OnboardingScreen {
    override func configureScreen() {
        placeArtworkBelowTitle()
        artwork.centerXAnchor.constraint(equalTo: wrappingView.centerXAnchor).isActive = true
    }
}

final class PermissionsScreen: OnboardingScreen {
    override func configureScreen() {
        placeArtworkAtBottom()
        artwork.centerXAnchor.constraint(equalTo: wrappingView.centerXAnchor).isActive = true
    }
}
