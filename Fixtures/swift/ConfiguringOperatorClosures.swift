import UIKit

// A configuring operator (as Ikemen's `※` or a project's own): the closure on its right runs with the value on its
// left, which the expression then is. The stack is vertical, so its hidden row's required 20-point height fights the
// stack's hiding constraint — a real conflict. (Operators spelled with non-ASCII characters, `※` itself, are not
// tokenized as operators yet.)
infix operator <~: AdditionPrecedence

@discardableResult
func <~ <T>(value: T, configure: (T) -> Void) -> T {
    configure(value)
    return value
}

final class PollSummaryView: UIView {
    private let stack = UIStackView() <~ {
        $0.axis = .vertical
        $0.distribution = .fill
    }
    private let resultRow = UILabel()
    private let pendingRow = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        stack.addArrangedSubview(resultRow)
        stack.addArrangedSubview(pendingRow)
        pendingRow.isHidden = true
        pendingRow.heightAnchor.constraint(equalToConstant: 20).isActive = true
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
