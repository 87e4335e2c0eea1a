import LayoutModel
import LayoutSolver

/// A required constraint that fights the device (a fixed width wider than the screen) moves a device parameter off its
/// value instead of failing; pinning the parameters exposes the conflict. All of them are pinned, one after the other:
/// pinning only the moved one can succeed by moving another (a safe-area inset pinned back pushes the root wider),
/// which would leave the conflict unreported.
///
/// Each conflict is then recovered from as UIKit does, by breaking one of its constraints (see `constraintToBreak`;
/// here it keeps its wish at priority 999 instead of vanishing), and the pin is tried again. So the ambiguity read
/// afterwards is that of the layout on the real device, not of a device stretched to fit: the conflict is reported
/// once, not again as the undetermined frames it would leave. `undo(in:)` returns the solver to where it was.
struct DeviceConflictRecovery {
    /// The conflicts the device's numbers cause.
    private(set) var conflicts: [LayoutConflict] = []
    private var pins: [ConstraintID] = []
    /// Constraints broken the way UIKit breaks one, each standing in at priority 999.
    private var broken: [SolverLedger.StandIn] = []

    /// Pins the device parameters to `values` in `ledger`'s solver, breaking constraints until each pin holds, and
    /// updates the variables.
    init(pinning values: [DeviceParameters.Name: Double], on device: Device, in ledger: SolverLedger) {
        let parameters = ledger.problem.parameters
        for name in DeviceParameters.Name.allCases {
            let pin = LinearConstraint(LinearExpression(terms: [Term(parameters[name])], constant: -(values[name] ?? 0)), .equal)
            for _ in 0..<8 {
                do {
                    pins.append(try ledger.solver.add(pin))
                    break
                } catch .unsatisfiable(let members) {
                    let engineMembers = members.compactMap { id in ledger.added[id].map { (id, $0) } }
                        .sorted { ($0.1.sceneIndex ?? -1) < ($1.1.sceneIndex ?? -1) }
                    let conflict = LayoutConflict(constraints: engineMembers.map { $0.1.resolved(for: device) },
                                                  sceneIndices: engineMembers.map(\.1.sceneIndex))
                    if !conflict.constraints.isEmpty && !conflicts.contains(conflict) { conflicts.append(conflict) }
                    guard let (id, constraint) = Self.constraintToBreak(in: engineMembers),
                          let standIn = ledger.standIn(for: id, constraint, changed: { $0.priority = 999 }) else { break }
                    broken.append(standIn)
                } catch {
                    break
                }
            }
        }
        ledger.solver.updateVariables()
    }

    /// The developer's constraint to break in a conflict (members sorted by scene order): the kind real fixes lower
    /// (a cell's bottom against the table's height, then a fixed size, then any size), the last one on ties. It is
    /// the kind `unsatisfiable_constraints` suggests lowering, so a conflict another minimal set shares is not
    /// reported again with the same fix.
    private static func constraintToBreak(in members: [(ConstraintID, EngineConstraint)]) -> (ConstraintID, EngineConstraint)? {
        let fightsCellHeight = members.contains { $0.1.model.origin == .cellEncapsulatedSize }
        func rank(_ constraint: Constraint) -> Int {
            if fightsCellHeight && (constraint.firstAttribute == .bottom || constraint.firstAttribute == .bottomMargin) { return 0 }
            if constraint.secondItem == nil { return 1 }
            if constraint.firstAttribute.kind == .dimension { return 2 }
            return 3
        }
        let own = members.filter { $0.1.sceneIndex != nil }
        guard let best = own.map({ rank($0.1.model) }).min() else { return nil }
        return own.last { rank($0.1.model) == best }
    }

    /// Takes out the pins and puts the broken constraints back as they were (with new solver ids).
    mutating func undo(in ledger: SolverLedger) {
        for id in pins.reversed() { ledger.removeFromSolver(id) }
        for standIn in broken.reversed() { ledger.restore(standIn) }
        pins = []
        broken = []
        ledger.solver.updateVariables()
    }
}
