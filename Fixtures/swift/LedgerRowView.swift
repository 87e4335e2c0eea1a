import UIKit

/// Every constant here comes from a stored property's initial value or from LedgerStyles.swift: the reader follows
/// them all, so the rows are complete and quiet.
final class LedgerRowView: UIView {
    let insets = UIEdgeInsets(top: 4, left: 7, bottom: 4, right: 7)
    private let metrics = LedgerRowMetrics()
    let amountLabel = UILabel()
    let badge = UIView()
    let rule = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [amountLabel, badge, rule] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            amountLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left + LedgerStyles.Sizes.gutter),
            amountLabel.topAnchor.constraint(equalTo: topAnchor, constant: .ledgerIndent),
            amountLabel.heightAnchor.constraint(equalToConstant: LedgerStyles.Sizes.rowHeight),
            badge.leadingAnchor.constraint(equalTo: amountLabel.trailingAnchor, constant: LedgerGap.tight.rawValue),
            badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -LedgerLayout.margin),
            badge.centerYAnchor.constraint(equalTo: amountLabel.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: metrics.badgeSize.width),
            badge.heightAnchor.constraint(equalToConstant: metrics.badgeSize.height),
            rule.topAnchor.constraint(equalTo: amountLabel.bottomAnchor, constant: metrics.padding),
            rule.leadingAnchor.constraint(equalTo: leadingAnchor, constant: LedgerGap.loose.rawValue),
            rule.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.right),
            rule.heightAnchor.constraint(equalToConstant: LedgerPalette.hairline),
            rule.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A spacing the reader cannot know (a caller's value): the constraint keeps it as a symbol, never a made-up 0,
/// so a height fixed by a required constraint cannot be proven to conflict with it.
final class LedgerFooterView: UIView {
    let note = UILabel()

    init(spacing: CGFloat) {
        super.init(frame: .zero)
        note.translatesAutoresizingMaskIntoConstraints = false
        addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: leadingAnchor, constant: LedgerLayout.margin),
            note.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -LedgerLayout.margin),
            note.topAnchor.constraint(equalTo: topAnchor, constant: spacing),
            note.bottomAnchor.constraint(equalTo: bottomAnchor),
            note.heightAnchor.constraint(equalToConstant: 30),
            heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
