import UIKit

/// A coordinator makes the receipt screen (which lays itself out in its init) and pushes it. The screen's layout is checked as its own scene; the
/// coordinator, which places none of the screen's views itself, is not a layout of its own.
protocol FlowCoordinating: AnyObject {
    var navigationController: UINavigationController { get }
}

enum CheckoutEntry {
    case receipt
    case cancelled
}

final class CheckoutCoordinator: FlowCoordinating {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
    }

    func start(_ entry: CheckoutEntry) {
        switch entry {
        case .receipt:
            showReceipt()
        case .cancelled:
            navigationController.popViewController(animated: true)
        }
    }

    private func showReceipt() {
        let receipt = ReceiptViewController(total: "12.00")
        receipt.title = "Receipt"
        receipt.configure(discount: nil)
        navigationController.pushViewController(receipt, animated: true)
    }
}

final class ReceiptViewController: UIViewController {
    private let totalLabel = UILabel()
    private let doneButton = UIButton(type: .system)
    private let discountLabel = UILabel()
    private let total: String

    init(total: String) {
        self.total = total
        super.init(nibName: nil, bundle: nil)
        setUpLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(discount: String?) {
        discountLabel.text = discount
        discountLabel.isHidden = discount == nil
    }

    private func setUpLayout() {
        totalLabel.text = total
        totalLabel.translatesAutoresizingMaskIntoConstraints = false
        doneButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(totalLabel)
        view.addSubview(doneButton)
        discountLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(discountLabel)
        NSLayoutConstraint.activate([
            totalLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            totalLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            doneButton.topAnchor.constraint(equalTo: totalLabel.bottomAnchor, constant: 24),
            doneButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            discountLabel.bottomAnchor.constraint(equalTo: totalLabel.topAnchor, constant: -8),
            discountLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}
