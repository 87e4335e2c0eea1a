import UIKit

// Base controllers that lay out a footer button and leave the content to their subclasses. The stack of the base is
// pinned to the whole view; alone, the 46-point button cannot fill it. Every subclass inserts a content view above the
// button that takes the rest of the height.
// - ActionFooterViewController is never named except to inherit from it: nothing shows it itself, so only its
//   subclass is checked. Not reported.
// - SheetFooterViewController is also presented directly (SheetPresenter makes one): its own scene is checked, and
//   the button alone cannot fill the stack (reported).

class ActionFooterViewController: UIViewController {
    let stackView = UIStackView()
    private let footerButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        stackView.addArrangedSubview(footerButton)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footerButton.heightAnchor.constraint(equalToConstant: 46),
        ])
    }
}

final class TransferViewController: ActionFooterViewController {
    private let amountView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.insertArrangedSubview(amountView, at: 0)
    }
}

class SheetFooterViewController: UIViewController {
    let stackView = UIStackView()
    private let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        stackView.addArrangedSubview(closeButton)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            closeButton.heightAnchor.constraint(equalToConstant: 46),
        ])
    }
}

final class NoticeSheetViewController: SheetFooterViewController {
    private let noticeView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.insertArrangedSubview(noticeView, at: 0)
    }
}

enum SheetPresenter {
    static func makeSheet() -> UIViewController {
        SheetFooterViewController()
    }
}
