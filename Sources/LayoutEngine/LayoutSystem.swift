import LayoutModel
import LayoutSolver

/// One scene configuration (a set of variants) held in one incremental solver; re-solved per device by
/// suggesting new device parameters rather than rebuilding. Its parts: the frame problem and the constraints added to
/// it (`FrameProblem`, `LayoutProblem`), what the solver holds (`SolverLedger`), the recovery from conflicts a device
/// causes (`DeviceConflictRecovery`), the content-size check (`ContentSizeAnalysis`) and the answers reused across
/// devices (`AmbiguityMemo`).
final class LayoutSystem {
    let scene: Scene
    let root: ItemID
    /// Members checked while shrinking conflicts to minimal sets, per scene and configuration: past it a conflict is
    /// reported as the solver's certificate (a set that cannot hold, perhaps with members to spare). See docs/limits.md.
    static let conflictExplanationBudget = 4_000
    /// Conflicts reported unshrunk because the budget was spent (a work counter).
    var unshrunkConflicts: Int { ledger.solver.unshrunkExplanations }
    private let ledger: SolverLedger
    /// What adding the constraints found: conflicts, duplicates, constraints skipped.
    private let problem: LayoutProblem
    private var contentSize: ContentSizeAnalysis
    private var memo = AmbiguityMemo()
    /// Whether a device whose solution has the pattern of an earlier one takes that one's ambiguity.
    private let reusesAmbiguity: Bool
    /// Whether the scene has open items at all (see `ambiguousVariablesHoldingOpenItems`).
    private let hasOpenItems: Bool

    init(scene: Scene, root: ItemID, device: Device, rightToLeft: Bool, reusesAmbiguity: Bool = true) {
        self.scene = scene
        self.reusesAmbiguity = reusesAmbiguity
        self.root = root
        let index = SceneIndex(scene)
        let solver = Solver()
        solver.explanationBudget = Self.conflictExplanationBudget
        let frameProblem = FrameProblem(scene: scene, index: index, solver: solver, device: device, rightToLeft: rightToLeft,
                                        isRoot: { $0 == root })
        ledger = SolverLedger(problem: frameProblem)
        problem = LayoutProblem(scene: scene, root: root, index: index, ledger: ledger)
        contentSize = ContentSizeAnalysis(root: root, ledger: ledger,
                                          chain: ContentChain(scene: scene, index: index, variables: frameProblem.variables),
                                          reusesAmbiguity: reusesAmbiguity, fittingConstraints: problem.fittingConstraints)
        hasOpenItems = scene.items.contains(where: \.isOpen)
    }

    // MARK: - Solving for a device

    /// Re-solves for `device` and collects everything found.
    func solve(for device: Device, variants: [String]) -> LayoutSolution {
        let values = DeviceParameters.values(for: device)
        let (deviceConflicts, ambiguities) = resolve(for: device, values: values)
        let frames = ledger.problem.absoluteFrames(cleaned: Self.clean)
        let contentReports = contentSize.reports(ambiguities: ambiguities, frames: frames, values: values, memo: &memo)
        ledger.solver.updateVariables()
        return LayoutSolution(
            device: device, variants: variants, frames: relativeFrames(frames), absoluteFrames: frames,
            conflicts: problem.addTimeConflicts(on: device) + deviceConflicts, ambiguities: ambiguities,
            contentSize: contentReports, duplicates: problem.duplicates, skippedConstraints: problem.skipped,
            strongestOptionalPriority: ledger.strongestOptionalPriority, deviceParametersHeld: parametersHeld(values))
    }

    /// Whether the solver's device parameters sit at `values` (after `resolve`, which puts every pin and broken
    /// constraint back).
    private func parametersHeld(_ values: [DeviceParameters.Name: Double]) -> Bool {
        let parameters = ledger.problem.parameters
        return !DeviceParameters.Name.allCases.contains {
            abs(ledger.solver.value(of: parameters[$0]) - (values[$0] ?? 0)) > 0.01
        }
    }

    /// Re-solves for `device` and reports only its conflicts and ambiguity: the frames and the content-size
    /// analysis are skipped.
    func conflictsAndAmbiguities(for device: Device, variants: [String]) -> LayoutEngine.ConflictsAndAmbiguities {
        let (deviceConflicts, ambiguities) = resolve(for: device, values: DeviceParameters.values(for: device))
        return LayoutEngine.ConflictsAndAmbiguities(
            device: device, variants: variants, conflicts: problem.addTimeConflicts(on: device) + deviceConflicts,
            ambiguities: ambiguities)
    }

