import UIKit

// An init's enum parameter with a default decides its `if`: `kind == .vertical` on the default `.line` is false, as
// a `switch` over it would be. Only the divider made `.vertical` gets a fixed width, and only it conflicts with
// being pinned to both sides of the screen.
final class DividerLine: UIView {
    enum Kind { case line, vertical }

    init(_ kind: Kind = .line, thickness: CGFloat) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        if kind == .vertical {
            widthAnchor.constraint(equalToConstant: thickness).isActive = true
        } else {
            heightAnchor.constraint(equalToConstant: thickness).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class Badge: UIView {
    enum Shape { case round, square }

    init(shape: Shape) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        if shape != .round {
            heightAnchor.constraint(equalToConstant: 20).isActive = true
        } else {
            heightAnchor.constraint(equalTo: widthAnchor).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

// `if case .dotted = style` and `if case style = .dotted` bind nothing: each tests equality, so only the dotted
// rule gets the dash width.
final class PatternRule: UIView {
    enum Style { case solid, dotted }

    init(_ style: Style = .solid) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        if case .dotted = style {
            widthAnchor.constraint(equalToConstant: 4).isActive = true
        } else {
            heightAnchor.constraint(equalToConstant: 1).isActive = true
        }
        if case style = .dotted {
            heightAnchor.constraint(equalToConstant: 4).isActive = true
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class DividersViewController: UIViewController {
    let underTitle = DividerLine(thickness: 1)
    let underBody = DividerLine(.line, thickness: 2)
    let wrongWay = DividerLine(.vertical, thickness: 1)
    let badge = Badge(shape: .round)
    let solidRule = PatternRule()

    override func viewDidLoad() {
        super.viewDidLoad()
        for line in [underTitle, underBody, wrongWay, badge, solidRule] { view.addSubview(line) }
        NSLayoutConstraint.activate([
            underTitle.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            underTitle.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            underTitle.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            underBody.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            underBody.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            underBody.topAnchor.constraint(equalTo: underTitle.bottomAnchor, constant: 40),
            wrongWay.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            wrongWay.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            wrongWay.topAnchor.constraint(equalTo: underBody.bottomAnchor, constant: 40),
            wrongWay.heightAnchor.constraint(equalToConstant: 1),
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.topAnchor.constraint(equalTo: wrongWay.bottomAnchor, constant: 8),
            solidRule.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            solidRule.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            solidRule.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
        ])
    }
}
