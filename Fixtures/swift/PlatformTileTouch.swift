import UIKit

// The iOS target's tile. The macOS target declares a class of the same name on AppKit
// (PlatformTileDesktop.swift); the two are never in one app, so neither's constraints repeat the other's. The
// reader keeps one class per name (the macOS one here): on this iOS screen the tile is open, nothing is reported.
class BoardTile: UIView {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
    }
}

final class TileScreenController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tile = BoardTile()
        view.addSubview(tile)
        tile.widthAnchor.constraint(equalToConstant: 120).isActive = true
        tile.heightAnchor.constraint(equalToConstant: 80).isActive = true
    }
}
