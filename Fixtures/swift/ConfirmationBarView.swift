import UIKit

/// A bar with a confirm button and, when the caller asks for one, a dismiss button beside it. The init stores
/// its `showsDismiss` parameter in a property: the `if` that adds the dismiss button tests the parameter, the
/// layout method (run again on trait changes) tests the property. Both are the caller's argument, so they are
/// one condition: the button is added and constrained in the same variant, and in no variant is it added
/// without a position.
final class ConfirmationBarView: UIView {
    let confirmButton = UIButton(type: .system)
    let dismissButton = UIButton(type: .system)
    let promptLabel = UILabel()
    let showsDismiss: Bool
    private var barConstraints: [NSLayoutConstraint] = []

    init(prompt: String?, showsDismiss: Bool) {
        self.showsDismiss = showsDismiss
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        for view in [confirmButton, dismissButton, promptLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        promptLabel.text = prompt
        if showsDismiss {
            dismissButton.setTitle("Cancel", for: .normal)
            addSubview(dismissButton)
        }
        addSubview(confirmButton)
        addSubview(promptLabel)
        updateLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateLayout() {
        NSLayoutConstraint.deactivate(barConstraints)
        let firstButtonLeading = showsDismiss ? dismissButton.leadingAnchor : confirmButton.leadingAnchor
        var constraints = [
            confirmButton.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -20),
            confirmButton.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 12),
            confirmButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -12),
            promptLabel.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 20),
            promptLabel.trailingAnchor.constraint(lessThanOrEqualTo: firstButtonLeading, constant: -20),
            promptLabel.centerYAnchor.constraint(equalTo: confirmButton.centerYAnchor),
        ]
        if showsDismiss {
            constraints.append(dismissButton.trailingAnchor.constraint(equalTo: confirmButton.leadingAnchor, constant: -12))
            constraints.append(dismissButton.centerYAnchor.constraint(equalTo: confirmButton.centerYAnchor))
        }
        barConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }
}

/// Shows the bar under a list; the dismiss button only when the sheet was presented (not pushed).
final class ConfirmationSheetViewController: UIViewController {
    private let listView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let canDismiss = presentingViewController != nil
        let bar = ConfirmationBarView(prompt: title, showsDismiss: canDismiss)
        listView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(listView)
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            listView.topAnchor.constraint(equalTo: view.topAnchor),
            listView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            listView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            listView.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
