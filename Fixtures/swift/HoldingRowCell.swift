import UIKit

/// Idioms from code-built cells: a guide the project adds to every view through an extension of UIView (the
/// safe area where there is one), used from a table view cell and from a label; subviews added with a method
/// passed by name to `forEach`; views set up for Auto Layout by a property wrapper the project declares, and by
/// one from a package the reader cannot see.
extension UIView {
    var rowGuide: UILayoutGuide {
        if #available(iOS 11, *) {
            return safeAreaLayoutGuide
        } else {
            return layoutMarginsGuide
        }
    }
}

@propertyWrapper
struct Constrained<View: UIView> {
    var wrappedValue: View

    init(wrappedValue: View) {
        wrappedValue.translatesAutoresizingMaskIntoConstraints = false
        self.wrappedValue = wrappedValue
    }
}

final class HoldingRowCell: UITableViewCell {
    @Constrained private var iconView = UIImageView()
    @Constrained private var nameLabel = UILabel()
    @PackageAutoLayout private var amountLabel = UILabel()
    private let detailStack = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        detailStack.translatesAutoresizingMaskIntoConstraints = false
        detailStack.axis = .vertical
        [iconView, detailStack].forEach(contentView.addSubview)
        [nameLabel, amountLabel].forEach(detailStack.addArrangedSubview)
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: rowGuide.leadingAnchor, constant: 16),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 32),
            iconView.heightAnchor.constraint(equalToConstant: 32),
            detailStack.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            detailStack.trailingAnchor.constraint(equalTo: contentView.rowGuide.trailingAnchor, constant: -16),
            detailStack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            detailStack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
