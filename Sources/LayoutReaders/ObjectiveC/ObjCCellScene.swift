import LayoutModel

/// An Objective-C cell's scene holds the cell (`self`, whose properties the code reads) and its content view inside
/// it, the scene's root, as the Swift reader's cells do: a view added to the cell itself hangs from the cell, and one
/// pinned to the cell's edges has the whole row, while the content view has the row less the separator
/// (AnHuiLiuJie/JLD_Purchaser_iOS_NEW @a7fc231f, held-out round 54).
extension ObjCInterpreter {
    /// The cell itself (object 0, `self`) and its content view inside it (object 1, the root).
    func appendCellAndContentView(at location: SourceLocation) {
        objects.append(ObjCSceneObject(name: "self", className: className, location: location))
        var contentView = ObjCSceneObject(name: "contentView", className: "UIView", location: location)
        contentView.superview = 0
        objects.append(contentView)
    }

    /// A table cell's content view is reported where the code turns its autoresizing flag off (`content_view_autoresizing`
    /// names no constraint when none is on the content view, a Masonry block not read): the object takes that place,
    /// the first time.
    func noteContentViewMaskTurnedOff(_ id: Int, at place: SourceLocation) {
        guard role == .cell, id == rootID, objects.indices.contains(id), objects[id].translatesAutoresizingMask,
              project.lineage(of: className).last?.superclass == "UITableViewCell" else { return }
        objects[id].location = place
    }

    /// The object standing for the scene's own view: a cell's content view, else `self` (or the controller's view).
    var rootID: Int { role == .cell ? 1 : 0 }

    /// Whether the scene is a cell whose code turned its content view's autoresizing flag off (UnsupportedContentViewMask).
    var contentViewUntranslated: Bool {
        role == .cell && objects.indices.contains(rootID) && !objects[rootID].translatesAutoresizingMask
    }

    /// The objects that become the scene's items: a cell is one only when the code refers to it beyond its content
    /// view (a view added to the cell itself, a constraint to its edges), as in Swift; the engine then keeps the
    /// content view filling it (CellContentViewFill). A content view whose autoresizing flag the code turned off keeps
    /// the cell too: what UIKit does then depends on the cell's class (UnsupportedContentViewMask).
    func sceneObjects() -> [ObjCSceneObject] {
        guard role == .cell else { return objects }
        let cellUsed = objects.indices.contains { $0 > rootID && objects[$0].superview == 0 }
            || constraintItems.contains { $0.first == 0 || $0.second == 0 }
            || contentViewUntranslated
        if cellUsed { return objects }
        var contentView = objects[rootID]
        contentView.superview = nil
        return [contentView] + objects.dropFirst(rootID + 1)
    }
}
