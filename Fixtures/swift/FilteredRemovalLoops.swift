import UIKit

/// `for … where` runs its body only for the elements the clause admits. The loop takes the chip's height pins off and
/// leaves its width pin, which then conflicts with the wider width set after it: reported. The new height replaces
/// the old one: quiet. Read for every element, the loop took the width pin off too and the conflict went unseen.
final class TagChipView: UIView {
    private let chip = UIView()

    init() {
        super.init(frame: .zero)
        chip.translatesAutoresizingMaskIntoConstraints = false
        addSubview(chip)
        chip.topAnchor.constraint(equalTo: topAnchor).isActive = true
        chip.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        chip.widthAnchor.constraint(equalToConstant: 80).isActive = true
        chip.heightAnchor.constraint(equalToConstant: 24).isActive = true
        for pin in chip.constraints where pin.firstAttribute == .height {
            chip.removeConstraint(pin)
        }
        chip.heightAnchor.constraint(equalToConstant: 32).isActive = true
        chip.widthAnchor.constraint(equalToConstant: 96).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
