import UIKit
import Combine
import SnapKit

// Screens that move a button above the keyboard from keyboard notification handlers, which run each time the
// keyboard shows or hides: one pins the button anew in a selector handler, one through a helper its Combine sink
// calls after reading a stored height; a third changes the constant of a constraint it made once (held back).
final class PinEntryController: UIViewController {
    private let confirmButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(confirmButton)
        confirmButton.translatesAutoresizingMaskIntoConstraints = false
        confirmButton.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillAppear(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillAppear(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        confirmButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -frame.height - 16).isActive = true
    }
}

final class InviteCodeController: UIViewController {
    private let nextButton = UIButton(type: .system)
    private var keyboardHeight: CGFloat?
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nextButton)
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { [weak self] notification in
                guard let self else { return }
                let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                self.keyboardHeight = frame?.height
                self.placeNextButton(raised: true)
            }
            .store(in: &subscriptions)
    }

    private func placeNextButton(raised: Bool) {
        guard let keyboardHeight = self.keyboardHeight else { return }
        nextButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(20)
            make.bottom.equalToSuperview().inset(raised ? keyboardHeight + 20 : 20)
        }
    }
}

final class CommentComposerController: UIViewController {
    private let sendButton = UIButton(type: .system)
    private lazy var sendBottom = sendButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sendButton)
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([sendBottom, sendButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16)])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillMove(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillMove(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        sendBottom.constant = -frame.height - 16
    }
}
