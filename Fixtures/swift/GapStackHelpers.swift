import UIKit

/// A project helper that asks the stack which way it runs: a gap is a height in a column and a width in
/// a row. The axis of a stack the code made is known where the helper is called, so only the matching branch
/// runs.
extension UIStackView {
    func addGap(_ length: CGFloat) {
        let gap = UIView()
        if axis == .vertical {
            gap.heightAnchor.constraint(equalToConstant: length).isActive = true
        } else {
            gap.widthAnchor.constraint(equalToConstant: length).isActive = true
        }
        addArrangedSubview(gap)
    }

    func addRow(_ view: UIView, inset: CGFloat? = nil) {
        addArrangedSubview(view)
        if let inset, axis == .horizontal {
            view.topAnchor.constraint(equalTo: topAnchor, constant: inset).isActive = true
        }
    }
}

final class ReceiptView: UIView {
    private let column = UIStackView()
    private let totals = UIStackView()
    private let titleLabel = UILabel()
    private let amountLabel = UILabel()
    private let currencyLabel = UILabel()
    @IBOutlet private weak var notesStack: UIStackView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor),
            column.leadingAnchor.constraint(equalTo: leadingAnchor),
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
            column.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        column.addRow(titleLabel, inset: 4)
        column.addGap(12)
        column.addRow(totals)
        // A stack made in code runs horizontally until told otherwise.
        totals.addRow(amountLabel)
        totals.addGap(8)
        totals.addRow(currencyLabel)
        if totals.axis != .vertical {
            totals.spacing = 4
        }
        // A stack from a nib runs whichever way the nib says: both cases are laid out.
        notesStack.addGap(6)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
