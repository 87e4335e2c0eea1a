import UIKit

/// A keypad laid out in a loop: `switch i % 3` pins each row's first key to the left edge, its middle key after the
/// first, and its last key after the middle one and to the right edge. The loop's `i` is known on every pass, so
/// each key takes its own case: the rows fit, nothing conflicts.
final class KeypadGridView: UIView {
    private var keys: [UIButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for _ in 0...9 {
            let key = UIButton(type: .system)
            key.translatesAutoresizingMaskIntoConstraints = false
            addSubview(key)
            keys.append(key)
        }
        for i in 1...9 {
            let key = keys[i]
            key.widthAnchor.constraint(equalToConstant: 72).isActive = true
            key.heightAnchor.constraint(equalToConstant: 72).isActive = true
            switch i % 3 {
            case 1:
                key.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            case 2:
                key.leadingAnchor.constraint(equalTo: keys[i - 1].trailingAnchor, constant: 16).isActive = true
            default:
                key.leadingAnchor.constraint(equalTo: keys[i - 1].trailingAnchor, constant: 16).isActive = true
                key.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
            }
            if i <= 3 {
                key.topAnchor.constraint(equalTo: topAnchor).isActive = true
            } else {
                key.topAnchor.constraint(equalTo: keys[i - 3].bottomAnchor, constant: 12).isActive = true
            }
        }
        keys[0].topAnchor.constraint(equalTo: keys[8].bottomAnchor, constant: 12).isActive = true
        keys[0].centerXAnchor.constraint(equalTo: keys[8].centerXAnchor).isActive = true
        keys[0].widthAnchor.constraint(equalToConstant: 72).isActive = true
        keys[0].heightAnchor.constraint(equalToConstant: 72).isActive = true
        keys[0].bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
