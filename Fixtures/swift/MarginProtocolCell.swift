import UIKit

// A cell whose side margins come from a protocol extension's default methods: the constraints are made
// by `setupCardMarginConstraints()` and their constants set by `updateCardMargins()`, both declared once
// for every cell that adopts `CardMarginCell` (through an extension of the cell, as apps usually write it).
protocol CardMarginCell: UITableViewCell {
    var cardView: UIView { get }
    var cardLeading: NSLayoutConstraint! { get set }
    var cardTrailing: NSLayoutConstraint! { get set }
}

extension CardMarginCell {
    func setupCardMarginConstraints() {
        cardLeading = cardView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor)
        cardTrailing = contentView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor)
    }

    func updateCardMargins() {
        cardLeading.constant = 16
        cardTrailing.constant = 16
    }

    // Never called: a default method is not run as if UIKit called it.
    func collapseCard() {
        cardView.heightAnchor.constraint(equalToConstant: 0).isActive = true
    }
}

final class ReceiptCell: UITableViewCell {
    let receiptView = UIView()
    var cardLeading: NSLayoutConstraint!
    var cardTrailing: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        receiptView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(receiptView)
        setupCardMarginConstraints()
        NSLayoutConstraint.activate([
            receiptView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            cardLeading,
            cardTrailing,
            contentView.bottomAnchor.constraint(equalTo: receiptView.bottomAnchor, constant: 8),
            receiptView.heightAnchor.constraint(equalToConstant: 120),
        ])
        updateCardMargins()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension ReceiptCell: CardMarginCell {
    var cardView: UIView { receiptView }
}
