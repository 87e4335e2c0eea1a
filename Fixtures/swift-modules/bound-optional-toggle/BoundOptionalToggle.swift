import UIKit

/// A row makes the constraint placing its name after the icon only under `if let image = folder.icon`, stores the icon,
/// activates both leading constraints together and then, under `if self.icon != nil`, switches one of them off: the test
/// is the binding's, so the pair is never on together (quiet). The same toggle under a test of another property, which
/// nothing here decides, may be skipped, leaving the name pinned 16 and 32 points from the edge at once (found).
final class FolderRowCell: UITableViewCell {
    private var icon: UIImage?
    private let iconView = UIImageView()
    private let nameLabel = UILabel()
    private var nameToEdge: NSLayoutConstraint!
    private var nameToIcon: NSLayoutConstraint!

    init(folder: Folder) {
        super.init(style: .default, reuseIdentifier: nil)
        var constraints: [NSLayoutConstraint] = []
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        nameToEdge = nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
        constraints += [
            nameToEdge,
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
        ]
        if let image = folder.icon {
            self.icon = folder.icon
            iconView.image = image
            iconView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(iconView)
            nameToIcon = nameLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 4)
            constraints += [
                iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                iconView.widthAnchor.constraint(equalToConstant: 20),
                iconView.heightAnchor.constraint(equalToConstant: 20),
                nameToIcon,
            ]
        }
        NSLayoutConstraint.activate(constraints)
        if self.icon != nil {
            showIcon(UserDefaults.standard.bool(forKey: "showFolderIcons"))
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func showIcon(_ show: Bool) {
        if show {
            nameToEdge.isActive = false
            nameToIcon.isActive = true
        } else {
            nameToIcon.isActive = false
            nameToEdge.isActive = true
        }
        iconView.isHidden = !show
    }
}

final class SharedFolderRowCell: UITableViewCell {
    private var icon: UIImage?
    private var owner: String?
    private let iconView = UIImageView()
    private let nameLabel = UILabel()
    private var nameToEdge: NSLayoutConstraint!
    private var nameToIcon: NSLayoutConstraint!

    init(folder: Folder, owner: String?) {
        super.init(style: .default, reuseIdentifier: nil)
        self.owner = owner
        var constraints: [NSLayoutConstraint] = []
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        nameToEdge = nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
        constraints += [
            nameToEdge,
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
        ]
        if let image = folder.icon {
            self.icon = folder.icon
            iconView.image = image
            iconView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(iconView)
            nameToIcon = nameLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 4)
            constraints += [
                iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                iconView.widthAnchor.constraint(equalToConstant: 20),
                iconView.heightAnchor.constraint(equalToConstant: 20),
                nameToIcon,
            ]
        }
        NSLayoutConstraint.activate(constraints)
        if self.owner != nil {
            showIcon(UserDefaults.standard.bool(forKey: "showFolderIcons"))
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func showIcon(_ show: Bool) {
        if show {
            nameToEdge.isActive = false
            nameToIcon.isActive = true
        } else {
            nameToIcon.isActive = false
            nameToEdge.isActive = true
        }
        iconView.isHidden = !show
    }
}
