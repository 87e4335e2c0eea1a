import LayoutModel

/// The Objective-C reader's part of `cell_content_view` (the runtime fact: CellContentViewOrder.swift). Reported at the
/// `addSubview:` only when the reader saw every step before it: the cell is made in code (`initWithStyle:reuseIdentifier:`
/// or `initWithFrame:` runs; no Interface Builder file or other reader's code names its class), its platform class is
/// `UITableViewCell` through project classes only, no message the reader did not follow went to the cell or carried it
/// before, and nothing moves the content view back (`bringSubviewToFront:`, `sendSubviewToBack:`, `insertSubview:…`,
/// `contentView.userInteractionEnabled = NO` in the cell, or on cells of its class where a data source shows them).
extension ObjCInterpreter {
    private static let subviewOrderSelectors: Set<String> = [
        "bringSubviewToFront:", "sendSubviewToBack:", "exchangeSubviewAtIndex:withSubviewAtIndex:", "insertSubview:atIndex:",
        "insertSubview:belowSubview:", "insertSubview:aboveSubview:",
    ]

    /// Notes that the cell's content view exists once code asks for it (or for a built-in view inside it).
    func noteCellContentViewMade(by id: Int) {
        if id == 0, role == .cell { cellContentView.contentViewMade = true }
    }

    /// Notes a message to the cell or its content view that reorders subviews, one the reader does not follow, or
    /// one that carries the cell.
    func noteMessageAboutCell(to id: Int?, _ selector: String, arguments: [ObjCValue], followed: Bool) {
        guard role == .cell else { return }
        // `[button addTarget:self action:… forControlEvents:…]` gives the button an action; it does not touch the cell's views.
        if CellContentViewOrder.actionMethods.contains(selector) {
            if let id { cellContentView.controlsWithActions.insert(id) }
            return
        }
        if let id, id == 0 || id == rootID, Self.subviewOrderSelectors.contains(selector) { cellContentView.subviewsReordered = true }
        if !followed, id == 0 || arguments.contains(where: { $0.flattened.contains { $0.objectID == 0 } }) {
            cellContentView.contentViewMade = true
        }
    }

    /// Notes the content view set not to take touches (`self.contentView.userInteractionEnabled = NO`).
    func noteTouchesPassThrough(_ id: Int, _ name: String, _ value: ObjCValue) {
        if role == .cell, id == 0, name == "accessoryView" || name == "editingAccessoryView", let accessory = value.objectID {
            cellContentView.accessoryViews.insert(accessory)
        }
        guard role == .cell, id == rootID, name == "userInteractionEnabled", value.number == 0 else { return }
        cellContentView.subviewsReordered = true
    }

    /// Notes a view added to the cell itself in its code-made initializer while the content view does not exist yet.
    func noteSubviewAddedToCell(_ child: Int, to id: Int, _ selector: String, _ frame: Frame, at token: Int) {
        guard role == .cell, id == 0, selector == "addSubview:", conditionDepth == 0,
              callStack.contains(where: { $0.hasSuffix(".initWithStyle:reuseIdentifier:") || $0.hasSuffix(".initWithFrame:") }),
              project.lineage(of: className).last?.superclass == "UITableViewCell",
              !project.classesNamedElsewhere.contains(ProjectFacts.classKey(className)),
              let view = cellContentViewOrderView(child) else { return }
        cellContentView.noteViewAdded(view, at: location(frame, token))
    }

    /// The findings for controls added below the content view: a button only when some code gives it an action.
    var controlsBelowContentView: [Diagnostic] {
        // A content view whose autoresizing flag the code turned off has no frame UIKit states (UnsupportedContentViewMask,
        // content_view_autoresizing): that it covers the cell's subviews is not proven.
        guard !cellContentView.isEmpty, !contentViewUntranslated,
              !project.lineage(of: className).contains(where: { project.cellsPassingTouchesThroughContentView.contains($0.name) }) else { return [] }
        return cellContentView.reported(subtree: { id in
            objects.indices.filter { $0 != id && ancestry(of: $0).contains(id) }.compactMap(cellContentViewOrderView)
        }, givesAction: { project.namesGivenActions.contains($0) })
    }

    private func cellContentViewOrderView(_ id: Int) -> CellContentViewOrder.View? {
        guard let className = objects[id].className else { return nil }
        return CellContentViewOrder.View(id: id, name: objects[id].name, className: className,
                                         platformClass: project.lineage(of: className).last?.superclass ?? className)
    }
}
