import UIKit

/// A project's own anchor helpers: `pin(equalTo:constant:)` declared on NSLayoutAnchor calls `constraint(…)` on its
/// implicit `self` (the anchor) and gives it a priority the project names (`.almostRequired`, 999). `embedPinned`
/// pins a subview on all four edges through it. The chip's required height of 28 and the shelf's required height of
/// 40 meet through those 999 pins, which give way: no conflict. A priority read from somewhere the reader cannot see
/// (`Theme.current.badgePriority`) may or may not give way, so the badge's two heights are not a proven conflict. (With
/// ambiguity checks on, the chip's and badge's y are ambiguous: the 999 top and bottom pins give way alike.)
extension UILayoutPriority {
    static let almostRequired = UILayoutPriority(rawValue: 1000 - 1)
}

extension NSLayoutConstraint {
    func prioritised(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

extension NSLayoutAnchor {
    @objc func pin(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: constant).prioritised(.almostRequired)
    }
}

extension UIView {
    @objc func embedPinned(_ subview: UIView) {
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.leadingAnchor.pin(equalTo: leadingAnchor, constant: 0),
            subview.trailingAnchor.pin(equalTo: trailingAnchor, constant: 0),
            subview.topAnchor.pin(equalTo: topAnchor, constant: 0),
            subview.bottomAnchor.pin(equalTo: bottomAnchor, constant: 0),
        ])
    }
}

final class ChipShelfView: UIView {
    private let chip = UIView()
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        chip.translatesAutoresizingMaskIntoConstraints = false
        embedPinned(chip)
        chip.heightAnchor.constraint(equalToConstant: 28).isActive = true
        heightAnchor.constraint(equalToConstant: 40).isActive = true

        badge.translatesAutoresizingMaskIntoConstraints = false
        chip.addSubview(badge)
        badge.topAnchor.constraint(equalTo: chip.topAnchor).isActive = true
        badge.leadingAnchor.constraint(equalTo: chip.leadingAnchor).isActive = true
        badge.widthAnchor.constraint(equalToConstant: 12).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 12).prioritised(Theme.current.badgePriority).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 16).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
