import UIKit
import PanModal
import PopupDialog

// Controllers whose view their presentation sizes, not the screen. Each stacks 60 + 3 × 48 + 28 = 232 points of
// required heights between its view's top and its safe area's bottom: that is the sheet's height, not a conflict
// with a 667-point screen.

// A PanModal sheet: PanModal gives the view its `longFormHeight`.
final class SortOptionsViewController: UIViewController {
    private let titleLabel = UILabel()
    private let optionStack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        optionStack.translatesAutoresizingMaskIntoConstraints = false
        optionStack.axis = .vertical
        view.addSubview(titleLabel)
        view.addSubview(optionStack)
        for _ in 0..<3 {
            let row = UIButton(type: .system)
            row.heightAnchor.constraint(equalToConstant: 48).isActive = true
            optionStack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor),
            titleLabel.heightAnchor.constraint(equalToConstant: 60),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            optionStack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            optionStack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            optionStack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            optionStack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -28),
        ])
    }
}

extension SortOptionsViewController: PanModalPresentable {
    var panScrollable: UIScrollView? { nil }
    var longFormHeight: PanModalHeight { .contentHeight(232) }
}

// A custom presentation set up by the code that presents it.
final class FilterSheetViewController: UIViewController {
    private let header = UIView()
    private let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.translatesAutoresizingMaskIntoConstraints = false
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        view.addSubview(footer)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 144),
            footer.heightAnchor.constraint(equalToConstant: 0),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -28),
        ])
    }
}

final class ListViewController: UIViewController {
    private let sheetTransitions = SheetTransitioningDelegate()

    func showFilters() {
        let filters = FilterSheetViewController()
        filters.modalPresentationStyle = .custom
        filters.transitioningDelegate = sheetTransitions
        present(filters, animated: true)
    }
}

final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {}

// Presented full screen: its 232 points of required heights cannot fill the screen.
final class AboutViewController: UIViewController {
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.topAnchor),
            banner.heightAnchor.constraint(equalToConstant: 204),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -28),
        ])
    }
}

// Handed to a library's container (PopupDialog puts the view into its own stack, centred): the card's 380 points
// are the popup's height, not a conflict with the screen's.
final class RedPacketViewController: UIViewController {
    private let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            card.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 380),
        ])
    }
}

final class WalletViewController: UIViewController {
    func showRedPacket() {
        let packet = RedPacketViewController()
        let popup = PopupDialog(viewController: packet, buttonAlignment: .horizontal)
        present(popup, animated: true)
    }
}
