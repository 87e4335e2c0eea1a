import UIKit

// A project helper that shares `NSLayoutConstraint.activate`'s name but takes a priority: it lowers the constraints
// before activating them. Run as the project's code, the preferred height gives way to the fixed one: no conflict.
// The same preferred height activated through UIKit's `activate(_:)` stays required and conflicts (reported).
extension NSLayoutConstraint {
    static func activate(_ constraints: [NSLayoutConstraint], preferring priority: UILayoutPriority) {
        constraints.forEach { $0.priority = priority }
        activate(constraints)
    }
}

final class CallTileView: UIView {
    private let videoTile = UIView()
    private let avatarTile = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for tile in [videoTile, avatarTile] {
            tile.translatesAutoresizingMaskIntoConstraints = false
            addSubview(tile)
        }
        NSLayoutConstraint.activate([
            videoTile.topAnchor.constraint(equalTo: topAnchor),
            videoTile.leadingAnchor.constraint(equalTo: leadingAnchor),
            videoTile.widthAnchor.constraint(equalToConstant: 100),
            videoTile.heightAnchor.constraint(equalToConstant: 100),
            avatarTile.topAnchor.constraint(equalTo: videoTile.bottomAnchor),
            avatarTile.leadingAnchor.constraint(equalTo: leadingAnchor),
            avatarTile.widthAnchor.constraint(equalToConstant: 60),
            avatarTile.heightAnchor.constraint(equalToConstant: 60),
        ])
        NSLayoutConstraint.activate([videoTile.heightAnchor.constraint(equalToConstant: 120)], preferring: .defaultHigh)
        NSLayoutConstraint.activate([avatarTile.heightAnchor.constraint(equalToConstant: 64)])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
