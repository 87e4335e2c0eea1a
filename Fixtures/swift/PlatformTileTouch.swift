import UIKit

// The iOS target's tile. The macOS target declares a class of the same name on AppKit
// (PlatformTileDesktop.swift); the two are never in one app, so neither's constraints repeat the other's.
class BoardTile: UIView {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
    }
}
