import LayoutModel

/// A table cell's own `textLabel`, `detailTextLabel` and `imageView`: views UIKit makes for the cell's style inside
/// its content view and places itself, with frames, in `layoutSubviews` (Apple, UITableViewCell.CellStyle: "the
/// larger of the text labels is accessed using the textLabel property and the smaller using the detailTextLabel
/// property"; cells that adjust them do so by changing their frames after `super.layoutSubviews()`). Code that
/// lines its own views up with them relates to a real view whose frame the reader does not know: it is open.
extension SwiftInterpreter {
    static let cellBuiltInViews: [String: String] = [
        "textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView",
    ]

    /// The built-in view `name` of the table cell `cell`, made once inside its content view; nil for other names.
    func cellBuiltInView(_ cell: Int, _ name: String, _ context: SwiftFrameContext) -> Int? {
        guard let className = Self.cellBuiltInViews[name], inherits(builder.objects[cell].className, from: "UITableViewCell") else {
            return nil
        }
        let content = memberObject(cell, "contentView", className: "UIView", translates: true, context: context, superviewIsOwner: true)
        let isNew = builder.objects[content].members[name] == nil
        let view = memberObject(content, name, className: className, translates: true, context: context, superviewIsOwner: true)
        if isNew { open(view, because: "placed by UITableViewCell's layoutSubviews for the cell style", flagUnknown: false) }
        return view
    }
}
