import UIKit

/// A modal container embeds the dialog it is handed as a child, centred with side insets: the dialog's view takes its
/// height from its content, so a 300-point card pinned to its top and bottom is no conflict (quiet). The same card in a
/// dialog presented full screen fights the screen's height (found).
final class ModalCardController: UIViewController {
    private var contained: UIViewController?

    func set(viewController controller: UIViewController, centerYOffset: CGFloat) {
        addChild(controller)
        let content = controller.view!
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        controller.didMove(toParent: self)
        contained = controller
        NSLayoutConstraint.activate([
            content.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: centerYOffset),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -30),
        ])
    }
}

extension UIViewController {
    func present(cardController controller: UIViewController) {
        let modal = ModalCardController()
        modal.set(viewController: controller, centerYOffset: 0)
        present(modal, animated: true)
    }
}

final class VoteDialogController: UIViewController {
    private let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor),
            card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 300),
        ])
    }
}

final class RatingDialogController: UIViewController {
    private let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor),
            card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 300),
        ])
    }
}

final class TrackListController: UIViewController {
    func didVote() {
        let dialog = VoteDialogController()
        present(cardController: dialog)
    }

    func didRate() {
        let dialog = RatingDialogController()
        present(dialog, animated: true)
    }
}
