/// Conflict explanation: from the simplex certificate to an irreducible set.
///
/// When a required constraint cannot be added, the row that proves it (the artificial row at its
/// optimum, or a row left with only dummies) is a Farkas certificate: it is a combination of the
/// original constraint rows, and a required constraint takes part exactly when its marker symbol still
/// appears in that row. That candidate set is usually already minimal (a basic certificate's support is an
/// irreducible infeasible subsystem), so it is first checked with one scratch solver in O(k) adds and
/// removes; only when that check fails does a deletion filter with fresh oracle solvers shrink it.
extension Solver {
    /// Certificates larger than this are not shrunk (see `explanationBudget`).
    public static let maximumShrunkConflict = 128

    func explain(_ candidateKeys: [Int], adding record: ConstraintRecord) -> [ConstraintID] {
        switch explanation {
        case .none: return []
        case .certificate: return Array(Set(candidateKeys)).sorted().map { ConstraintID(rawValue: $0) }
        case .irreducible: break
        }
        var keys = Array(Set(candidateKeys)).sorted()
        // A certificate of hundreds of members costs that many adds to a solver as large to check (the 300 nested
        // views inset 1 pt each: 35 s); it is handed back as it is.
        guard explanationBudget >= keys.count, keys.count <= Self.maximumShrunkConflict else {
            unshrunkExplanations += 1
            return keys.map { ConstraintID(rawValue: $0) }
        }
        explanationBudget -= keys.count
        if isIrreducibleConflict(keys, adding: record) { return keys.map { ConstraintID(rawValue: $0) } }
        if Solver.infeasibleCore(keys.compactMap { records[$0] } + [record]) == nil {
            // Round-off spoilt the certificate: fall back to every required constraint.
            keys = records.userKeys.filter { records[$0]!.isRequired }
        }
        // Deletion filter. When dropping a member leaves the set infeasible, the oracle's own certificate
        // (a subset of what is left) replaces the set, so large certificates shrink in a few oracle calls.
        var index = 0
        while index < keys.count {
            var trial = keys
            trial.remove(at: index)
            if let core = Solver.infeasibleCore(trial.compactMap { records[$0] } + [record]) {
                let kept = Set(core.filter { $0 < trial.count }.map { trial[$0] })
                keys = trial.filter { kept.contains($0) }
                index = 0
            } else {
                index += 1
            }
        }
        return keys.map { ConstraintID(rawValue: $0) }
    }

    /// True when `keys` plus `record` cannot hold together and dropping any one key lets the rest hold
    /// (`record` itself is in every conflict: the constraints already added hold together).
    ///
    /// One scratch solver walks the k "all but one" subsets: it holds everything but `keys[0]` (adding
    /// `keys[0]` must fail), then for each next key removes it and adds the previous one back (that add must
    /// succeed). That is k + 1 adds and k − 1 removes instead of k fresh solvers of k constraints each.
    /// Any surprise (a failing or succeeding add that should not) answers false, and the caller falls back
    /// to the deletion filter.
    func isIrreducibleConflict(_ keys: [Int], adding record: ConstraintRecord) -> Bool {
        guard !keys.isEmpty else { return false }
        var members: [ConstraintRecord] = []
        members.reserveCapacity(keys.count)
        for key in keys {
            guard let member = records[key], member.isRequired else { return false }
            members.append(member)
        }
        let scratch = Solver()
        scratch.explanation = .none
        var translation = VariableTranslation(into: scratch)
        var ids: [ConstraintID?] = Array(repeating: nil, count: members.count)
        do {
            try scratch.add(translation.constraint(record))
            for index in 1..<members.count { ids[index] = try scratch.add(translation.constraint(members[index])) }
        } catch {
            return false
        }
        // Without keys[0] everything holds; with it, nothing can.
        do {
            try scratch.add(translation.constraint(members[0]))
            return false
        } catch .unsatisfiable {
        } catch {
            return false
        }
        for index in 1..<members.count {
            guard let id = ids[index] else { return false }
            do {
                try scratch.remove(id)
                ids[index - 1] = try scratch.add(translation.constraint(members[index - 1]))
            } catch {
                return false
            }
        }
        return true
    }

    /// Indices (into `constraints`) of an infeasible subset found by a fresh solver, or nil when the
    /// required constraints can all hold together. The last constraint is assumed to take part.
    static func infeasibleCore(_ constraints: [ConstraintRecord]) -> [Int]? {
        let oracle = Solver()
        oracle.explanation = .certificate
        var translation = VariableTranslation(into: oracle)
        var indexOfKey: [Int: Int] = [:]
        for (index, record) in constraints.enumerated() {
            let constraint = translation.constraint(record)
            do {
                let id = try oracle.add(constraint)
                indexOfKey[id.rawValue] = index
            } catch .unsatisfiable(let conflict) {
                return conflict.compactMap { indexOfKey[$0.rawValue] } + [index]
            } catch {
                continue  // a duplicate or a degenerate constraint says nothing about feasibility
            }
        }
        return nil
    }

    /// For a whole set handed in at once: every independent minimal conflict set among its required constraints,
    /// each as sorted indices into `constraints`. Constraints are considered in order; each required one that
    /// cannot be added yields the irreducible set it conflicts with (including itself), and is then left out.
    /// Empty when the required constraints are feasible together. Optional constraints never conflict.
    public static func minimalConflicts(in constraints: [LinearConstraint]) -> [[Int]] {
        let solver = Solver()
        var translation = VariableTranslation(into: solver)
        var indexOfKey: [Int: Int] = [:]
        var conflicts: [[Int]] = []
        for (index, constraint) in constraints.enumerated() where constraint.isRequired {
            var translated = constraint
            translated.expression.terms = constraint.expression.terms.map { term in
                Term(translation.variable(for: term.variable.id), term.coefficient)
            }
            do {
                let id = try solver.add(translated)
                indexOfKey[id.rawValue] = index
            } catch .unsatisfiable(let conflict) {
                conflicts.append((conflict.compactMap { indexOfKey[$0.rawValue] } + [index]).sorted())
            } catch {
                continue
            }
        }
        return conflicts
    }
}
