import UIKit

// A base view's init calls its private setup(), and a subclass declares a private setup() of its own. Swift does not
// override private methods: the base's init runs the base's setup (the stack, vertical, 100 points high), and the
// subclass's init then runs the subclass's (a 150-point badge in that stack). The badge cannot be 150 points in a
// 100-point stack that fills: a real conflict, which only the base's setup makes.

class BadgeCardView: UIView {
    let stackView = UIStackView()

    init() {
        super.init(frame: .zero)
        setup()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func setup() {
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stackView.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
}

final class TallBadgeCardView: BadgeCardView {
    private let badge = UIView()

    override init() {
        super.init()
        setup()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func setup() {
        stackView.addArrangedSubview(badge)
        badge.heightAnchor.constraint(equalToConstant: 150).isActive = true
    }
}
