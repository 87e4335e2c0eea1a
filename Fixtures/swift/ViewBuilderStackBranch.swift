import UIKit

// A small view-building helper adds each new view to its parent: as an arranged subview when the parent is a stack
// view, as a plain subview otherwise. The card is a plain `UIView` subclass, so its inset content is a plain subview
// pinned 12 points inside the card: nothing conflicts. The chip row is a stack view subclass, so its child is
// arranged, and the same 12-point inset then fights the stack's own edge constraints (reported).
final class ViewBuilder {
    private let parent: UIView

    init(in parent: UIView) {
        self.parent = parent
    }

    @discardableResult
    func add(_ configure: (UIView) -> Void) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        if let stack = parent as? UIStackView {
            stack.addArrangedSubview(child)
        } else {
            parent.addSubview(child)
        }
        configure(child)
        return child
    }
}

final class SummaryCard: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        ViewBuilder(in: self).add { content in
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: self.topAnchor, constant: 12),
                content.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 12),
                content.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -12),
                content.bottomAnchor.constraint(equalTo: self.bottomAnchor, constant: -12),
            ])
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class ChipRow: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        ViewBuilder(in: self).add { badge in
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: self.topAnchor, constant: 12),
                badge.bottomAnchor.constraint(equalTo: self.bottomAnchor, constant: -12),
            ])
        }
    }

    required init(coder: NSCoder) { fatalError("not used") }
}