    /// Suggests the device's numbers and returns the conflicts only they cause, and what is ambiguous.
    private func resolve(for device: Device, values: [DeviceParameters.Name: Double]) -> (conflicts: [LayoutConflict], ambiguities: [LayoutAmbiguity]) {
        let solver = ledger.solver
        ledger.problem.suggest(values)
        solver.updateVariables()
        let moved = !parametersHeld(values)
        let stretched = findAmbiguities(values)
        guard moved else { return ([], stretched) }
        // What is undetermined on the device stretched to fit and also once recovered as UIKit would: the one
        // comes from the conflict (the moved parameter's freedom), the other from which constraint was broken;
        // what both leave open is open whatever the runtime breaks.
        var recovery = DeviceConflictRecovery(pinning: values, on: device, in: ledger)
        let recovered = ambiguities(in: ambiguousVariables())
        recovery.undo(in: ledger)
        let stretchedComponents = Dictionary(stretched.map { ($0.item, Set($0.components)) }, uniquingKeysWith: { $0.union($1) })
        let ambiguities = recovered.compactMap { ambiguity -> LayoutAmbiguity? in
            guard let other = stretchedComponents[ambiguity.item] else { return nil }
            let components = ambiguity.components.filter(other.contains)
            return components.isEmpty ? nil : LayoutAmbiguity(item: ambiguity.item, components: components)
        }
        return (recovery.conflicts, ambiguities)
    }

    // MARK: - Ambiguity

    /// What is ambiguous at the current solution, taken from an earlier device with the same pattern when allowed
    /// (see `AmbiguityMemo`).
    private func findAmbiguities(_ values: [DeviceParameters.Name: Double]) -> [LayoutAmbiguity] {
        // Open items are held by equalities on the same variables on every device (`ambiguousVariablesHoldingOpenItems`),
        // which only cut the optimal face's tangent cone the same way each time: the pattern still decides the answer,
        // as it does for a loose container's pinned start (`ContentSizeAnalysis`).
        let pattern = reusesAmbiguity ? ledger.tightPattern(values) : nil
        let ambiguous = memo.ambiguousVariables(in: pattern.map { .whole(pattern: $0) }) { ambiguousVariables() }
        return ambiguities(in: ambiguous)
    }

    /// The solver's ambiguous variables at the current solution, open items held.
    private func ambiguousVariables() -> Set<Variable> {
        ambiguousVariablesHoldingOpenItems()
    }

    /// The frame components of the scene's items (system layout guides aside) among `ambiguous`.
    private func ambiguities(in ambiguous: Set<Variable>) -> [LayoutAmbiguity] {
        guard !ambiguous.isEmpty else { return [] }
        var result: [LayoutAmbiguity] = []
        for item in scene.items {
            if let kind = item.guideKind, kind != .custom { continue }
            guard let frame = ledger.problem.variables[item.id] else { continue }
            let free = FrameComponent.allCases.filter { ambiguous.contains(frame.variable($0)) }
            if !free.isEmpty { result.append(LayoutAmbiguity(item: item.id, components: free)) }
        }
        return result
    }

    /// The solver's ambiguous variables with every open item held where it is along its open axes: what code the
    /// readers did not see does to an open item is unknown, so its freedom there, and the freedom of whatever hangs
    /// from it, is not ambiguity the scene proves. Views free for reasons of their own stay free. The solver answers
    /// as if each held variable were pinned by a required equality at its value, without adding the pins (adding and
    /// removing them was a third of a large app's lint time).
    private func ambiguousVariablesHoldingOpenItems() -> Set<Variable> {
        guard hasOpenItems else { return Set(ledger.solver.ambiguousVariables()) }
        var held: [Variable] = []
        for item in scene.items where item.isOpen {
            guard let frame = ledger.problem.variables[item.id] else { continue }
            for axis in Axis.allCases where item.isOpen(axis) {
                for component in FrameComponent.allCases where component.axis == axis { held.append(frame.variable(component)) }
            }
        }
        return Set(ledger.solver.ambiguousVariables(holding: held))
    }

    // MARK: - Frames

    /// Rounds away solver noise (1e-12) so frames print as people expect.
    private static func clean(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }

    private func relativeFrames(_ absolute: [ItemID: Rect]) -> [ItemID: Rect] {
        var frames: [ItemID: Rect] = [:]
        frames.reserveCapacity(absolute.count)
        for position in scene.items.indices {
            let id = scene.items[position].id
            guard var frame = absolute[id] else { continue }
            if let parent = scene.items[position].superview, let parentFrame = absolute[parent] {
                frame.x = Self.clean(frame.x - parentFrame.x)
                frame.y = Self.clean(frame.y - parentFrame.y)
            }
            frames[id] = frame
        }
        return frames
    }
}
