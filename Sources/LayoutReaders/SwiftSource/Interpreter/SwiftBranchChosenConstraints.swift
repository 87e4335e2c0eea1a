/// A branch statement that only chooses among constraints made before it, each branch putting its choice in a list
/// that code after the statement activates:
///
///     switch iconIsHidden {
///     case true: constraints = [titleTop]
///     case false: constraints = [iconTop, titleBelowIcon, iconHeight]
///     }
///     NSLayoutConstraint.activate(constraints)
///
/// At run time the list holds one branch's choice, so each constraint is active only where a branch that chose it
/// ran: one the first alternative (laid out in place) chose and another did not stays off in that other's variant,
/// and one only later alternatives chose is activated in their variants, not in place. Generated AppKit views swap
/// such sets on a visibility change (Lona/Lona @03733a8c, held-out round 57: 9 false conflicts between the cases).
/// Constraints already active before the statement, or made inside a branch (SwiftBranchLocalConstraints.swift),
/// are left as they are.
extension SwiftSceneBuilder {
    /// Records, for each pre-made constraint only some alternatives chose (`holders`: positions into `keys`, the
    /// first alternative 0), where activating it takes effect.
    mutating func noteChosenConstraints(_ holders: [Int: Set<Int>], keys: [SwiftVariantKey], activeBefore: [Bool]) {
        for (index, positions) in holders.sorted(by: { $0.key < $1.key }) {
            guard index < activeBefore.count, !activeBefore[index], constraints.indices.contains(index) else { continue }
            if positions.contains(0) {
                for (position, key) in keys.enumerated() where !positions.contains(position) && !constraints[index].absentIn.contains(key) {
                    constraints[index].absentIn.append(key)
                }
            } else if constraints[index].madeIn == nil || positions.count > 1 {
                constraints[index].madeIn = nil
                constraints[index].chosenIn = positions.sorted().map { keys[$0] }
            }
        }
    }

    /// The variants where (de)activating constraint `index` from `requested` takes effect, when later alternatives
    /// of a branch statement inside `requested` chose it; nil when the request is taken as it is.
    func variantsChoosing(_ index: Int, activatedIn requested: SwiftVariantKey?) -> [SwiftVariantKey]? {
        let chosen = constraints[index].chosenIn
        guard !chosen.isEmpty, requested.map({ !chosen.contains($0) }) ?? true,
              chosen.allSatisfy({ Self.encloses(requested, $0) }) else { return nil }
        return chosen
    }
}
