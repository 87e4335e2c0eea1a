import UIKit

/// The form inside the sign-up screen; its height comes from the chain of fields.
final class SignUpContainerView: UIView {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private lazy var submitButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Sign up", for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        [emailField, passwordField, submitButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            emailField.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: Layout.fieldHeight),

            passwordField.topAnchor.constraint(equalToSystemSpacingBelow: emailField.bottomAnchor, multiplier: 2),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            passwordField.heightAnchor.constraint(equalTo: emailField.heightAnchor),

            submitButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 16),
            submitButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            submitButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
