/// A solver variable; created only by `Solver.makeVariable(named:)`.
public struct Variable: Hashable, Sendable {
    /// Index of the variable inside the solver that made it.
    public let id: Int

    init(id: Int) { self.id = id }
}

/// coefficient * variable
public struct Term: Hashable, Sendable {
    /// The variable this term multiplies.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// A term `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// Σ terms + constant. The same variable may appear more than once in `terms`; the solver merges them.
public struct LinearExpression: Sendable {
    /// The variable terms; duplicates are merged by the solver.
    public var terms: [Term]
    /// The constant part of the expression.
    public var constant: Double

    /// An expression `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}
