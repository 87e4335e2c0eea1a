import LayoutModel

/// `addSubview(badge)` or `stack.topAnchor.constraint(equalTo: topAnchor)` in a `UITableViewCell` subclass: the view or
/// the anchor is the cell's own, above its content view (UIKit does not move either into the content view). The content
/// view is the scene's root, where the table's width and the fitting height go; UIKit keeps it filling the cell (its
/// autoresizing mask makes it as wide and as tall as the cell, less any accessory the code does not show), so the cell's
/// edges are the content view's edges and a chain through the cell sizes the content view as one through the content
/// view would. Without these four equalities the cell floated free in the scene: every view tied to it read as ambiguous
/// and the chain rule said nothing tied the content to the content view.
extension SwiftInterpreter {
    static let cellContentViewFillIdentifier = "cell-contentView-fill"

    /// States that the content view `contentView` fills `cell`, as UIKit lays it out. Code that turns the content view's
    /// autoresizing flag off places it with its own constraints (`contentView.leadingAnchor == leadingAnchor + 16`):
    /// then UIKit no longer stretches it over the cell, and neither does the reader.
    func fillCell(_ cell: Int, withContentView contentView: Int) {
        guard cell != contentView, builder.objects[contentView].superview == cell,
              builder.objects[contentView].translatesAutoresizingMask else { return }
        let location = builder.objects[cell].location
        for attribute in [Attribute.left, .top, .right, .bottom] {
            builder.constraints.append(SwiftSceneConstraint(
                first: contentView, firstAttribute: attribute, relation: .equal, second: cell, secondAttribute: attribute,
                multiplier: 1, constant: 0, symbolicConstant: nil, priority: .required,
                identifier: Self.cellContentViewFillIdentifier, isActive: true, location: location, origin: .system
            ))
        }
    }
}
