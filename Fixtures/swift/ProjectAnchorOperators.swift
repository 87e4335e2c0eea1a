import UIKit

// The project's own operators over anchors: `a ~= b` activates a == b, `anchor - 30` carries an offset to it. The glow
// is pinned by them on the trailing and bottom edges (the leading and top pins at 999 give way to nothing), so its
// width and height come from the row: nothing to report there. The dot is centred twice, 10 points apart: reported
// at the operator expressions.

struct AnchorOffset<T: AnyObject> {
    let anchor: NSLayoutAnchor<T>
    let const: CGFloat
}

func - <T>(lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> AnchorOffset<T> {
    AnchorOffset(anchor: lhs, const: -rhs)
}

@discardableResult
func ~= <T>(lhs: NSLayoutAnchor<T>, rhs: NSLayoutAnchor<T>) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalTo: rhs)
    constraint.isActive = true
    return constraint
}

@discardableResult
func ~= <T>(lhs: NSLayoutAnchor<T>, rhs: AnchorOffset<T>) -> NSLayoutConstraint {
    let constraint = lhs.constraint(equalTo: rhs.anchor, constant: rhs.const)
    constraint.isActive = true
    return constraint
}

final class GlowView: UIView {
    private let animationView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        animationView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(animationView)
        NSLayoutConstraint.activate([
            animationView.topAnchor.constraint(equalTo: topAnchor),
            animationView.bottomAnchor.constraint(equalTo: bottomAnchor),
            animationView.leadingAnchor.constraint(equalTo: leadingAnchor),
            animationView.trailingAnchor.constraint(equalTo: trailingAnchor),
            animationView.heightAnchor.constraint(equalToConstant: 80),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class LoadingRowCell: UITableViewCell {
    private let glow = GlowView()
    private let dot = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        glow.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(glow)
        let leading = glow.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 30)
        leading.priority = UILayoutPriority(999)
        leading.isActive = true
        let top = glow.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6)
        top.priority = UILayoutPriority(999)
        top.isActive = true
        glow.trailingAnchor ~= contentView.trailingAnchor - 30
        glow.bottomAnchor ~= contentView.bottomAnchor - 6

        dot.translatesAutoresizingMaskIntoConstraints = false
        glow.addSubview(dot)
        dot.topAnchor ~= glow.topAnchor
        dot.widthAnchor.constraint(equalToConstant: 8).isActive = true
        dot.heightAnchor.constraint(equalToConstant: 8).isActive = true
        dot.centerXAnchor ~= glow.centerXAnchor
        dot.centerXAnchor ~= glow.centerXAnchor - 10
    }

    required init?(coder: NSCoder) { fatalError() }
}
