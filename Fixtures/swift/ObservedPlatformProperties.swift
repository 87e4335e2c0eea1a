import UIKit

// A view class that overrides UIKit properties only to observe them (`didSet`) still has UIKit store and act on the
// value: the controller turning the badge's autoresizing flag off turns it off, and the zero margins set in its
// initializer are its margins. Read as the class's own stored properties, the flag stayed on (a false conflict with
// the badge's autoresizing constraints) and the margins stayed UIKit's 8 points.
final class ObservedBadgeView: UIView {
    let caption = UILabel()

    override var translatesAutoresizingMaskIntoConstraints: Bool {
        didSet { setNeedsLayout() }
    }

    override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        directionalLayoutMargins = .zero
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            caption.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            caption.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ObservedBadgeViewController: UIViewController {
    let badge = ObservedBadgeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        ])
    }
}
