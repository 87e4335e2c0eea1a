import UIKit

/// Constraints kept in properties, made in `viewDidLoad` and switched elsewhere.
final class DraftEditorViewController: UIViewController {
    private let toolbar = UIView()
    private let editor = UITextView()
    private let footer = UIView()
    private let hint = UILabel()
    private var collapsedToolbar: NSLayoutConstraint!
    private var expandedToolbar: NSLayoutConstraint!
    private var tallFooter: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        [toolbar, editor, footer, hint].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        // Switched by `setToolbar(expanded:)`, whose callers the reader does not see: the toolbar's height is
        // open, not missing. Quiet.
        collapsedToolbar = toolbar.heightAnchor.constraint(equalToConstant: 0)
        expandedToolbar = toolbar.heightAnchor.constraint(equalToConstant: 44)
        // Activated in `viewWillAppear`, which UIKit calls before the first layout: it counts, and it contradicts
        // the footer's required 44. Found.
        tallFooter = footer.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            editor.topAnchor.constraint(equalTo: toolbar.bottomAnchor),
            editor.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            editor.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.topAnchor.constraint(equalTo: editor.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
            hint.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 16),
            hint.trailingAnchor.constraint(equalTo: footer.trailingAnchor, constant: -16),
        ])
        // Made and dropped, never activated: a forgotten `.isActive = true`. The hint's y really is open. Found.
        _ = hint.centerYAnchor.constraint(equalTo: footer.centerYAnchor)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tallFooter.isActive = true
    }

    func setToolbar(expanded: Bool) {
        collapsedToolbar.isActive = !expanded
        expandedToolbar.isActive = expanded
    }
}
