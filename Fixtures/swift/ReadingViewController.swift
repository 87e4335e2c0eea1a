import UIKit

/// The reading screen: an avatar, a byline and a body text view limited to the readable width.
class ReadingViewController: UIViewController {
    private let avatarView = AvatarView()
    private let bylineLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 1
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
    let bodyTextView = UITextView()
    private var avatarTopConstraint: NSLayoutConstraint?

    override func loadView() {
        view = UIView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatarView)
        view.addSubview(bylineLabel)
        view.addSubview(bodyTextView)
        bodyTextView.translatesAutoresizingMaskIntoConstraints = false
        bylineLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        bylineLabel.setContentCompressionResistancePriority(.required, for: .vertical)

        let top = avatarView.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor, constant: 12)
        top.identifier = "avatar-top"
        avatarTopConstraint = top

        NSLayoutConstraint.activate([
            top,
            avatarView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            bylineLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 8),
            bylineLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            bylineLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.trailingAnchor),
            bodyTextView.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 16),
            bodyTextView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            bodyTextView.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            bodyTextView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    @objc private func toggleCompact() {
        avatarTopConstraint?.isActive = false
        avatarView.isHidden = true
    }
}
