import LayoutModel

/// Constraints of a nib connected to an outlet whose owner's code changes them (a constant computed at run time, a
/// priority, an activation; `ProjectFacts.constraintOutletsChangedInCode`): what the nib says holds only until that
/// code runs, so the constraint is no fact and is left out, and the views it ties are open along its axis.
struct IBConstraintsChangedInCode {
    /// The constraint ids connected to such outlets.
    let ids: Set<String>
    private var tied: [(items: [ItemID], axis: Axis)] = []

    init(ids: Set<String>) { self.ids = ids }

    /// Whether `constraint`, made from `element`, is one of them; it is then remembered for `open`.
    mutating func setsAside(_ constraint: Constraint, made element: IBElement) -> Bool {
        guard let id = element.id, ids.contains(id), let axis = constraint.firstAttribute.axis else { return false }
        tied.append((constraint.items, axis))
        return true
    }

    /// Opens the views the left-out constraints tie, along their axes.
    func open(_ items: inout [Item]) {
        for (tiedItems, axis) in tied {
            for index in items.indices where tiedItems.contains(items[index].id) {
                items[index].open([axis], because: "tied by a constraint outlet the code changes")
            }
        }
    }
}
