import UIKit

// Rows made for every choice but arranged only when the list is short of rows (the other branch updates an existing
// row). Where a row is not arranged it is not in the stack at all: nothing collapses it, so its own margins and
// alignment conflict with nothing. A row the code hides would be collapsed.
final class ChoiceListView: UIView {
    private let rowsStack = UIStackView()
    private var rowTrailing: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        rowsStack.axis = .vertical
        rowsStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(rowsStack)
        NSLayoutConstraint.activate([
            rowsStack.topAnchor.constraint(equalTo: topAnchor),
            rowsStack.bottomAnchor.constraint(equalTo: bottomAnchor),
            rowsStack.leadingAnchor.constraint(equalTo: leadingAnchor),
            rowsStack.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func update(choices: [String]?) {
        if let choices = choices {
            choices.enumerated().forEach { (index, title) in
                let row = ChoiceRowView(title: title)
                if index < rowsStack.arrangedSubviews.count {
                    print(index)
                } else {
                    rowsStack.addArrangedSubview(row)
                    rowTrailing.append(row.trailingAnchor.constraint(equalTo: rowsStack.trailingAnchor))
                }
            }
            NSLayoutConstraint.activate(rowTrailing)
        }
    }
}

final class ChoiceRowView: UIStackView {
    private let shareLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .center
        isLayoutMarginsRelativeArrangement = true
        addArrangedSubview(shareLabel)
    }

    required init(coder: NSCoder) { fatalError("not used") }
}
