import UIKit

/// A sign-in form: a fixed-width column on iPad, edge to edge on iPhone.
final class SignInSheetViewController: UIViewController {
    let form = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24).isActive = true
        if UIDevice.current.userInterfaceIdiom == .pad {
            NSLayoutConstraint.activate([
                form.widthAnchor.constraint(equalToConstant: 540),
                form.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                form.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            ])
        } else {
            NSLayoutConstraint.activate([
                form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }
}
