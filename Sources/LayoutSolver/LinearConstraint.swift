/// expression OP 0
public enum RelationOperator: Sendable {
    /// expression <= 0
    case lessThanOrEqual
    /// expression == 0
    case equal
    /// expression >= 0
    case greaterThanOrEqual
}

/// `expression op 0` at an Auto Layout priority in (0, 1000]; 1000 (or more) = required.
public struct LinearConstraint: Sendable {
    /// The left-hand side; the right-hand side is always 0.
    public var expression: LinearExpression
    /// How the expression relates to 0.
    public var relation: RelationOperator
    /// Auto Layout priority; see `PriorityLevel` for how priorities compare.
    public var priority: Double

    /// A constraint `expression relation 0` at `priority` (required by default).
    public init(_ expression: LinearExpression, _ relation: RelationOperator, priority: Double = 1000) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// True for priority 1000 or more: the constraint must hold exactly.
    public var isRequired: Bool { priority >= 1000 }
}

/// Handle of an added constraint.
public struct ConstraintID: Hashable, Sendable, Comparable {
    /// Sequence number of the constraint within its solver (never reused).
    public let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    /// Orders handles by the time their constraints were added.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
}
