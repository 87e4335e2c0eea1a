import UIKit

/// Seven project views each inside the next: the innermost, whose initializer the reader does not follow that deep, is
/// open (its label's insets are not read), not a view without a height.
final class BadgeLeaf: UIView {
    private let caption = UILabel()

    init() {
        super.init(frame: .zero)
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            caption.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}


final class BadgeRing: UIView {
    private let leaf = BadgeLeaf()
    init() {
        super.init(frame: .zero)
        leaf.translatesAutoresizingMaskIntoConstraints = false
        addSubview(leaf)
        leaf.topAnchor.constraint(equalTo: topAnchor).isActive = true
        leaf.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
        leaf.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        leaf.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor).isActive = true
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class BadgeFrame: UIView {
    private let ring = BadgeRing()
    init() {
        super.init(frame: .zero)
        ring.translatesAutoresizingMaskIntoConstraints = false
        addSubview(ring)
        NSLayoutConstraint.activate([
            ring.topAnchor.constraint(equalTo: topAnchor), ring.bottomAnchor.constraint(equalTo: bottomAnchor),
            ring.leadingAnchor.constraint(equalTo: leadingAnchor), ring.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class BadgeShell: UIView {
    private let frameView = BadgeFrame()
    init() {
        super.init(frame: .zero)
        frameView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(frameView)
        NSLayoutConstraint.activate([
            frameView.topAnchor.constraint(equalTo: topAnchor), frameView.bottomAnchor.constraint(equalTo: bottomAnchor),
            frameView.leadingAnchor.constraint(equalTo: leadingAnchor), frameView.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class BadgeCase: UIView {
    private let shell = BadgeShell()
    init() {
        super.init(frame: .zero)
        shell.translatesAutoresizingMaskIntoConstraints = false
        addSubview(shell)
        NSLayoutConstraint.activate([
            shell.topAnchor.constraint(equalTo: topAnchor), shell.bottomAnchor.constraint(equalTo: bottomAnchor),
            shell.leadingAnchor.constraint(equalTo: leadingAnchor), shell.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class BadgeCrate: UIView {
    private let badgeCase = BadgeCase()
    init() {
        super.init(frame: .zero)
        badgeCase.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badgeCase)
        NSLayoutConstraint.activate([
            badgeCase.topAnchor.constraint(equalTo: topAnchor), badgeCase.bottomAnchor.constraint(equalTo: bottomAnchor),
            badgeCase.leadingAnchor.constraint(equalTo: leadingAnchor), badgeCase.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class BadgeListController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        stack.addArrangedSubview(BadgeCrate())
    }
}
