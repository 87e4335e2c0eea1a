import UIKit

/// A nib's top-level view keeps translatesAutoresizingMaskIntoConstraints on: pinned by its host without turning it
/// off, its autoresizing constraints (the frame the nib saves) conflict with the pins. Reported at the load, for
/// `loadNibNamed` and for `UINib.instantiate`. The hosts that turn the flag off, load a nib whose top-level view has it
/// off, place the view by frame and mask, or load a view whose class lays itself out, stay quiet.
final class ShelfCardView: UIView {
    @IBOutlet weak var titleLabel: UILabel!
}

final class ShelfBadgeView: UIView {
    @IBOutlet weak var titleLabel: UILabel!
}

final class ShelfPanelView: UIView {
    @IBOutlet weak var titleLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        translatesAutoresizingMaskIntoConstraints = false
        heightAnchor.constraint(greaterThanOrEqualToConstant: 80).isActive = true
    }
}

final class ShelfViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let card = Bundle.main.loadNibNamed("ShelfCardView", owner: nil, options: nil)?.first as? ShelfCardView else { return }
        card.titleLabel.text = "Recently read"
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

final class ShelfFooterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let footer = UINib(nibName: "ShelfCardView", bundle: nil).instantiate(withOwner: nil, options: nil)[0] as! ShelfCardView
        view.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}

final class ShelfHeaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let header = Bundle.main.loadNibNamed("ShelfCardView", owner: nil, options: nil)?.first as? ShelfCardView else { return }
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

final class ShelfBadgeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let badge = Bundle.main.loadNibNamed("ShelfBadgeView", owner: nil, options: nil)?.first as? ShelfBadgeView else { return }
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class ShelfPanelViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let panel = Bundle.main.loadNibNamed("ShelfPanelView", owner: nil, options: nil)?.first as? ShelfPanelView else { return }
        view.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.topAnchor.constraint(equalTo: view.topAnchor),
        ])
    }
}

final class ShelfFramedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let card = Bundle.main.loadNibNamed("ShelfCardView", owner: nil, options: nil)?.first as? ShelfCardView else { return }
        card.frame = view.bounds
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(card)
    }
}
