import UIKit

/// Each branch of an orientation test runs on screens of that orientation only: the portrait layout (a square
/// artwork above the controls) is never solved at landscape sizes, where it could not fit, nor the landscape layout
/// at portrait sizes. The landscape layout's minimum control width is too wide for the smallest phone on its side:
/// that conflict is real and reported there.
final class NowPlayingLayoutController: UIViewController {
    private let artworkView = UIView()
    private let controlsView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [artworkView, controlsView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        super.updateViewConstraints()
        NSLayoutConstraint.deactivate(view.constraints)
        if view.window?.windowScene?.interfaceOrientation.isLandscape == true {
            NSLayoutConstraint.activate([
                artworkView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                artworkView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                artworkView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
                artworkView.widthAnchor.constraint(equalTo: artworkView.heightAnchor),
                controlsView.leadingAnchor.constraint(equalTo: artworkView.trailingAnchor, constant: 20),
                controlsView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                controlsView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                controlsView.heightAnchor.constraint(equalToConstant: 200),
                controlsView.widthAnchor.constraint(greaterThanOrEqualToConstant: 400),
            ])
        } else {
            NSLayoutConstraint.activate([
                artworkView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                artworkView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                artworkView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                artworkView.heightAnchor.constraint(equalTo: artworkView.widthAnchor),
                controlsView.topAnchor.constraint(equalTo: artworkView.bottomAnchor, constant: 20),
                controlsView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                controlsView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                controlsView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
                controlsView.heightAnchor.constraint(greaterThanOrEqualToConstant: 200),
            ])
        }
    }
}
