import LayoutModel
import LayoutSolver

/// The solver ids of the constraints in a solver that mention each item, so the constraints linking a container to
/// the outside are found without scanning every constraint. Built on the first question and kept up to date after.
struct ConstraintsByItem {
    private var index: [ItemID: Set<ConstraintID>]?

    /// The items a constraint mentions, extra terms included.
    static func items(of constraint: EngineConstraint) -> Set<ItemID> {
        Set(constraint.model.items + constraint.extraTerms.map(\.item))
    }

    /// Notes that `constraint` entered the solver as `id` (nothing to do until the index is built).
    mutating func insert(_ id: ConstraintID, _ constraint: EngineConstraint) {
        guard index != nil else { return }
        for item in Self.items(of: constraint) { index![item, default: []].insert(id) }
    }

    /// Notes that `constraint`, in the solver as `id`, left it.
    mutating func remove(_ id: ConstraintID, _ constraint: EngineConstraint) {
        guard index != nil else { return }
        for item in Self.items(of: constraint) { index![item]?.remove(id) }
    }

    /// The ids of the constraints in `added` that mention `item`; builds the index from `added` the first time.
    mutating func ids(mentioning item: ItemID, in added: [ConstraintID: EngineConstraint]) -> Set<ConstraintID> {
        if index == nil {
            var built: [ItemID: Set<ConstraintID>] = [:]
            for (id, constraint) in added {
                for item in Self.items(of: constraint) { built[item, default: []].insert(id) }
            }
            index = built
        }
        return index?[item] ?? []
    }
}
