import UIKit

/// A cell with an iPhone set and an iPad set of constraints, both made once in `makeConstraints()`; `layout(for:)`
/// appends one set or the other to a list in the two branches of a test the reader cannot decide (a setting) and
/// activates the list afterwards.
/// Only the branch's set is ever active: the two sets, which contradict each other, are not a conflict.
final class LicenseChoiceCell: UITableViewCell {
    private let price = UILabel()
    private var phoneConstraints: [NSLayoutConstraint] = []
    private var padConstraints: [NSLayoutConstraint] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        price.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(price)
        makeConstraints()
        layout(for: traitCollection)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func makeConstraints() {
        phoneConstraints = [
            price.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            price.widthAnchor.constraint(equalToConstant: 120),
        ]
        padConstraints = [
            price.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 48),
            price.widthAnchor.constraint(equalToConstant: 200),
        ]
    }

    private func layout(for traits: UITraitCollection) {
        var toActivate = [
            price.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            price.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ]
        if UserDefaults.standard.bool(forKey: "wideLicenseRows") {
            toActivate.append(contentsOf: padConstraints)
            NSLayoutConstraint.deactivate(phoneConstraints)
        } else {
            toActivate.append(contentsOf: phoneConstraints)
            NSLayoutConstraint.deactivate(padConstraints)
        }
        NSLayoutConstraint.activate(toActivate)
    }
}
