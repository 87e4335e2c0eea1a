// A weak reference names an object only when nothing that owns it does: the overlay's `weak var targetView`, set
// while the view's own initializer ran, had named the controller's `intro` "overlay.targetView".
import UIKit

final class MeasureOverlay: UIView {
    private weak var targetView: UIView?
    private let label = UILabel()
    private static var disabled = true

    init(measuring view: UIView) {
        super.init(frame: .zero)
        targetView = view
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError() }

    static func install(on view: UIView) {
        guard Self.disabled == false else { return }
        DispatchQueue.main.async {
            let host = findHost(of: view) ?? view.superview
            guard let container = host else { return }
            let overlay = MeasureOverlay(measuring: view)
            container.addSubview(overlay)
        }
    }

    private static func findHost(of view: UIView) -> UIView? {
        var candidate = view.superview
        while let current = candidate {
            if !current.clipsToBounds { return current }
            candidate = current.superview
        }
        return nil
    }
}

class BaseView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        MeasureOverlay.install(on: self)
        setUp()
    }
    required init?(coder: NSCoder) { fatalError() }
    func setUp() {}
}

final class WelcomeView: BaseView {
    let title = UILabel()
    let box = BaseView()
    override func setUp() {
        addSubview(title)
        addSubview(box)
        title.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor),
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            title.trailingAnchor.constraint(equalTo: trailingAnchor),
            box.topAnchor.constraint(equalTo: title.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: leadingAnchor),
            box.trailingAnchor.constraint(equalTo: trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

final class WelcomeViewController: UIViewController {
    private let intro = WelcomeView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(intro)
        NSLayoutConstraint.activate([
            intro.topAnchor.constraint(equalTo: view.topAnchor),
            intro.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            intro.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
