import UIKit

/// A player screen whose actions change its hierarchy: a spinner is added while loading and removed when
/// done, and the compact shelf drops its favourite button.
final class PlayerShelfViewController: UIViewController {
    let shelf = UIStackView()
    let playButton = UIButton(type: .system)
    let favoriteButton = UIButton(type: .system)
    let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        shelf.axis = .horizontal
        shelf.spacing = 8
        shelf.alignment = .center
        shelf.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shelf)
        shelf.addArrangedSubview(playButton)
        shelf.addArrangedSubview(favoriteButton)
        NSLayoutConstraint.activate([
            shelf.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            shelf.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            playButton.widthAnchor.constraint(equalToConstant: 44),
            playButton.heightAnchor.constraint(equalToConstant: 44),
            favoriteButton.widthAnchor.constraint(equalToConstant: 32),
            favoriteButton.heightAnchor.constraint(equalToConstant: 32),
        ])
    }

    @objc func startLoading() {
        spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 50),
        ])
        spinner.startAnimating()
    }

    @objc func useCompactShelf() {
        favoriteButton.removeFromSuperview()
    }
}
