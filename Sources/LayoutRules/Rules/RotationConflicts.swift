import LayoutEngine
import LayoutModel

/// Conflicts that hold only after the screen rotates, because code re-runs its size-class branch on every trait change
/// and switches nothing off (`TraitChangeSequences`): both size classes' constraints are active then. Reported once per
/// scene, by `unsatisfiable_constraints`, with the fix the pattern needs — deactivate the other size class's set before
/// activating this one — rather than a priority to lower.
struct RotationConflicts {
    private var conflicts: [(key: [String], conflict: LayoutConflict, solution: LayoutSolution)] = []

    /// Records a conflict found in a configuration after a rotation.
    mutating func add(_ conflict: LayoutConflict, key: [String], solution: LayoutSolution) {
        conflicts.append((key, conflict, solution))
    }

    /// One diagnostic for the conflicts that no configuration without a rotation has (`plainKeys`: the member sets
    /// reported there), located at the smallest one's developer constraint; none when every one is found there too.
    func diagnostics(besides plainKeys: Set<Set<String>>, ruleID: String, severity: Severity, _ analysis: SceneAnalysis) -> [Diagnostic] {
        let only = conflicts.filter { entry in
            let members = Set(entry.key)
            return !plainKeys.contains { $0.isSubset(of: members) }
        }
        guard let first = only.min(by: { ($0.conflict.constraints.count, $0.key.joined()) < ($1.conflict.constraints.count, $1.key.joined()) })
        else { return [] }
        let distinct = Set(only.map(\.key)).count
        let carried = TraitChangeSequences.carriedOver(first.solution, in: analysis.scene)
        let kept = carried.map(\.name).joined(separator: ", ")
        let current = first.solution.variants.filter { name in !carried.contains { $0.name == name } }
        let added = current.isEmpty ? "" : " beside those of \(current.joined(separator: ", "))"
        let members = first.conflict.constraints
        let developers = zip(members, first.conflict.sceneIndices).filter { $0.1 != nil }.map(\.0)
        let anchor = developers.last { $0.origin == .user } ?? developers.last ?? members[members.count - 1]
        let others = distinct > 1 ? " (and \(distinct - 1) more conflicts in that state)" : ""
        let device = first.solution.device.name
        let previous = TraitChangeSequences.otherOrientation(of: device)
        let message = "\(analysis.scene.name): after the screen rotates from \(previous) to \(device), the constraints activated for "
            + "\(kept) are still active\(added): the size-class branch runs again on every trait change and switches "
            + "nothing off, so \(members.count) required constraints cannot all hold: "
            + members.map { analysis.name(of: $0) }.joined(separator: ", ") + others
            + ". Deactivate the other size class's constraints before activating these"
        return [Diagnostic(ruleID: ruleID, severity: severity, message: message, location: analysis.location(of: anchor),
                           notes: members.filter { $0 != anchor }.map { analysis.note(for: $0, prefix: "in conflict: ") },
                           constraints: members.map(\.displayName))]
    }
}
