import AppKit

// The macOS target's tile (see PlatformTileTouch.swift) and the board that shows it: the board's file imports
// AppKit, so its tile is this class, pinned once; nothing repeats it.
class BoardTile: NSView {
    override func viewDidMoveToSuperview() {
        super.viewDidMoveToSuperview()
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
    }
}

final class TileBoard: NSView {
    override init(frame: NSRect) {
        super.init(frame: frame)
        let tile = BoardTile()
        addSubview(tile)
        tile.widthAnchor.constraint(equalToConstant: 120).isActive = true
        tile.heightAnchor.constraint(equalToConstant: 80).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
