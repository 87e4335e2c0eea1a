import UIKit

// A helper that puts a one-point divider between every two arranged views, counting down with `while`: four buttons
// get three dividers, as in the app. The settings menu's fixed height is exactly its content (4 × 56 + 3 × 1 = 227):
// quiet. The share menu's 220 points cannot hold the same content: reported. Neither subclass has code of its own
// (one overrides a value): each shows the layout of the template class they share, which has no scene itself.

extension UIStackView {
    func insertDividers() {
        var position = arrangedSubviews.count - 1
        while position > 0 {
            let divider = UIView()
            divider.translatesAutoresizingMaskIntoConstraints = false
            insertArrangedSubview(divider, at: position)
            divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
            position -= 1
        }
    }
}

class ButtonMenuViewController: UIViewController {
    let menu = UIStackView()
    var menuHeight: CGFloat { 227 }

    override func viewDidLoad() {
        super.viewDidLoad()
        menu.axis = .vertical
        menu.distribution = .equalCentering
        menu.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(menu)
        for title in ["Profile", "Privacy", "Alerts", "Help"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.heightAnchor.constraint(equalToConstant: 56).isActive = true
            menu.addArrangedSubview(button)
        }
        menu.insertDividers()
        NSLayoutConstraint.activate([
            menu.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            menu.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            menu.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            menu.heightAnchor.constraint(equalToConstant: menuHeight),
        ])
    }
}

final class ShareMenuViewController: ButtonMenuViewController {
    override var menuHeight: CGFloat { 220 }
}

final class SettingsMenuViewController: ButtonMenuViewController {}
