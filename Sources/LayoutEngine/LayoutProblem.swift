import LayoutModel
import LayoutSolver

/// What adding a scene's constraints to a solver found: the size floors, the runtime's constraints and the
/// developer's, in that order, with the conflicts, duplicates and unusable constraints met on the way.
struct LayoutProblem {
    /// Conflicts found while adding constraints, kept as engine constraints so each device's numbers fill them in.
    private(set) var addTimeConflicts: [[EngineConstraint]] = []
    /// Scene indices of a constraint and the earlier one it repeats.
    private(set) var duplicates: [(first: Int, second: Int)] = []
    /// Scene indices of the constraints the solver could not take (an unknown item, an unusable attribute).
    private(set) var skipped: [Int] = []
    /// The fitting constraints (a self-sizing cell's size), by axis, as added.
    private(set) var fittingConstraints: [Axis: (ConstraintID, EngineConstraint)] = [:]
    /// Whether adding stopped early because the solver's tableau grew past `tableauEntryLimit`.
    private(set) var stoppedAtTableauLimit = false

    /// Adds everything `scene` holds with `root` as the layout root to `ledger`'s solver and updates its variables;
    /// stops adding the developer's constraints once the tableau holds more than `tableauEntryLimit` entries.
    init(scene: Scene, root: ItemID, index: SceneIndex, ledger: SolverLedger, tableauEntryLimit: Int = .max) {
        for item in scene.items {
            guard let frame = ledger.problem.variables[item.id] else { continue }
            // Sizes are never negative; at required priority a negative size shows up as a conflict.
            for size in [frame.width, frame.height] {
                ledger.addRow(LinearConstraint(LinearExpression(terms: [Term(size)]), .greaterThanOrEqual))
            }
        }
        let system = SystemConstraints(scene: scene, root: root, index: index)
        for constraint in system.make() {
            // The framework's own constraints fill the tableau as well: a stack arranging thousands of views.
            if ledger.solver.tableauEntries > tableauEntryLimit {
                stoppedAtTableauLimit = true
                break
            }
            let id = add(constraint, to: ledger)
            if let id, constraint.model.identifier == RuntimeIdentifiers.fittingHeight {
                fittingConstraints[.vertical] = (id, constraint)
            } else if let id, constraint.model.identifier == RuntimeIdentifiers.fittingWidth {
                fittingConstraints[.horizontal] = (id, constraint)
            }
        }
        var firstIndexOfSolverID: [ConstraintID: Int] = [:]
        for (index, constraint) in scene.activeConstraints {
            if stoppedAtTableauLimit || ledger.solver.tableauEntries > tableauEntryLimit {
                stoppedAtTableauLimit = true
                break
            }
            var engineConstraint = EngineConstraint(model: constraint, sceneIndex: index)
            if CellContentViewFill.endsAboveTheSeparator(constraint, in: scene) { engineConstraint.parameterTerms = [(.hairline, -1)] }
            if let id = add(engineConstraint, to: ledger, duplicateOf: { firstIndexOfSolverID[$0] }) {
                firstIndexOfSolverID[id] = index
            }
        }
        ledger.solver.updateVariables()
    }

    /// The conflicts found while adding constraints, with `device`'s numbers in the runtime's constraints.
    func addTimeConflicts(on device: Device) -> [LayoutConflict] {
        addTimeConflicts.map { members in
            LayoutConflict(constraints: members.map { $0.resolved(for: device) }, sceneIndices: members.map(\.sceneIndex))
        }
    }

    private mutating func add(_ constraint: EngineConstraint, to ledger: SolverLedger,
                              duplicateOf: (ConstraintID) -> Int? = { _ in nil }) -> ConstraintID? {
        guard let linear = ledger.linearConstraint(constraint) else {
            if let index = constraint.sceneIndex { skipped.append(index) }
            return nil
        }
        do {
            return try ledger.add(linear, for: constraint)
        } catch .unsatisfiable(let conflict) {
            record(conflict: conflict.compactMap { ledger.added[$0] } + [constraint])
        } catch .duplicate(let existing) {
            if let index = constraint.sceneIndex, let first = duplicateOf(existing) {
                duplicates.append((first, index))
            }
        } catch {
            if let index = constraint.sceneIndex { skipped.append(index) }
        }
        return nil
    }

    private mutating func record(conflict members: [EngineConstraint]) {
        let sorted = members.sorted { ($0.sceneIndex ?? -1) < ($1.sceneIndex ?? -1) }
        let models = sorted.map(\.model)
        if !addTimeConflicts.contains(where: { $0.map(\.model) == models }) { addTimeConflicts.append(sorted) }
    }
}
