import UIKit
import Palette

// A static computed property that makes a view (`UIView.divider`) makes a new one on each use, so a stack filled
// with `[home, .divider, away, .divider]` arranges four views and `arrangedSubviews[1]` is the first divider:
// ScoreRow is quiet. A divider from a module the reader does not see (`Palette.rule`) leaves the stack's arranged
// views unknown, and with them what `arrangedSubviews[1]` is: RuleRow is quiet too, its stack open. TwinDividerRow
// gives its second divider two widths: a real conflict, found on the view the property made.

extension UIView {
    static var divider: UIView {
        let line = UIView()
        line.backgroundColor = .separator
        return line
    }
}

final class ScoreRow: UIView {
    private let home = UILabel()
    private let away = UILabel()
    private let row = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        row.axis = .horizontal
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        [home, UIView.divider, away, UIView.divider].forEach { row.addArrangedSubview($0) }
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.arrangedSubviews[1].widthAnchor.constraint(equalToConstant: 1),
            row.arrangedSubviews[3].widthAnchor.constraint(equalToConstant: 1),
            home.widthAnchor.constraint(equalToConstant: 60),
            away.widthAnchor.constraint(equalTo: home.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class RuleRow: UIView {
    private let home = UILabel()
    private let away = UILabel()
    private let row = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        row.axis = .horizontal
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        [home, Palette.rule, away, Palette.rule].forEach { row.addArrangedSubview($0) }
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.arrangedSubviews[1].widthAnchor.constraint(equalToConstant: 1),
            home.widthAnchor.constraint(equalToConstant: 60),
            away.widthAnchor.constraint(equalTo: home.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class TwinDividerRow: UIView {
    private let home = UILabel()
    private let row = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        [home, UIView.divider, UIView.divider].forEach { row.addArrangedSubview($0) }
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: topAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.arrangedSubviews[1].widthAnchor.constraint(equalToConstant: 1),
            row.arrangedSubviews[2].widthAnchor.constraint(equalToConstant: 1),
            row.arrangedSubviews[2].widthAnchor.constraint(equalToConstant: 2),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
