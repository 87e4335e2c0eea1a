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
    var errors: ErrorSymbols
    /// Cost of one unit of each error symbol at the constraint's level (a rider's error is its host's
    /// slack, measured in the host's units).
    var errorWeight: Double = 1
    /// For a constraint riding on another's row (see `OppositeInequalities`): the host's key.
    var host: Int?
    /// For a host: the key of the constraint riding on its row.
    var rider: Int?

    var isRequired: Bool { priority >= PriorityLevel.required }
}

/// The error symbols of one constraint (none, one or two), without an array per constraint.
struct ErrorSymbols {
    var first: Int32 = noIndex
    var second: Int32 = noIndex

    static let none = ErrorSymbols()

    var isEmpty: Bool { first < 0 }

    /// The symbols, in order (a sequence that allocates nothing: it is walked on every add).
    var symbols: Symbols { Symbols(pending: (first, second)) }

    /// The set symbols of an `ErrorSymbols`, first then second.
    struct Symbols: Sequence, IteratorProtocol {
        var pending: (Int32, Int32)

        mutating func next() -> Int32? {
            while pending.0 >= 0 || pending.1 >= 0 {
                let symbol = pending.0
                pending = (pending.1, noIndex)
                if symbol >= 0 { return symbol }
            }
            return nil
        }
    }
}

/// Bucket key for duplicate detection: relation, priority and the set of variables, mixed (the candidates
/// of a bucket are compared exactly, so a collision costs one comparison, never a false report). A plain
/// multiply-and-rotate mix instead of `Hasher`: it runs on every add.
func duplicateShapeKey(relation: RelationOperator, priority: Double, terms: [(variable: Int, coefficient: Double)]) -> Int {
    let relationCode: UInt64
    switch relation {
    case .lessThanOrEqual: relationCode = 1
    case .equal: relationCode = 2
    case .greaterThanOrEqual: relationCode = 3
    }
    return variableMix(of: terms, seed: (relationCode &* 0x9E37_79B9_7F4A_7C15) ^ priority.bitPattern)
}

/// The variables of `terms`, in order, mixed into `seed`.
func variableMix(of terms: [(variable: Int, coefficient: Double)], seed: UInt64) -> Int {
    var mixed = seed
    for term in terms {
        mixed = ((mixed ^ UInt64(bitPattern: Int64(term.variable))) &* 0x9E37_79B9_7F4A_7C15).rotated(by: 29)
    }
    return Int(bitPattern: UInt(mixed))
}

private extension UInt64 {
    func rotated(by bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}

/// The constraints of one duplicate bucket; most buckets hold one, which needs no array.
enum DuplicateBucket {
    case one(Int)
    case many([Int])

    var keys: [Int] {
        switch self {
        case .one(let key): return [key]
        case .many(let keys): return keys
        }
    }

    func adding(_ key: Int) -> DuplicateBucket {
        switch self {
        case .one(let first): return .many([first, key])
        case .many(let keys): return .many(keys + [key])
        }
    }

    /// The bucket without `key`, or nil when nothing is left.
    func removing(_ key: Int) -> DuplicateBucket? {
        let left = keys.filter { $0 != key }
        switch left.count {
        case 0: return nil
        case 1: return .one(left[0])
        default: return .many(left)
        }
    }
}

extension ConstraintRecord {
    /// The factor k (finite, non-zero) for which `other`'s expression is k times this one's, terms and
    /// constant alike (relative 1e-12); nil when there is none.
    func expressionScale(to other: ConstraintRecord) -> Double? {
        guard terms.count == other.terms.count, let first = terms.first, let otherFirst = other.terms.first else { return nil }
        let scale = otherFirst.coefficient / first.coefficient
        guard scale != 0, scale.isFinite else { return nil }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }
        for (mine, theirs) in zip(terms, other.terms) {
            guard mine.variable == theirs.variable, close(mine.coefficient * scale, theirs.coefficient) else { return nil }
        }
        return close(constant * scale, other.constant) ? scale : nil
    }

    /// Same relation and priority, and expressions equal up to a positive factor (relative 1e-12).
    func isDuplicate(of other: ConstraintRecord) -> Bool {
        guard relation == other.relation, priority == other.priority, let scale = expressionScale(to: other) else { return false }
        return scale > 0
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
