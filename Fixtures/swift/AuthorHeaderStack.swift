import UIKit

/// A header whose whole content is built by `layout(style:)`, which its owner calls once after making it:
/// until then it is an empty stack view. The helper that fills the inner stack also gives it its axis and
/// spacing, so the content never exists without them.
final class AuthorHeaderStack: UIStackView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let menuButton = UIButton()
    let unreadDot = UIView()

    enum Style {
        case full
        case compact
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 12
        alignment = .center
        // Set up before the button is arranged: it is in the stack in every style but the compact one.
        menuButton.widthAnchor.constraint(equalToConstant: 44).isActive = true
    }

    required init(coder: NSCoder) { fatalError() }

    func layout(style: Style) {
        switch style {
        case .full:
            layoutBase()
        case .compact:
            layoutBase()
            menuButton.removeFromSuperview()
        }
    }

    private func layoutBase() {
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        addArrangedSubview(avatarView)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalToConstant: 40),
        ])

        let namesStack = UIStackView()
        namesStack.axis = .vertical
        namesStack.spacing = 2
        addArrangedSubview(namesStack)
        namesStack.addArrangedSubview(nameLabel)
        namesStack.addArrangedSubview(handleLabel)

        addArrangedSubview(menuButton)

        // A real mistake in the styled content: the dot has a width and nothing else.
        unreadDot.translatesAutoresizingMaskIntoConstraints = false
        addSubview(unreadDot)
        unreadDot.widthAnchor.constraint(equalToConstant: 8).isActive = true
    }
}
