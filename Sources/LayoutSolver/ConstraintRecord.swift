/// What the solver remembers about one added constraint (user constraint or edit constraint).
struct ConstraintRecord {
    /// Merged terms: (variable id, coefficient), sorted by variable id, no zero coefficients.
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: RelationOperator
    var priority: Double
    /// The symbol that identifies the constraint's row: slack (inequality), dummy (required equality)
    /// or the positive error (optional equality); `noIndex` for a constraint without variables.
    var marker: Int32
    /// The second symbol of an optional constraint (its error, or the negative error of an equality).
    var other: Int32
    /// Error symbols that carry cost in the objective.
    var errors: [Int32]

    var isRequired: Bool { priority >= PriorityLevel.required }
}

/// Bucket key for duplicate detection: relation, priority and the set of variables.
struct DuplicateShape: Hashable {
    var relation: UInt8
    var priority: Double
    var variables: [Int]

    init(relation: RelationOperator, priority: Double, terms: [(variable: Int, coefficient: Double)]) {
        switch relation {
        case .lessThanOrEqual: self.relation = 0
        case .equal: self.relation = 1
        case .greaterThanOrEqual: self.relation = 2
        }
        self.priority = priority
        variables = terms.map(\.variable)
    }
}

extension ConstraintRecord {
    /// Same relation and priority, and expressions equal up to a positive factor (relative 1e-12).
    func isDuplicate(of other: ConstraintRecord) -> Bool {
        guard relation == other.relation, priority == other.priority, terms.count == other.terms.count,
              let first = terms.first, let otherFirst = other.terms.first else { return false }
        let scale = otherFirst.coefficient / first.coefficient
        guard scale > 0, scale.isFinite else { return false }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }
        for (mine, theirs) in zip(terms, other.terms) {
            guard mine.variable == theirs.variable, close(mine.coefficient * scale, theirs.coefficient) else { return false }
        }
        return close(constant * scale, other.constant)
    }
}

/// How a solver explains a rejected required constraint.
enum ConflictExplanation {
    /// Nothing (the caller only wants to know that it failed).
    case none
    /// The constraints named by the simplex certificate (infeasible together, maybe not minimal).
    case certificate
    /// The certificate shrunk to an irreducible set (the public behaviour).
    case irreducible
}
