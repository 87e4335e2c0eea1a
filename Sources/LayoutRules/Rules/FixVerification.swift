import Dispatch
import Foundation
import LayoutEngine
import LayoutModel

/// Checks that lowering one scene constraint below required leaves no configuration with that constraint in a
/// conflict and no item ambiguous that was not ambiguous before.
///
/// The engine lists a scene's configurations as variant sets, each on the devices whose size classes it fits.
/// Many variant sets of real scenes only switch constraints in parts of the layout the candidate does not touch,
/// or leave the candidate inactive, so the work is cut in three ways that cannot change the verdict:
/// a configuration where the candidate is inactive is the configuration already solved (the engine reads only
/// active constraints), so its solution answers for it; configurations whose variants give the same constraint
/// set are solved once, on the union of their devices; and the configurations where the candidate already sits
/// in a conflict are tried first, since a "no" usually comes from them. And a device on which the configuration
/// as analysed held every required constraint and every device number, with no other constraint at the lowered
/// priority or above, is not solved again: the solver orders priorities lexicographically, so the lowered
/// constraint is met first among the optional ones and the optimum, and with it what is ambiguous, stays as it was.
struct FixVerification {
    let analysis: SceneAnalysis
    /// The scene constraint to lower.
    let index: Int
    let priority: Priority

    /// One configured scene (variants applied, none left) and the devices it is checked on.
    struct Configuration: Sendable {
        var scene: Scene
        var devices: [Device]
        /// Whether the candidate is in a conflict in this configuration as analysed (tried first).
        var hadConflict: Bool
    }

    /// Whether no configuration objects to the lowered constraint.
    func holds() -> Bool {
        let baseline = Set(analysis.solutions.flatMap(\.ambiguities).map(\.item))
        let index = self.index
        let objects: @Sendable ([LayoutConflict], [LayoutAmbiguity]) -> Bool = { conflicts, ambiguities in
            conflicts.contains { $0.sceneIndices.contains(index) } || ambiguities.contains { !baseline.contains($0.item) }
        }
        let (toSolve, unchanged) = configurations()
        if unchanged.contains(where: { objects($0.conflicts, $0.ambiguities) }) { return false }
        let engine = analysis.engine
        return Self.noneObjects(toSolve) { configuration in
            engine.firstConflictsAndAmbiguities(of: configuration.scene, devices: configuration.devices,
                                                reportingAmbiguityOf: { !baseline.contains($0) }) {
                objects($0.conflicts, $0.ambiguities)
            } != nil
        }
    }

    /// Whether `objects` is false for every configuration. The configurations are independent (each is solved in a
    /// system of its own), so they are shared out to the cores; every worker stops taking new ones once one objects.
    static func noneObjects(_ configurations: [Configuration], _ objects: @escaping @Sendable (Configuration) -> Bool) -> Bool {
        let workers = min(configurations.count, ProcessInfo.processInfo.activeProcessorCount)
        guard workers > 1 else { return !configurations.contains(where: objects) }
        let queue = ConfigurationQueue(count: configurations.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let next = queue.claim() {
                if objects(configurations[next]) { queue.recordObjection() }
            }
        }
        return !queue.objected
    }

    /// Whether lowering the (required) candidate cannot change `solution`: nothing conflicted, the device's numbers
    /// held, and every optional constraint is weaker than the lowered one.
    private func loweringLeavesAsIs(_ solution: LayoutSolution) -> Bool {
        solution.conflicts.isEmpty && solution.deviceParametersHeld
            && (solution.strongestOptionalPriority.map { $0 < priority } ?? true)
    }

    /// The distinct configured scenes with the constraint lowered that need solving, those where the candidate
    /// already conflicted first, and the analysed solutions of the configurations the lowering does not change.
    func configurations() -> (toSolve: [Configuration], unchanged: [LayoutSolution]) {
        var lowered = analysis.scene
        lowered.constraints[index].priority = priority
        var setOrder: [[String]] = []
        var solutionsBySet: [[String]: [LayoutSolution]] = [:]
        for solution in analysis.solutions {
            if solutionsBySet[solution.variants] == nil { setOrder.append(solution.variants) }
            solutionsBySet[solution.variants, default: []].append(solution)
        }
        var unique: [Configuration] = []
        var position: [Scene: Int] = [:]
        var unchanged: [LayoutSolution] = []
        for set in setOrder {
            let solutions = (solutionsBySet[set] ?? []).filter { !loweringLeavesAsIs($0) }
            if solutions.isEmpty { continue }
            // As the engine configures it: each named variant applied in turn, looked up in the scene's own list.
            // The list is then emptied (applying no variant keeps it), or the engine would check every variant
            // set again for this one configuration.
            var configured = lowered
            for name in set {
                if let variant = lowered.variants.first(where: { $0.name == name }) { configured = configured.applying(variant) }
            }
            configured.variants = []
            guard configured.constraints[index].isActive else {
                unchanged += solutions
                continue
            }
            let hadConflict = solutions.contains { $0.conflicts.contains { $0.sceneIndices.contains(index) } }
            if let existing = position[configured] {
                for solution in solutions where !unique[existing].devices.contains(solution.device) {
                    unique[existing].devices.append(solution.device)
                }
                unique[existing].hadConflict = unique[existing].hadConflict || hadConflict
            } else {
                position[configured] = unique.count
                var devices: [Device] = []
                for solution in solutions where !devices.contains(solution.device) { devices.append(solution.device) }
                unique.append(Configuration(scene: configured, devices: devices, hadConflict: hadConflict))
            }
        }
        let ordered = unique.filter(\.hadConflict) + unique.filter { !$0.hadConflict }
        return (ordered, unchanged)
    }
}

/// Hands out configuration indices to the workers of `FixVerification.noneObjects`, and stops handing them out
/// once one configuration objects. Every access holds the lock.
private final class ConfigurationQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0
    private var hasObjection = false

    init(count: Int) { self.count = count }

    /// The next configuration to check; nil when all are taken or one has objected.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !hasObjection, next < count else { return nil }
        next += 1
        return next - 1
    }

    func recordObjection() {
        lock.lock()
        hasObjection = true
        lock.unlock()
    }

    var objected: Bool {
        lock.lock()
        defer { lock.unlock() }
        return hasObjection
    }
}
