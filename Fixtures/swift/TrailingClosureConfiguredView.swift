import UIKit

// A view whose initializer takes an optional configuration closure after a defaulted style and runs it on itself: the
// trailing closure goes to the closure parameter, so the overlay made with `ConfiguredPane { … }` has its autoresizing
// mask turned off, and pinning it is fine.
class ConfiguredPane: UIView {
    enum Look { case plain, separator }

    init(look: Look? = nil, configure: ((ConfiguredPane) -> Void)? = nil) {
        super.init(frame: .zero)
        configure?(self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class ConfiguredPaneScreen: UIViewController {
    private let overlay = ConfiguredPane { $0.translatesAutoresizingMaskIntoConstraints = false }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(overlay)
        NSLayoutConstraint.activate([
            overlay.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            overlay.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            overlay.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            overlay.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}
