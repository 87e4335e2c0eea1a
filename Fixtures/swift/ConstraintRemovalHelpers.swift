import UIKit

// A project helper that takes a view's constraints off with UIKit's `removeConstraint(_:)` /
// `removeConstraints(_:)` before new ones are activated: its own (`removeConstraints(constraints)`, a bare
// `constraints`) and those its superview holds whose `firstItem` is the view. It runs at every call, because what it
// removes is what is installed then; the old pins are gone and the new ones do not conflict with them. The pattern
// of netease-kit/nim-uikit-ios @12f0338d (held-out round 74: 6 false conflicts); the code here is written anew.
extension UIView {
    func clearQuillPins() {
        removeConstraints(constraints)
        for pin in superview?.constraints ?? [] {
            if let first = pin.firstItem as? UIView, first == self {
                superview?.removeConstraint(pin)
            }
        }
    }

    /// Takes off the superview's pins of the view on `attribute` only.
    func clearQuillPins(on attribute: NSLayoutConstraint.Attribute) {
        for pin in superview?.constraints ?? [] {
            if let first = pin.firstItem as? UIView, first == self, pin.firstAttribute == attribute {
                superview?.removeConstraint(pin)
            }
        }
    }

    /// The constraint installed here between `first` and `second` on `attribute`, searched in a bare `constraints`.
    func findQuillPin(first: UIView, second: UIView?, attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
        for pin in constraints {
            if let other = pin.secondItem as? UIView, other == second, let item = pin.firstItem as? UIView, item == first,
               pin.firstAttribute == attribute {
                return pin
            }
        }
        return nil
    }

    func dropQuillPin(first: UIView, second: UIView?, attribute: NSLayoutConstraint.Attribute) {
        if let pin = findQuillPin(first: first, second: second, attribute: attribute), constraints.contains(pin) {
            removeConstraint(pin)
        }
    }
}

// Quiet: `collapse()` clears the field's pins first; `expand()` clears them again (a second call of the same
// helper on the same view, which must run again) and pins the field taller and further in.
final class QuillComposerBar: UIView {
    let field = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        addSubview(field)
        pinCompact()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func pinCompact() {
        NSLayoutConstraint.activate([
            field.leftAnchor.constraint(equalTo: leftAnchor, constant: 48),
            field.rightAnchor.constraint(equalTo: rightAnchor, constant: -88),
            field.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            field.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    func collapse() {
        field.clearQuillPins()
        pinCompact()
    }

    func expand() {
        field.clearQuillPins()
        NSLayoutConstraint.activate([
            field.leftAnchor.constraint(equalTo: leftAnchor, constant: 13),
            field.rightAnchor.constraint(equalTo: rightAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: topAnchor, constant: 48),
            field.heightAnchor.constraint(equalToConstant: 183),
        ])
    }
}

// Quiet: the cell's content view drops the badge's pin to the arrow, found by its items and attribute, before the
// badge is pinned to the content view's edge.
final class QuillBadgeRow: UITableViewCell {
    let badge = UIView()
    let arrow = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for part in [badge, arrow] {
            part.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(part)
        }
        NSLayoutConstraint.activate([
            arrow.rightAnchor.constraint(equalTo: contentView.rightAnchor, constant: -20),
            arrow.widthAnchor.constraint(equalToConstant: 15),
            arrow.heightAnchor.constraint(equalToConstant: 15),
            arrow.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            badge.rightAnchor.constraint(equalTo: arrow.leftAnchor, constant: -10),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 8),
            badge.heightAnchor.constraint(equalToConstant: 8),
        ])
        contentView.dropQuillPin(first: badge, second: arrow, attribute: .right)
        badge.rightAnchor.constraint(equalTo: contentView.rightAnchor, constant: -10).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Quiet: the field is moved into a box that already sits in the bar. UIKit takes the field out of the bar first,
// and with it the bar's pins of the field, so the box's pins are the only ones left.
final class QuillDraftPanel: UIView {
    let field = UIView()
    let box = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [box, field] {
            part.translatesAutoresizingMaskIntoConstraints = false
            addSubview(part)
        }
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: leftAnchor),
            box.rightAnchor.constraint(equalTo: rightAnchor),
            box.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            box.heightAnchor.constraint(equalToConstant: 300),
            field.leftAnchor.constraint(equalTo: leftAnchor, constant: 48),
            field.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            field.widthAnchor.constraint(equalToConstant: 120),
            field.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func expand() {
        box.addSubview(field)
        NSLayoutConstraint.activate([
            field.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 13),
            field.topAnchor.constraint(equalTo: box.topAnchor, constant: 48),
        ])
    }
}

// Reported: the helper clears only the field's top pins, so the old height of 40 stays beside the new 183.
final class QuillStubbornBar: UIView {
    let field = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 48),
            field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -88),
            field.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            field.heightAnchor.constraint(equalToConstant: 40),
        ])
        field.clearQuillPins(on: .top)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: topAnchor, constant: 48),
            field.heightAnchor.constraint(equalToConstant: 183),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// Quiet: which constraints a store not read hands back is not known, so any pin installed on the bar may be the one
// removed; the old left pin is not taken to stay.
final class QuillPinStoreBar: UIView {
    let field = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.translatesAutoresizingMaskIntoConstraints = false
        addSubview(field)
        NSLayoutConstraint.activate([
            field.leftAnchor.constraint(equalTo: leftAnchor, constant: 48),
            field.rightAnchor.constraint(equalTo: rightAnchor, constant: -88),
            field.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            field.heightAnchor.constraint(equalToConstant: 40),
        ])
        removeConstraints(QuillPinStore.shared.pins(named: "field.left"))
        field.leftAnchor.constraint(equalTo: leftAnchor, constant: 13).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// The screen whose actions run the bars' and the panel's later layouts.
final class QuillComposeController: UIViewController {
    private let bar = QuillComposerBar()
    private let panel = QuillDraftPanel()

    override func viewDidLoad() {
        super.viewDidLoad()
        for part in [bar, panel] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 240),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.topAnchor.constraint(equalTo: bar.bottomAnchor),
            panel.heightAnchor.constraint(equalToConstant: 320),
        ])
    }

    @objc private func didTapCollapse() { bar.collapse() }

    @objc private func didTapExpand() {
        bar.expand()
        panel.expand()
    }
}
