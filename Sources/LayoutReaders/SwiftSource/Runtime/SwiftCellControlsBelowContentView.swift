import LayoutModel

/// The Swift reader's part of `cell_content_view` (the runtime fact: CellContentViewOrder.swift). Reported at the
/// `addSubview` only when the reader saw every step before it: the cell is the scene's own, made in code
/// (`init(style:reuseIdentifier:)`; no Interface Builder file or other reader's code names its class, whose nib would
/// hold the content view already), its platform class is `UITableViewCell` through project classes only, no call the
/// reader did not follow was handed the cell before, and nothing in the scene moves the content view back
/// (`contentView.isUserInteractionEnabled = false`, `bringSubviewToFront`, `sendSubviewToBack`, `insertSubview`…).
extension SwiftInterpreter {
    /// Methods that change the order of a view's subviews: code calling one may put the content view below.
    static let subviewOrderMethods: Set<String> = [
        "bringSubviewToFront", "sendSubviewToBack", "bringSubview", "sendSubview", "exchangeSubview", "insertSubview",
    ]

    /// Notes that the scene's own table cell made its content view (code asked for it or for a view inside it).
    func noteCellContentViewMade(by id: Int) {
        if id == 0 { cellSubviewOrder.contentViewMade = true }
    }

    /// Notes a call the reader does not follow that was handed the scene's own cell (`arguments` flattened), or a
    /// reordering of subviews.
    func noteCellHandedToUnreadCall(_ name: String, receiver: SwiftValue?, arguments: [SwiftValue]) {
        // `button.addTarget(self, action:for:)` gives the button an action; it does not touch the cell's views.
        if CellContentViewOrder.actionMethods.contains(name) {
            if let id = receiver?.objectID { cellSubviewOrder.controlsWithActions.insert(id) }
            return
        }
        let handsCell = receiver?.objectID == 0 || arguments.contains { $0.objectID == 0 }
        if handsCell { cellSubviewOrder.contentViewMade = true }
        if Self.subviewOrderMethods.contains(name) { cellSubviewOrder.subviewsReordered = true }
    }

    /// Notes the content view set not to take touches (`contentView.isUserInteractionEnabled = false`), and a view made
    /// the cell's accessory view.
    func noteTouchesPassThrough(_ id: Int, _ name: String, _ value: SwiftValue) {
        if id == 0, name == "accessoryView" || name == "editingAccessoryView", let accessory = value.objectID {
            cellSubviewOrder.accessoryViews.insert(accessory)
        }
        guard name == "isUserInteractionEnabled", case .bool(false) = value, builder.objects[id].superview == 0,
              builder.objects[id].name == "contentView" else { return }
        cellSubviewOrder.subviewsReordered = true
    }

    /// Notes `child`, added to the cell itself by the code at `expression` in the initializer of a table cell made in code,
    /// while the content view does not exist yet.
    func noteSubviewAddedToCell(_ child: Int, to target: Int, _ name: String, _ expression: SwiftExpr, _ context: SwiftFrameContext) {
        guard target == 0, name == "addSubview", isTableCellMadeInCode(),
              running.initializers.contains(where: { $0.object == 0 && ["style", "frame"].contains($0.firstLabel ?? "") }),
              let view = cellContentViewOrderView(child) else { return }
        cellSubviewOrder.noteViewAdded(view, at: context.callSite ?? location(context.file, expression.start))
    }

    /// Reports the controls added below the content view, unless the scene moved the content view or its touches or
    /// other code lets touches through the content views of cells of this class.
    func reportControlsBelowContentView() {
        // A content view whose autoresizing flag the code turned off has no frame UIKit states (UnsupportedContentViewMask,
        // content_view_autoresizing): that it covers the cell's subviews is not proven.
        let contentViewUntranslated = builder.objects.contains {
            $0.superview == 0 && $0.name == "contentView" && !$0.translatesAutoresizingMask
        }
        guard !cellSubviewOrder.isEmpty, !contentViewUntranslated, let className = builder.objects[0].className,
              !project.lineage(of: className).contains(where: { project.cellsPassingTouchesThroughContentView.contains($0.name) }) else { return }
        diagnostics += cellSubviewOrder.reported(subtree: { id in
            builder.objects.indices.filter { isInSubtree($0, of: id) && $0 != id }.compactMap(cellContentViewOrderView)
        }, givesAction: { project.namesGivenActions.contains($0) })
    }

    private func cellContentViewOrderView(_ id: Int) -> CellContentViewOrder.View? {
        guard let className = builder.objects[id].className else { return nil }
        return CellContentViewOrder.View(id: id, name: builder.objects[id].name ?? className, className: className,
                                         platformClass: project.platformBase(of: className) ?? className)
    }

    private func isTableCellMadeInCode() -> Bool {
        guard let className = builder.objects[0].className, !project.classesNamedElsewhere.contains(ProjectFacts.classKey(className)) else { return false }
        return project.platformBase(of: className) == "UITableViewCell"
    }
}
