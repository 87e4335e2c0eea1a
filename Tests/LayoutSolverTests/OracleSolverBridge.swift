// The only place where oracle systems meet LayoutSolver: translation of constraints and the
// comparison of a solver's state with the oracle's answers.

import LayoutSolver

extension OracleConstraint {
    func linearConstraint(over variables: [Variable]) -> LinearConstraint {
        var terms: [Term] = []
        for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
            terms.append(Term(variables[index], coefficient))
        }
        let relationOperator: RelationOperator
        switch relation {
        case .equal: relationOperator = .equal
        case .lessOrEqual: relationOperator = .lessThanOrEqual
        case .greaterOrEqual: relationOperator = .greaterThanOrEqual
        }
        return LinearConstraint(LinearExpression(terms: terms, constant: constant), relationOperator, priority: priority)
    }

    /// The contract's duplicate rule: same relation and priority, expression equal up to a positive factor.
    func isDuplicate(of other: OracleConstraint) -> Bool {
        guard relation == other.relation, priority == other.priority,
              let pivot = coefficients.indices.first(where: { coefficients[$0] != 0 }),
              other.coefficients[pivot] != 0 else { return false }
        let scale = other.coefficients[pivot] / coefficients[pivot]
        guard scale > 0 else { return false }
        let close = { (a: Double, b: Double) in abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }
        return zip(coefficients, other.coefficients).allSatisfy { close($0 * scale, $1) }
            && close(constant * scale, other.constant)
    }
}

extension OracleSystem {
    /// The same system without later constraints that duplicate an earlier one (the solver rejects those).
    func withoutDuplicates() -> OracleSystem {
        var kept: [OracleConstraint] = []
        for constraint in constraints where !kept.contains(where: { constraint.isDuplicate(of: $0) }) {
            kept.append(constraint)
        }
        return OracleSystem(variableCount: variableCount, constraints: kept)
    }
}

/// A solver with variables `x0…x(n-1)`, matching an oracle system's variable numbering.
extension OracleConstraint {
    /// What an edit variable stands for: the optional `variable == value` at the edit's priority.
    static func edit(variable: Int, of variableCount: Int, value: Double, priority: Double) -> OracleConstraint {
        var coefficients = [Double](repeating: 0, count: variableCount)
        coefficients[variable] = 1
        return OracleConstraint(coefficients: coefficients, constant: -value, relation: .equal, priority: priority)
    }
}

struct OracleSolverHarness {
    let solver = Solver()
    let variables: [Variable]

    init(variableCount: Int) {
        var made: [Variable] = []
        for index in 0..<variableCount { made.append(solver.makeVariable(named: "x\(index)")) }
        variables = made
    }

    @discardableResult
    func add(_ constraint: OracleConstraint) throws(SolverError) -> ConstraintID {
        try solver.add(constraint.linearConstraint(over: variables))
    }

    /// Current values after `updateVariables()`.
    func values() -> [Double] {
        solver.updateVariables()
        return variables.map { solver.value(of: $0) }
    }

    func variableIndex(_ variable: Variable) -> Int? {
        variables.firstIndex(of: variable)
    }
}

func valuesAgree(_ a: Double, _ b: Double, tolerance: Double = OracleSystem.valueTolerance) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Discrepancies between a solver's values and what the oracle proves about `system`'s optimum:
/// required constraints must hold, every optional level must be at its optimal violation, and every
/// variable the oracle pins to one value must have it. Empty when the solution is correct.
func solutionDiscrepancies(values: [Double], system: OracleSystem, optimum: OracleOptimum,
                           ranges: [ClosedRange<Double>]) -> [String] {
    var problems: [String] = []
    for (index, constraint) in system.constraints.enumerated() where constraint.isRequired {
        let scale = zip(constraint.coefficients, values).reduce(abs(constraint.constant)) { $0 + abs($1.0 * $1.1) }
        if constraint.violation(at: values) > OracleSystem.valueTolerance * max(1, scale) {
            problems.append("required [\(index)] \(constraint) violated by \(constraint.violation(at: values))")
        }
    }
    let got = system.levelViolations(at: values, levels: optimum.levels)
    for (level, (expected, actual)) in zip(optimum.levels, zip(optimum.levelViolations, got))
    where !valuesAgree(expected, actual) {
        problems.append("priority \(formatNumber(level)): total violation \(actual), optimum \(expected)")
        break  // later levels are meaningless once a stronger one differs
    }
    for (index, range) in ranges.enumerated() {
        let value = values[index]
        let unique = range.lowerBound.isFinite && range.upperBound.isFinite
            && range.upperBound - range.lowerBound <= OracleSystem.valueTolerance * max(1, abs(range.lowerBound))
        if unique && !valuesAgree(value, range.lowerBound) {
            problems.append("x\(index) = \(value), the optimum is unique: \(range.lowerBound)")
        } else if !unique && (value < range.lowerBound - 1e-6 * max(1, abs(value))
                              || value > range.upperBound + 1e-6 * max(1, abs(value))) {
            problems.append("x\(index) = \(value) outside the optimal range \(range)")
        }
    }
    return problems
}

/// Variables whose optimal range is wider than the ambiguity tolerance.
func oracleAmbiguousIndices(_ ranges: [ClosedRange<Double>]) -> Set<Int> {
    Set(ranges.indices.filter { ranges[$0].upperBound - ranges[$0].lowerBound > 1e-5 })
}

func describe(ranges: [ClosedRange<Double>]) -> String {
    ranges.enumerated().map { "x\($0.offset) ∈ [\($0.element.lowerBound), \($0.element.upperBound)]" }
        .joined(separator: ", ")
}

func describe(values: [Double]) -> String {
    values.enumerated().map { "x\($0.offset) = \($0.element)" }.joined(separator: ", ")
}
