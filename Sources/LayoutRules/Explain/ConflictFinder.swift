import LayoutEngine
import LayoutModel
import LayoutSolver

/// Finds the irreducible conflicts among a message's logged constraints, with sizes kept non-negative.
struct ConflictFinder {
    let input: ExplainInput
    let equations: SceneEquations

    init(input: ExplainInput) {
        self.input = input
        equations = SceneEquations(scene: input.scene)
    }

    /// The constraint as the solver should see it: the runtime prints an autoresizing origin (`minX == 16`)
    /// without its superview, but means it relative to the superview.
    func effectiveConstraint(_ index: Int) -> Constraint {
        var constraint = input.constraints[index].constraint
        if constraint.secondItem == nil, let kind = constraint.firstAttribute.kind, kind != .dimension,
           let superview = input.scene.item(constraint.firstItem)?.superview {
            constraint.secondItem = superview
            constraint.secondAttribute = kind == .xPosition ? .left : .top
        }
        return constraint
    }

    /// The solver form of a member, nil when it names an unknown item or no attribute.
    func linear(_ member: ConflictMember) -> LinearConstraint? {
        switch member {
        case .logged(let index): return equations.linearConstraint(effectiveConstraint(index))
        case .sizeFloor(let item, let axis): return equations.sizeFloor(item, axis)
        }
    }

    /// Items the logged constraints mention, in first-mention order.
    var mentionedItems: [ItemID] {
        var seen = Set<ItemID>()
        return input.constraints.flatMap(\.constraint.items).filter { seen.insert($0).inserted }
    }

    /// Every independent irreducible conflict: size floors are added first, then the active logged
    /// constraints in printed order; each required constraint that cannot join yields its conflict.
    func conflicts() -> [[ConflictMember]] {
        var members: [ConflictMember] = []
        for item in mentionedItems {
            members.append(.sizeFloor(item: item, axis: .horizontal))
            members.append(.sizeFloor(item: item, axis: .vertical))
        }
        for (index, logged) in input.constraints.enumerated() where logged.constraint.isActive {
            members.append(.logged(index))
        }
        var usable: [ConflictMember] = []
        var linears: [LinearConstraint] = []
        for member in members {
            if let linear = linear(member) {
                usable.append(member)
                linears.append(linear)
            }
        }
        return Solver.minimalConflicts(in: linears).map { set in
            // Logged members in printed order first, size floors after.
            let found = set.map { usable[$0] }
            return found.filter { $0.loggedIndex != nil }.sorted { $0.loggedIndex! < $1.loggedIndex! }
                + found.filter { $0.loggedIndex == nil }
        }
    }
}
