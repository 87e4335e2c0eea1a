import UIKit

// A toolbar whose buttons a factory sets right after making it; `updateConstraints` builds one visual format from
// them. The `buttons` property is empty after `init`, but code the reader does not see may have filled it before
// layout, so the format is not known and nothing is said of it. The second format is written out in full and is
// wrong: its view is not in the dictionary.
final class ShortcutBar: UIView {
    var buttons: [UIButton] = []

    static func make(titles: [String]) -> ShortcutBar {
        let bar = ShortcutBar(frame: .zero)
        bar.buttons = titles.map { title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(button)
            return button
        }
        bar.setNeedsUpdateConstraints()
        return bar
    }

    override func updateConstraints() {
        var bindings: [String: UIView] = [:]
        var format = "H:|"
        for (index, button) in buttons.enumerated() {
            bindings["b\(index)"] = button
            format += "-[b\(index)]"
        }
        format += "-|"
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: bindings))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badge)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[marker(8)]", options: [], metrics: nil, views: ["badge": badge]))
        super.updateConstraints()
    }
}
