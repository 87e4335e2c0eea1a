/// Gives the variables of constraints a twin in a scratch solver, made on first use, so a set of constraints
/// can be replayed there (the conflict checks and `minimalConflicts(in:)` each run on a fresh solver).
struct VariableTranslation {
    let target: Solver
    private var twins: [Int: Variable] = [:]

    init(into target: Solver) {
        self.target = target
    }

    /// The target solver's twin of variable `id`.
    mutating func variable(for id: Int) -> Variable {
        if let known = twins[id] { return known }
        let made = target.makeVariable(named: "")
        twins[id] = made
        return made
    }

    /// A recorded constraint over the twins, required (as every record the conflict checks replay is).
    mutating func constraint(_ record: ConstraintRecord) -> LinearConstraint {
        var terms: [Term] = []
        terms.reserveCapacity(record.terms.count)
        for term in record.terms { terms.append(Term(variable(for: term.variable), term.coefficient)) }
        return LinearConstraint(LinearExpression(terms: terms, constant: record.constant), record.relation)
    }
}
