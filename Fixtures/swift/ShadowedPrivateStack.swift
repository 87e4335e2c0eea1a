import UIKit

/// A base screen with its own private stack: a title above a content area subclasses fill.
class WelcomeStepViewController: UIViewController {
    private let stack = UIStackView()
    private let titleLabel = UILabel()
    let contentArea = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        titleLabel.text = "Welcome"
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(contentArea)
        // Empty until a subclass fills it.
        let emptyHeight = contentArea.heightAnchor.constraint(equalToConstant: 0)
        emptyHeight.priority = .defaultLow
        emptyHeight.isActive = true
    }
}

/// The subclass's own private `stack` is another view than the base class's (Swift does not let a subclass
/// see, let alone override, a private stored property): it sits inside the content area. Quiet.
final class WelcomeSignInViewController: WelcomeStepViewController {
    private let stack = UIStackView()
    private let emailField = UITextField()
    private let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentArea.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentArea.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentArea.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentArea.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentArea.bottomAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalToConstant: 44),
        ])
        stack.addArrangedSubview(emailField)
        stack.addArrangedSubview(passwordField)
    }
}

/// The same shape with a real mistake in the subclass's own stack: a fixed height of 60 cannot hold two
/// 44-point fields and the spacing between them. Still found.
final class WelcomeSignUpViewController: WelcomeStepViewController {
    private let stack = UIStackView()
    private let nameField = UITextField()
    private let codeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentArea.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentArea.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentArea.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentArea.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentArea.bottomAnchor),
            stack.heightAnchor.constraint(equalToConstant: 60),
            nameField.heightAnchor.constraint(equalToConstant: 44),
            codeField.heightAnchor.constraint(equalToConstant: 44),
        ])
        stack.addArrangedSubview(nameField)
        stack.addArrangedSubview(codeField)
    }
}
