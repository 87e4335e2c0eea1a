import UIKit

// The dashboard embeds the wishlist strip as a child controller and stacks its view: the strip's view is as tall as
// its card and insets make it (120), placed by the stack, not by the screen. The promo sheet is made by nothing that
// embeds controllers: shown as a screen, its root cannot be both 120 high and the screen's height (reported).
final class DashboardController: UIViewController {
    private let sections = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        sections.axis = .vertical
        sections.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sections)
        NSLayoutConstraint.activate([
            sections.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            sections.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sections.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let strip = WishlistStripController()
        addChild(strip)
        sections.addArrangedSubview(strip.view)
        strip.didMove(toParent: self)
    }
}

final class WishlistStripController: UIViewController {
    private let wishCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        wishCard.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(wishCard)
        NSLayoutConstraint.activate([
            wishCard.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            wishCard.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
            wishCard.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            wishCard.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            wishCard.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
}

final class PromoSheetController: UIViewController {
    private let promoCard = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        promoCard.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(promoCard)
        NSLayoutConstraint.activate([
            promoCard.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            promoCard.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
            promoCard.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            promoCard.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            promoCard.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
}
