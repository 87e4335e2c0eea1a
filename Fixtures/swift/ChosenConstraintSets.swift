import AppKit

// A generated-style badge builds every constraint up front and activates only the set its visibility flags choose:
// a `switch` over both flags puts one case's constraints in a list, and a change of the flags deactivates the old
// set before activating the new one. The sets never hold together, so the cases are checked one at a time. Only the
// case with both views shown is wrong: it pins the name both under the avatar and to the top (reported there).
final class ProfileBadge: NSView {
    var showsAvatar: Bool { didSet { update() } }
    var showsName: Bool { didSet { update() } }

    private let avatar = NSView()
    private let name = NSTextField(labelWithString: "Name")

    private var avatarTop: NSLayoutConstraint?
    private var avatarHeight: NSLayoutConstraint?
    private var nameTop: NSLayoutConstraint?
    private var nameBelowAvatar: NSLayoutConstraint?
    private var avatarBottom: NSLayoutConstraint?
    private var nameBottom: NSLayoutConstraint?

    init(showsAvatar: Bool, showsName: Bool) {
        self.showsAvatar = showsAvatar
        self.showsName = showsName
        super.init(frame: .zero)
        addSubview(avatar)
        addSubview(name)
        avatar.isHidden = !showsAvatar
        name.isHidden = !showsName
        avatar.translatesAutoresizingMaskIntoConstraints = false
        name.translatesAutoresizingMaskIntoConstraints = false

        avatarTop = avatar.topAnchor.constraint(equalTo: topAnchor)
        avatarHeight = avatar.heightAnchor.constraint(equalToConstant: 32)
        avatarBottom = avatar.bottomAnchor.constraint(equalTo: bottomAnchor)
        nameTop = name.topAnchor.constraint(equalTo: topAnchor)
        nameBelowAvatar = name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8)
        nameBottom = name.bottomAnchor.constraint(equalTo: bottomAnchor)

        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            name.leadingAnchor.constraint(equalTo: leadingAnchor),
            name.trailingAnchor.constraint(equalTo: trailingAnchor),
            heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ] + conditionalConstraints(avatarIsHidden: avatar.isHidden, nameIsHidden: name.isHidden))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func conditionalConstraints(avatarIsHidden: Bool, nameIsHidden: Bool) -> [NSLayoutConstraint] {
        var constraints: [NSLayoutConstraint?]
        switch (avatarIsHidden, nameIsHidden) {
        case (true, true):
            constraints = [avatarTop, avatarBottom, nameTop, nameBottom]
        case (false, true):
            constraints = [avatarTop, avatarHeight, avatarBottom, nameTop]
        case (true, false):
            constraints = [avatarTop, avatarHeight, nameTop, nameBottom]
        case (false, false):
            constraints = [avatarTop, avatarHeight, nameBelowAvatar, nameTop, nameBottom]
        }
        return constraints.compactMap { $0 }
    }

    private func update() {
        let avatarWasHidden = avatar.isHidden
        let nameWasHidden = name.isHidden
        avatar.isHidden = !showsAvatar
        name.isHidden = !showsName
        if avatar.isHidden != avatarWasHidden || name.isHidden != nameWasHidden {
            NSLayoutConstraint.deactivate(conditionalConstraints(avatarIsHidden: avatarWasHidden, nameIsHidden: nameWasHidden))
            NSLayoutConstraint.activate(conditionalConstraints(avatarIsHidden: avatar.isHidden, nameIsHidden: name.isHidden))
        }
    }
}
