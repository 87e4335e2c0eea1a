import UIKit

// A project initializer on UIStackView (vertical, filling equally unless told otherwise) used by a panel for its outer
// stack and, inside the arguments of that call, by the row it arranges for the row's own stack. The row's stack is
// vertical, so its hidden caption collapses in height, where it has no constraint: nothing is reported, in the row's
// scene and in the panel's.
extension UIStackView {
    convenience init(views: [UIView], axis: NSLayoutConstraint.Axis = .vertical,
                     alignment: UIStackView.Alignment = .fill, distribution: UIStackView.Distribution = .fillEqually) {
        self.init(arrangedSubviews: views)
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
    }
}

class SettingsBaseView: UIView {
    required override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    func setUp() {}
}

final class SettingsToggleRow: SettingsBaseView {
    let caption = UILabel()
    let toggle = UISwitch()
    private lazy var column = UIStackView(views: [toggle, caption], alignment: .trailing)

    convenience init(title: String) {
        self.init(frame: .zero)
        caption.text = title
        caption.isHidden = true
        addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
            column.centerYAnchor.constraint(equalTo: centerYAnchor),
            caption.widthAnchor.constraint(equalToConstant: 80),
        ])
    }
}

final class SettingsPanelView: SettingsBaseView {
    let notificationsRow = SettingsToggleRow(title: "Notifications")
    private lazy var rows = UIStackView(views: [notificationsRow])

    override func setUp() {
        super.setUp()
        addSubview(rows)
        rows.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            rows.leadingAnchor.constraint(equalTo: leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: trailingAnchor),
            rows.topAnchor.constraint(equalTo: topAnchor),
            rows.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
