import UIKit

/// Activates the badge's constraints before adding it: at that moment the badge and the tile share no ancestor,
/// and the runtime throws "Unable to activate constraint … because they have no common ancestor". Found.
final class InboxTileView: UIView {
    private let unreadBadge = UILabel()
    private let subjectLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        unreadBadge.translatesAutoresizingMaskIntoConstraints = false
        subjectLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subjectLabel)
        NSLayoutConstraint.activate([
            subjectLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            subjectLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            subjectLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
        NSLayoutConstraint.activate([
            unreadBadge.centerYAnchor.constraint(equalTo: subjectLabel.centerYAnchor),
            unreadBadge.leadingAnchor.constraint(equalTo: subjectLabel.trailingAnchor, constant: 8),
            unreadBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
        addSubview(unreadBadge)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// The same tile in the right order: added first, then constrained. Quiet.
final class OrderedInboxTileView: UIView {
    private let unreadBadge = UILabel()
    private let subjectLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        unreadBadge.translatesAutoresizingMaskIntoConstraints = false
        subjectLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subjectLabel)
        addSubview(unreadBadge)
        NSLayoutConstraint.activate([
            subjectLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            subjectLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            subjectLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            unreadBadge.centerYAnchor.constraint(equalTo: subjectLabel.centerYAnchor),
            unreadBadge.leadingAnchor.constraint(equalTo: subjectLabel.trailingAnchor, constant: 8),
            unreadBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
