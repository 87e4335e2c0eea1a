import UIKit

/// `UILabel(withAutoLayout: true)` is an initializer of a package the project uses, not UIKit's: what it sets (the
/// autoresizing flag, most likely) is not known, so nothing is concluded about the flag. The badge made with UIKit's own
/// initializer keeps its mask and conflicts with its pins.
final class ContactHeaderView: UIView {
    private let nameLabel = UILabel(withAutoLayout: true)
    private let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(nameLabel)
        addSubview(badge)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            badge.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            badge.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A subclass whose initializer hands over to the package's: what that sets is not known either.
final class SectionTitleLabel: UILabel {
    convenience init() {
        self.init(withAutoLayout: true)
        font = .boldSystemFont(ofSize: 17)
    }
}

final class SectionTitleHeaderView: UIView {
    private let title = SectionTitleLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
