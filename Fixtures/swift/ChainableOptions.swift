import UIKit

// `addDismissButton()` hands back its receiver: a chainable option its caller chooses, not set-up. The plain sheet's
// header calls it, the back sheet's header is made with the button already: neither instance gets the button twice.

enum HeaderKind { case plain, withBack }

final class SheetHeader: UIView {
    private let dismissButton = UIButton()

    init(kind: HeaderKind) {
        super.init(frame: .zero)
        dismissButton.translatesAutoresizingMaskIntoConstraints = false
        switch kind {
        case .plain:
            break
        case .withBack:
            addSubview(dismissButton)
            NSLayoutConstraint.activate([
                dismissButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                dismissButton.centerYAnchor.constraint(equalTo: centerYAnchor),
                dismissButton.widthAnchor.constraint(equalToConstant: 32),
            ])
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    @discardableResult
    func addDismissButton() -> Self {
        addSubview(dismissButton)
        NSLayoutConstraint.activate([
            dismissButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            dismissButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            dismissButton.widthAnchor.constraint(equalToConstant: 32),
        ])
        return self
    }
}

final class PlainSheetController: UIViewController {
    private let bar = SheetHeader(kind: .plain).addDismissButton()
    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
}

final class BackSheetController: UIViewController {
    private let bar = SheetHeader(kind: .withBack)
    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
}
