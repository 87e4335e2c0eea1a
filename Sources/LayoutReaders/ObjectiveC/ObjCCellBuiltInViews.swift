import LayoutModel

/// A table cell's own `textLabel`, `detailTextLabel` and `imageView`, as SwiftCellBuiltInViews.swift reads them in
/// Swift: views UIKit makes for the cell's style inside its content view and places itself, with frames, in
/// `layoutSubviews`. Code that pins its own views to them relates to a real view whose frame the reader does not
/// know: it is open, but the constraint is read (ChatSecure/ChatSecure-iOS @ae94a2e3: a text field's leading edge
/// pinned to `self.textLabel`'s right edge, which the runtime refuses).
extension ObjCInterpreter {
    static let cellBuiltInViews: [String: String] = [
        "textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView",
    ]

    /// The built-in view `name` of the scene's table cell, made once inside its content view; nil for other names,
    /// other scenes and cells that are not table cells.
    func cellBuiltInView(_ name: String) -> ObjCValue? {
        guard role == .cell, let className = Self.cellBuiltInViews[name], isTableCell else { return nil }
        let key = "UITableViewCell." + name
        if let made = slots[key] { return made }
        var object = ObjCSceneObject(name: name, className: className, location: objects[0].location)
        object.superview = rootID
        object.openness.open(because: "placed by UITableViewCell's layoutSubviews for the cell style")
        objects.append(object)
        let value = ObjCValue.object(objects.count - 1)
        slots[key] = value
        return value
    }

    /// Whether the scene's class is a UITableViewCell (its last project superclass derives from it).
    private var isTableCell: Bool {
        let base = project.lineage(of: className).last?.superclass ?? className
        return base == "UITableViewCell" || base.hasSuffix("TableViewCell") && !project.isKnownClass(base)
    }
}
