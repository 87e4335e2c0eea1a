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

    /// How many extra solver runs the search for smaller or better-placed conflicts may take.
    static let alternativeBudget = 80

    /// Every independent irreducible conflict, the one to read first at the front: size floors are added first,
    /// then the active logged constraints in printed order; each required constraint that cannot join yields its
    /// conflict. The order of addition decides which of several overlapping conflicts the solver meets first, so
    /// others are looked for too (each member of a conflict found left out in turn, and the constraint the runtime
    /// broke added last), and the first set reported is the one with the constraint the runtime broke, then the
    /// smallest, then the one with fewest implicit size floors. It is checked to be minimal with the solver.
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
        let base = Solver.minimalConflicts(in: linears)
        guard !base.isEmpty else { return [] }
        let broken = input.brokenIndex.flatMap { usable.firstIndex(of: .logged($0)) }
        let alternatives = Self.alternatives(to: base, in: linears, broken: broken)
        let ranked = alternatives.enumerated().min { lhs, rhs in
            rankKey(lhs.element, usable, broken, lhs.offset).lexicographicallyPrecedes(rankKey(rhs.element, usable, broken, rhs.offset))
        }!.element
        let first = Self.minimal(ranked, in: linears)
        // Another conflict the solver met that shares a printed constraint with the first is the same problem seen
        // through other members; the others are independent and follow.
        let firstLogged = Set(first.filter { usable[$0].loggedIndex != nil })
        let sets = [first] + base.filter { Set($0) != Set(first) && firstLogged.isDisjoint(with: $0) }
        return sets.map { set in
            // Logged members in printed order first, size floors after.
            let found = set.map { usable[$0] }
            return found.filter { $0.loggedIndex != nil }.sorted { $0.loggedIndex! < $1.loggedIndex! }
                + found.filter { $0.loggedIndex == nil }
        }
    }

    private func rankKey(_ set: [Int], _ usable: [ConflictMember], _ broken: Int?, _ order: Int) -> [Int] {
        let floors = set.filter { usable[$0].loggedIndex == nil }.count
        return [broken.map { set.contains($0) ? 0 : 1 } ?? 0, set.count, floors, order]
    }

    /// Whether the required constraints among `indices` can all hold together.
    static func holds(_ indices: [Int], in linears: [LinearConstraint]) -> Bool {
        Solver.minimalConflicts(in: indices.map { linears[$0] }).isEmpty
    }

    /// `set` made minimal: a member whose removal leaves the rest still in conflict is dropped (a deletion filter;
    /// the solver's sets are normally minimal already, so this only checks them).
    static func minimal(_ set: [Int], in linears: [LinearConstraint]) -> [Int] {
        guard !holds(set, in: linears) else { return set }
        var kept = set
        var position = 0
        while position < kept.count {
            var trial = kept
            trial.remove(at: position)
            if !trial.isEmpty, !holds(trial, in: linears) { kept = trial } else { position += 1 }
        }
        return kept
    }

    /// Conflicts other than the solver's first ones, found as in a hitting-set tree: the constraints are added with
    /// the broken one last (so the conflict met when it cannot join is one it belongs to), with the members of known
    /// conflicts left out one more at a time, breadth first, within the budget. Each is a set of indices into
    /// `linears`, sorted, without repeats; `base` comes first.
    static func alternatives(to base: [[Int]], in linears: [LinearConstraint], broken: Int?) -> [[Int]] {
        var found: [[Int]] = base.map { $0.sorted() }
        var seen = Set(found)
        func first(leavingOut excluded: Set<Int>) -> [Int]? {
            let order = linears.indices.filter { !excluded.contains($0) && $0 != broken } + (broken.map { excluded.contains($0) ? [] : [$0] } ?? [])
            let conflicts = Solver.minimalConflicts(in: order.map { linears[$0] })
            let chosen = conflicts.first { set in set.contains { order[$0] == broken } } ?? conflicts.first
            return chosen.map { $0.map { order[$0] }.sorted() }
        }
        var budget = alternativeBudget
        var queue: [(excluded: Set<Int>, set: [Int])] = []
        if let broken {
            budget -= 1
            if let set = first(leavingOut: []) {
                if seen.insert(set).inserted { found.append(set) }
                if set.contains(broken) { queue.append(([], set)) }
            }
        }
        queue += base.map { (Set<Int>(), $0) }
        var tried = Set<Set<Int>>()
        while !queue.isEmpty, budget > 0 {
            let (excluded, set) = queue.removeFirst()
            for member in set where member != broken && budget > 0 {
                let next = excluded.union([member])
                guard tried.insert(next).inserted else { continue }
                budget -= 1
                guard let alternative = first(leavingOut: next) else { continue }
                if seen.insert(alternative).inserted { found.append(alternative) }
                queue.append((next, alternative))
            }
        }
        return found
    }
}
