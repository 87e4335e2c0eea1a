import LayoutModel

/// A table view cell whose code turned its content view's `translatesAutoresizingMaskIntoConstraints` off (itself, or
/// through a layout library that does so for every view it constrains: SnapKit's `makeConstraints`, Masonry,
/// PureLayout). UIKit logs "[LayoutConstraints] Changing the translatesAutoresizingMaskIntoConstraints property of the
/// contentView of a UITableViewCell is not supported and will result in undefined behavior, as this property is managed
/// by the owning UITableViewCell" (iOS 11 on: forkingdog/UITableView-FDTemplateLayoutCell#370 and #376,
/// wordpress-mobile/WordPress-iOS#18114, cashapp/redwood#1659), and Apple's documentation of the property says not to
/// change it for views UIKit classes manage, naming UITableViewCell. How the row then sizes the content view is stated
/// nowhere, so nothing is concluded from the row: the scene is sized by whoever shows it, as a view on its own, and the
/// rule `content_view_autoresizing` reports the change itself.
public enum UnsupportedContentViewMask {
    /// The content view (the scene's root) when it is a table view cell's and its autoresizing flag is off, before or
    /// after `applied`.
    public static func contentView(in scene: Scene) -> ItemID? {
        guard let root = scene.root, let contentView = scene.item(root), contentView.kind == .view,
              !contentView.translatesAutoresizingMask, let cellID = contentView.superview, cellID != root,
              let cell = scene.item(cellID), cell.kind == .view,
              // UIKit's message names only the cell: header-footer views are not reported.
              CellContentViewFill.isTableViewCell(cell.behaviourClass) else { return nil }
        return root
    }

    /// The scene as the runtime leaves it: no longer sized by the table when its content view's flag is off.
    static func applied(to scene: Scene) -> Scene {
        guard case .cell = scene.kind, let contentView = contentView(in: scene), let position = scene.index(of: contentView) else { return scene }
        var result = scene
        result.kind = .standalone
        result.size = nil
        // Where the content view ends up, and so what hangs from it, is not something the scene proves; the cell is
        // where its table puts it.
        result.items[position].open(because: reason)
        if let cell = scene.items[position].superview, let cellPosition = scene.index(of: cell) {
            result.items[cellPosition].open(because: "a table view cell: its table places and sizes it")
        }
        return result
    }

    /// The openness reason the content view is given.
    static let reason = "a table view cell's content view with its autoresizing flag off: UIKit leaves its frame undefined"
}
