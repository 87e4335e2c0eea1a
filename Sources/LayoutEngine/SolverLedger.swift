import LayoutModel
import LayoutSolver

/// One solver with the frame problem it was built on and a ledger of the constraints it holds. Every check that takes
/// constraints out and puts them back goes through here, so the ledger knows when the solver may no longer hold
/// exactly its rows (and ambiguity can then no longer be told from the pattern of the rows).
final class SolverLedger {
    let problem: FrameProblem
    var solver: Solver { problem.solver }
    /// Every constraint in the solver, by its solver id.
    private(set) var added: [ConstraintID: EngineConstraint] = [:]
    private var byItem = ConstraintsByItem()
    /// The constraints in the solver (edit constraints aside), for reading which of them hold with equality.
    private(set) var rows: [LinearConstraint] = []
    /// Where each constraint in the solver is in `rows` (a constraint put back keeps its row).
    private var rowOfID: [ConstraintID: Int] = [:]
    /// False once the solver may no longer hold exactly `rows`: a constraint lifted for a check could not be put
    /// back. Ambiguity is then computed afresh for every device.
    private(set) var rowsMatchSolver = true

    init(problem: FrameProblem) {
        self.problem = problem
    }

    /// The engine constraint as a solver constraint, nil when an item is unknown.
    func linearConstraint(_ constraint: EngineConstraint) -> LinearConstraint? {
        problem.linearConstraint(constraint)
    }

    /// Adds a row that no engine constraint stands for (a size floor); false when the solver refuses it.
    @discardableResult
    func addRow(_ linear: LinearConstraint) -> Bool {
        guard (try? solver.add(linear)) != nil else { return false }
        rows.append(linear)
        return true
    }

    /// The highest priority below required among the constraints added with `add(_:for:)` (stand-ins aside).
    private(set) var strongestOptionalPriority: Priority?

    /// Adds `constraint` (as `linear`) and gives it the next row.
    func add(_ linear: LinearConstraint, for constraint: EngineConstraint) throws(SolverError) -> ConstraintID {
        let id = try solver.add(linear)
        if !linear.isRequired, linear.priority > strongestOptionalPriority?.value ?? 0 {
            strongestOptionalPriority = Priority(linear.priority)
        }
        register(id, constraint)
        rowOfID[id] = rows.count
        rows.append(linear)
        return id
    }

    /// Takes constraint `id` out of the solver and the ledger.
    func remove(_ id: ConstraintID) {
        removeFromSolver(id)
        unregister(id)
    }

    /// Takes out something the ledger does not list (a pin); the ledger only notes when that fails.
    func removeFromSolver(_ id: ConstraintID) {
        if (try? solver.remove(id)) == nil { rowsMatchSolver = false }
    }

    /// Notes that the solver may no longer hold exactly `rows`.
    func noteMismatch() {
        rowsMatchSolver = false
    }

    /// The row of constraint `id`.
    func row(of id: ConstraintID) -> Int? {
        rowOfID[id]
    }

    /// The solver ids of the constraints in the solver that mention `item`.
    func ids(mentioning item: ItemID) -> Set<ConstraintID> {
        byItem.ids(mentioning: item, in: added)
    }

    /// A constraint taken out of the solver for a check, and the changed copy standing in for it.
    struct StandIn {
        var originalID: ConstraintID
        var constraint: EngineConstraint
        var replacement: ConstraintID?
    }

    /// Takes constraint `id` out of the solver and adds a copy changed by `change` in its place; nil when it cannot
    /// be taken out. `restore(_:)` undoes it.
    func standIn(for id: ConstraintID, _ constraint: EngineConstraint, changed change: (inout LinearConstraint) -> Void) -> StandIn? {
        guard var linear = linearConstraint(constraint), (try? solver.remove(id)) != nil else { return nil }
        unregister(id)
        change(&linear)
        return StandIn(originalID: id, constraint: constraint, replacement: try? solver.add(linear))
    }

    /// Removes a stand-in and puts its original back.
    func restore(_ standIn: StandIn) {
        if let replacement = standIn.replacement, (try? solver.remove(replacement)) == nil { rowsMatchSolver = false }
        putBack(standIn.constraint, removedAs: standIn.originalID)
    }

    /// Adds back a constraint taken out for a check (it was in the solver as `oldID`), keeping its row, and returns
    /// its new id; when it cannot go back the solver no longer matches `rows`.
    @discardableResult
    func putBack(_ constraint: EngineConstraint, removedAs oldID: ConstraintID) -> ConstraintID? {
        guard let linear = linearConstraint(constraint), let id = try? solver.add(linear) else {
            rowsMatchSolver = false
            return nil
        }
        register(id, constraint)
        rowOfID[id] = rowOfID.removeValue(forKey: oldID)
        return id
    }

    private func register(_ id: ConstraintID, _ constraint: EngineConstraint) {
        added[id] = constraint
        byItem.insert(id, constraint)
    }

    private func unregister(_ id: ConstraintID) {
        guard let constraint = added.removeValue(forKey: id) else { return }
        byItem.remove(id, constraint)
    }

    /// For every row but the required equalities (they always hold), and for every device parameter's edit
    /// constraint: 0 when it holds with equality at the current solution, 1 or 2 when its expression is positive or
    /// negative. nil when a value lies too near the solver's tolerance to tell (between 1e-9 and 1e-7; the solver
    /// counts 1e-8 as zero), or when the solver may hold other constraints.
    func tightPattern(_ values: [DeviceParameters.Name: Double], excludingRows excluded: Set<Int> = []) -> [UInt8]? {
        guard rowsMatchSolver else { return nil }
        func classify(_ value: Double) -> UInt8? {
            let magnitude = abs(value)
            if magnitude <= 1e-9 { return 0 }
            if magnitude < 1e-7 { return nil }
            return value > 0 ? 1 : 2
        }
        var pattern: [UInt8] = []
        pattern.reserveCapacity(rows.count + DeviceParameters.Name.allCases.count)
        for (position, row) in rows.enumerated() where !(row.relation == .equal && row.isRequired) && !excluded.contains(position) {
            guard let sign = classify(problem.value(of: row.expression)) else { return nil }
            pattern.append(sign)
        }
        for name in DeviceParameters.Name.allCases {
            guard let sign = classify(solver.value(of: problem.parameters[name]) - (values[name] ?? 0)) else { return nil }
            pattern.append(sign)
        }
        return pattern
    }
}
