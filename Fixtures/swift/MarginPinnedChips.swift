import UIKit

// Layout margins set in code, and a project's pinning helpers declared in a protocol extension that UIView
// adopts, overloaded on two edge enums and called on the implicit `self` with the edge held in a parameter.

protocol EdgePinnable {}

extension UIView: EdgePinnable {}

extension UIView {
    enum XEdge { case leading, trailing }
    enum YEdge { case top, bottom }
}

extension EdgePinnable {
    @discardableResult
    func attach(_ edge: UIView.XEdge, to view: UIView, inset: CGFloat = 0) -> NSLayoutConstraint {
        (self as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let constraint = xAnchor(edge, of: self as! UIView).constraint(equalTo: xAnchor(edge, of: view), constant: inset)
        constraint.isActive = true
        return constraint
    }

    @discardableResult
    func attach(_ edge: UIView.YEdge, to view: UIView, inset: CGFloat = 0) -> NSLayoutConstraint {
        (self as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        let constraint = yAnchor(edge, of: self as! UIView).constraint(equalTo: yAnchor(edge, of: view), constant: inset)
        constraint.isActive = true
        return constraint
    }

    func xAnchor(_ edge: UIView.XEdge, of view: UIView) -> NSLayoutXAxisAnchor {
        switch edge {
        case .leading: return view.leadingAnchor
        case .trailing: return view.trailingAnchor
        }
    }

    func yAnchor(_ edge: UIView.YEdge, of view: UIView) -> NSLayoutYAxisAnchor {
        switch edge {
        case .top: return view.topAnchor
        case .bottom: return view.bottomAnchor
        }
    }
}

extension UIView {
    func attachEdges(to view: UIView, inset: CGFloat) {
        attach(.leading, to: view, inset: inset)
        attach(.top, to: view, inset: inset)
        view.attach(.trailing, to: self, inset: inset)
        view.attach(.bottom, to: self, inset: inset)
    }
}

/// A centred icon in a margin-relative stack whose top and bottom margins are zero: the stack's height equal to the
/// icon's holds. With UIKit's default margins of 8 it could not; the code's zero margins are what the runtime uses.
final class TrashChipView: UIView {
    private let iconView = UIImageView()
    private let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [iconView, captionLabel])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
        addSubview(stack)
        stack.attachEdges(to: self, inset: 8)
        iconView.widthAnchor.constraint(equalToConstant: 24).isActive = true
        iconView.heightAnchor.constraint(equalToConstant: 24).isActive = true
        stack.heightAnchor.constraint(equalTo: iconView.heightAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Margins from a value the reader cannot evaluate: the stack is open, not given UIKit's default 8.
final class ThemedChipView: UIView {
    private let iconView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [iconView])
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = ChipTheme.current.insets(for: traitCollection)
        addSubview(stack)
        stack.attachEdges(to: self, inset: 0)
        iconView.widthAnchor.constraint(equalToConstant: 24).isActive = true
        iconView.heightAnchor.constraint(equalToConstant: 24).isActive = true
        stack.heightAnchor.constraint(equalTo: iconView.heightAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Margins of 8 read from the code, a filling stack, and the stack's height required equal to its only view's:
/// the 16 points of margin cannot fit. A real conflict.
final class PaddedChipView: UIView {
    private let badgeView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [badgeView])
        stack.alignment = .fill
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        addSubview(stack)
        stack.attachEdges(to: self, inset: 0)
        badgeView.widthAnchor.constraint(equalToConstant: 24).isActive = true
        badgeView.heightAnchor.constraint(equalToConstant: 24).isActive = true
        stack.heightAnchor.constraint(equalTo: badgeView.heightAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError() }
}
