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

/// The badge is pinned when the tile moves to a superview, and added by a method this file never calls: its
/// callers may run it right after making the tile, before that hook, so the order is unknown. Quiet.
final class LateBadgeTileView: UIView {
    let unreadBadge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        unreadBadge.translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        NSLayoutConstraint.activate([
            unreadBadge.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            unreadBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -6),
        ])
    }

    func attachBadge() {
        addSubview(unreadBadge)
    }
}

/// The badge is pinned in the initializer and added by a method this file never calls: whoever calls it does so
/// after the initializer, so the activation always finds the badge alone. Found.
final class EagerBadgeTileView: UIView {
    let unreadBadge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        unreadBadge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            unreadBadge.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            unreadBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func attachBadge() {
        addSubview(unreadBadge)
    }
}

/// Adds its footnote only when it is not in the tile yet, then pins it: `footnote.superview == nil` is not known
/// from reading (nobody was seen adding it), so the tile is read with the footnote added, and pinned inside it. Quiet.
final class AddOnceTileView: UIView {
    let footnote = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        showFootnote()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func showFootnote() {
        if footnote.superview == nil {
            addSubview(footnote)
            footnote.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            footnote.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            footnote.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            footnote.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
}
