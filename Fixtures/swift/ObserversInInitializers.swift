import UIKit

// Swift calls no property observer when the initializer of the type declaring the property sets it; a method that
// initializer calls does call them.
// - CaptionRowView sets `style` in its init before its label is added: `didSet` does not run there, and the label's
//   constraints are made in configure(), after addSubview. Nothing to report.
// - ChipRowView's init calls restyle(), which sets `style` before the label is added: the observer runs and
//   activates constraints between the label and a view it is not in yet, which UIKit refuses (reported).

enum RowStyle {
    case compact, regular
}

final class CaptionRowView: UIView {
    private let titleLabel = UILabel()

    var style: RowStyle {
        didSet { applyStyle() }
    }

    init(style: RowStyle) {
        self.style = style
        super.init(frame: .zero)
        self.style = style
        configure()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func configure() {
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        applyStyle()
    }

    private func applyStyle() {
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}

final class ChipRowView: UIView {
    private let chipLabel = UILabel()

    var style: RowStyle = .regular {
        didSet { applyStyle() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        restyle()
        chipLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(chipLabel)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func restyle() {
        style = .compact
    }

    private func applyStyle() {
        chipLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
    }
}
