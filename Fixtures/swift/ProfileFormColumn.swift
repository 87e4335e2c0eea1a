import UIKit

extension UIView {
    func fillWithVisualFormat(_ subView: UIView) {
        addSubview(subView)
        subView.translatesAutoresizingMaskIntoConstraints = false
        let views = ["content": subView]
        for format in ["H:|[content]|", "V:|[content]|"] {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views))
        }
    }
}

// Fields stacked in a loop; the bio text follows its label with its own gap.
final class ProfileFormColumn: UIView {
    private let nameField = UITextField()
    private let bioLabel = UILabel()
    private let bioText = UITextView()
    private let footer = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        var previous: UIView?
        for field in [nameField, bioLabel, bioText] as [UIView] {
            addSubview(field)
            field.translatesAutoresizingMaskIntoConstraints = false
            field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
            field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
            if field == bioText {
                field.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 4).isActive = true
                field.heightAnchor.constraint(equalToConstant: 120).isActive = true
            } else if let previous {
                field.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 12).isActive = true
            } else {
                field.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
            }
            previous = field
        }
        addSubview(footer)
        footer.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            footer.topAnchor.constraint(equalTo: bioText.bottomAnchor, constant: 12),
            footer.leadingAnchor.constraint(equalTo: leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        if let extra = UserDefaults.standard.object(forKey: "profile.extra") as? UIView {
            footer.fillWithVisualFormat(extra)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// Shown by a layout that computes its item sizes: nothing asks it to size itself.
final class ProfileBadgeTileCell: UICollectionViewCell {
    private let badgeName = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badgeName)
        badgeName.translatesAutoresizingMaskIntoConstraints = false
        badgeName.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
        badgeName.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
