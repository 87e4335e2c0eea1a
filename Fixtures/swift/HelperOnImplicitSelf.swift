import UIKit

// A project helper that calls a sibling helper on its implicit `self`: the inner
// helper must receive the view the outer helper was called on.
extension UIView {
    @discardableResult
    func fillSuperview(margin: CGFloat = 0) -> [NSLayoutConstraint] {
        fill(into: superview, margin: margin)
    }

    @discardableResult
    func fill(into container: UIView?, margin: CGFloat = 0) -> [NSLayoutConstraint] {
        guard let container = container else { return [] }
        let edges = [
            topAnchor.constraint(equalTo: container.topAnchor, constant: margin),
            leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: margin),
            container.trailingAnchor.constraint(equalTo: trailingAnchor, constant: margin),
            container.bottomAnchor.constraint(equalTo: bottomAnchor, constant: margin),
        ]
        NSLayoutConstraint.activate(edges)
        return edges
    }
}

/// A vertical list of rows filling the view.
final class RowListView: UIView {
    let rows: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        rows.translatesAutoresizingMaskIntoConstraints = false
        addSubview(rows)
        rows.fillSuperview(margin: 12)
    }

    required init?(coder: NSCoder) { fatalError() }
}
