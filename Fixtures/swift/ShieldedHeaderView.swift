import UIKit

/// A computed property that hands back the view itself unless a setting asks for a protective container the
/// reader cannot follow. The early `return self` is the branch laid out in place (like the first branch of an
/// `if … else`); the container is a variant. Before, the early return was lost in a variant and the header saw
/// the unknown container, so its content view never joined the header and every constraint between the header
/// and the content's subviews related views without a common ancestor.
extension UIView {
    var shieldedWhenRequired: UIView {
        if CaptureShieldSettings.current.allowsCapture {
            return self
        }

        let shield = CaptureShieldFactory.makeContainer()
        shield.addSubview(self)
        return shield
    }
}

final class ShieldedHeaderView: UIView {
    let iconView = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let contentView = UIView()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        let wrappedView = contentView.shieldedWhenRequired
        addSubview(wrappedView)
        for view in [iconView, titleLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            wrappedView.topAnchor.constraint(equalTo: topAnchor),
            wrappedView.bottomAnchor.constraint(equalTo: bottomAnchor),
            wrappedView.leadingAnchor.constraint(equalTo: leadingAnchor),
            wrappedView.trailingAnchor.constraint(equalTo: trailingAnchor),

            iconView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 16),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 32),
            iconView.heightAnchor.constraint(equalToConstant: 32),
            iconView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: 8),
            iconView.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -8),

            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A bar whose top constraint comes from a helper with an early return: hidden, the bar hangs above the
/// container; shown, it sits at the safe area's top. Activating the helper's result activates, in the
/// variant of the other branch, the constraint that branch returned.
final class ToggledBarContainerView: UIView {
    let barView = UIView()
    private var barTopConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        barView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(barView)
        barTopConstraint = makeBarTopConstraint(hidden: false)
        NSLayoutConstraint.activate([
            barTopConstraint!,
            barView.leadingAnchor.constraint(equalTo: leadingAnchor),
            barView.trailingAnchor.constraint(equalTo: trailingAnchor),
            barView.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    func setBarHidden(_ hidden: Bool) {
        barTopConstraint?.isActive = false
        barTopConstraint = makeBarTopConstraint(hidden: hidden)
        barTopConstraint?.isActive = true
    }

    private func makeBarTopConstraint(hidden: Bool) -> NSLayoutConstraint {
        if hidden {
            return barView.bottomAnchor.constraint(equalTo: topAnchor)
        }
        return barView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor)
    }
}
