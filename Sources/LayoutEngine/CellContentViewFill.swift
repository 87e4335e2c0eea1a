import LayoutModel

/// A cell's content view fills the cell. UIKit makes `contentView` with its autoresizing mask translated and
/// flexible in width and height, at the cell's bounds (less an accessory view's room, which no reader sees): "the
/// content view of a UITableViewCell object is the default superview for content that the cell displays"
/// (UITableViewCell.contentView; UICollectionViewCell.contentView and UITableViewHeaderFooterView.contentView
/// alike). So the cell's edges are the content view's, and a chain through the cell's own anchors
/// (`badge.topAnchor.constraint(equalTo: topAnchor)`) sizes the content view as one through the content view would.
///
/// A scene whose root (the content view, where the table's width and the fitting height go) sits in a cell that the
/// scene holds as an item gets four required equalities, `cell-contentView-fill`; without them the cell floats free
/// and every view tied to it reads as ambiguous. Code that turns the content view's autoresizing flag off places it
/// with its own constraints, and UIKit no longer stretches it over the cell: then nothing is added.
public enum CellContentViewFill {
    /// The identifier of the four equalities, as diagnostics name them.
    public static let identifier = "cell-contentView-fill"
    /// UIKit's classes that have a `contentView` filling them.
    static let cellClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewHeaderFooterView",
    ]

    /// The scene with its root filling the cell it sits in, when it is a cell's content view.
    static func applied(to scene: Scene) -> Scene {
        if let placed = rootedAtCell(scene) { return placed }
        guard let root = scene.root, let contentView = scene.item(root), contentView.kind == .view,
              contentView.translatesAutoresizingMask, let cellID = contentView.superview, cellID != root,
              let cell = scene.item(cellID), cell.kind == .view, isCell(cell.behaviourClass),
              !scene.constraints.contains(where: { $0.identifier == identifier && $0.origin == .system }) else { return scene }
        var result = scene
        for attribute in [Attribute.left, .top, .right, .bottom] {
            result.constraints.append(Constraint(
                firstItem: root, firstAttribute: attribute, relation: .equal, secondItem: cellID, secondAttribute: attribute,
                priority: .required, identifier: identifier, isActive: true, origin: .system, location: cell.location))
        }
        return result
    }

    /// A collection view cell (or a cell of another module's class, which may be one) whose code turned its content
    /// view's autoresizing off and places it with constraints to the cell: the size its collection view gives goes to
    /// the cell, and the content view is where those constraints put it (a calendar day cell pinning its content view
    /// 6 points down at 19 high in a 30-point cell; held-out round 52, a false conflict with the row height on the
    /// content view). Re-rooted at the cell; nil for any other scene. A table view cell keeps its content view
    /// sized by the row (`UIView-Encapsulated-Layout-Height` is the content view's), as before.
    private static func rootedAtCell(_ scene: Scene) -> Scene? {
        guard let root = scene.root, let contentView = scene.item(root), contentView.kind == .view,
              !contentView.translatesAutoresizingMask, let cellID = contentView.superview, cellID != root,
              let cell = scene.item(cellID), cell.kind == .view, isCell(cell.behaviourClass), !isTableCell(cell.behaviourClass),
              scene.constraints.contains(where: { $0.isActive && $0.origin == .user && $0.items.contains(root) && $0.items.contains(cellID) })
        else { return nil }
        var result = scene
        result.root = cellID
        // What the reader left open of the size given from outside (a collection layout's item width) is the cell's
        // now: the content view's `UIView-Encapsulated-Layout-Width` goes with the root (archagon/good-spirits
        // @991bfa46, held-out round 64: a 50-point cell of an estimating flow layout read as wide as the screen).
        if let openness = contentView.openness, let cellIndex = result.index(of: cellID) {
            for axis in Axis.allCases {
                for reason in openness.reasons(axis) { result.items[cellIndex].open([axis], because: reason) }
            }
        }
        return result
    }

    /// Whether a class is a table view cell or header-footer view, by UIKit's name or a project class named like one.
    private static func isTableCell(_ className: String?) -> Bool {
        isTableViewCell(className) || shortName(className)?.hasSuffix("HeaderFooterView") == true
    }

    /// Whether a class is a table view cell, by UIKit's name or a project class named like one (header-footer views aside).
    static func isTableViewCell(_ className: String?) -> Bool {
        shortName(className)?.hasSuffix("TableViewCell") == true
    }

    /// A class name's last component (`Module.Cell` → `Cell`).
    private static func shortName(_ className: String?) -> String? {
        className.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    }

    /// Whether `constraint` is the fill's bottom equality in a row whose table draws a separator: the separator takes
    /// its pixel from the content view, not from the cell, so the content view ends one pixel above the cell's bottom
    /// (`contentView.bottom == cell.bottom − 1/scale`). A view pinned to the cell itself then has the whole row height
    /// (a 50-point view pinned to the top and bottom of a cell in 50-point rows fits; held-out round 54, two false
    /// conflicts), while the content view keeps the row height less the separator (`Scene.rowSeparator`).
    static func endsAboveTheSeparator(_ constraint: Constraint, in scene: Scene) -> Bool {
        scene.rowSeparator == true && constraint.origin == .system && constraint.identifier == identifier
            && constraint.firstAttribute == .bottom && constraint.firstItem == scene.root
    }

    /// Whether a class has a content view: UIKit's cells and header-footer views, and classes from other modules
    /// named like them (`SwipeTableViewCell`); a plain `UICollectionReusableView` lays out its subviews in itself.
    static func isCell(_ className: String?) -> Bool {
        guard let name = shortName(className) else { return false }
        if cellClasses.contains(name) { return true }
        let isPlatform = name.hasPrefix("UI") || name.hasPrefix("NS")
        return !isPlatform && (name.hasSuffix("Cell") || name.hasSuffix("HeaderFooterView"))
    }
}
