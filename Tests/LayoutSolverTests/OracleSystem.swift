// The oracle's own model of a constraint system and the questions the property tests ask of it.
// Every answer is computed from scratch with `OracleLinearProgram`; nothing here touches LayoutSolver.

import Foundation

/// `Σ coefficients[i]·x_i + constant  OP  0` at a priority (1000 = required), with dense coefficients.
struct OracleConstraint: Equatable, CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: OracleRowRelation
    var priority: Double

    static let requiredPriority = 1000.0

    var isRequired: Bool { priority >= Self.requiredPriority }

    func expressionValue(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    }

    /// How far `point` is from satisfying the constraint, in units of its own expression (Cassowary's error).
    func violation(at point: [Double]) -> Double {
        let value = expressionValue(at: point)
        switch relation {
        case .equal: return abs(value)
        case .greaterOrEqual: return max(0, -value)
        case .lessOrEqual: return max(0, value)
        }
    }

    var description: String {
        var text = ""
        for (index, coefficient) in coefficients.enumerated() where coefficient != 0 {
            let magnitude = abs(coefficient) == 1 ? "" : "\(formatNumber(abs(coefficient)))*"
            if text.isEmpty {
                text = (coefficient < 0 ? "-" : "") + magnitude + "x\(index)"
            } else {
                text += (coefficient < 0 ? " - " : " + ") + magnitude + "x\(index)"
            }
        }
        if text.isEmpty { text = "0" }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant)) }
        let op: String
        switch relation {
        case .equal: op = "=="
        case .lessOrEqual: op = "<="
        case .greaterOrEqual: op = ">="
        }
        return "\(text) \(op) 0 @\(formatNumber(priority))"
    }
}

func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// The lexicographic optimum of an `OracleSystem`: per optional priority level (strongest first),
/// the smallest achievable total violation of that level, given the stronger levels are at their optimum.
struct OracleOptimum {
    /// Distinct optional priorities, strongest first.
    var levels: [Double]
    /// Minimal total violation per level, aligned with `levels`.
    var levelViolations: [Double]
    /// One optimal point.
    var point: [Double]
}

/// A set of constraints over `variableCount` free variables.
struct OracleSystem: CustomStringConvertible {
    var variableCount: Int
    var constraints: [OracleConstraint]

    /// Absolute slack granted when a level's optimal violation is fixed for the next levels, so that
    /// round-off cannot make the fixed problem infeasible. Much smaller than `valueTolerance`.
    static let levelSlack = 1e-9
    /// Values closer than this (relative to magnitude, at least 1) count as equal.
    static let valueTolerance = 1e-6

    var description: String {
        var lines = ["variables: x0...x\(variableCount - 1)"]
        for (index, constraint) in constraints.enumerated() { lines.append("  [\(index)] \(constraint)") }
        return lines.joined(separator: "\n")
    }

    var requiredIndices: [Int] { constraints.indices.filter { constraints[$0].isRequired } }

    /// Priorities of the optional constraints, strongest first.
    var optionalLevels: [Double] {
        Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    }

    // MARK: Feasibility and conflicts

    /// Whether the required constraints among `indices` can hold together.
    func isFeasible(_ indices: [Int]) -> Bool {
        var program = OracleLinearProgram(columnCount: variableCount,
                                          isFreeColumn: [Bool](repeating: true, count: variableCount))
        for index in indices {
            let constraint = constraints[index]
            program.addRow(constraint.coefficients, constraint.relation, -constraint.constant)
        }
        return program.isFeasible()
    }

    /// Every irreducible infeasible subset (IIS) of the constraints at `indices` (at most ~12 of them),
    /// each sorted ascending; found by checking subsets in order of size.
    func allIrreducibleInfeasibleSubsets(of indices: [Int]) -> [[Int]] {
        precondition(indices.count <= 12, "subset enumeration is exponential")
        let count = indices.count
        var infeasible = [Bool](repeating: false, count: 1 << count)
        var result: [[Int]] = []
        let masksBySize = (0..<(1 << count)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
        for mask in masksBySize where mask != 0 {
            // Infeasibility is inherited by supersets, so only masks whose every maximal proper subset is
            // feasible need an LP; if that LP fails, the mask is minimal.
            var containsInfeasibleSubset = false
            var rest = mask
            while rest != 0 {
                let bit = rest & -rest
                rest &= rest - 1
                if infeasible[mask & ~bit] { containsInfeasibleSubset = true; break }
            }
            if containsInfeasibleSubset {
                infeasible[mask] = true
                continue
            }
            let members = (0..<count).filter { mask & (1 << $0) != 0 }.map { indices[$0] }
            if !isFeasible(members) {
                infeasible[mask] = true
                result.append(members.sorted())
            }
        }
        return result
    }

    /// Whether `indices` is infeasible while dropping any single member leaves a feasible set.
    func isIrreducibleInfeasible(_ indices: [Int]) -> Bool {
        guard !isFeasible(indices) else { return false }
        return indices.indices.allSatisfy { drop in
            var rest = indices
            rest.remove(at: drop)
            return isFeasible(rest)
        }
    }

    // MARK: Optimum

    /// Column layout of the optimisation LP: the variables, then error columns per optional constraint.
    private struct OptimisationLayout {
        var program: OracleLinearProgram
        /// For each constraint index: its error columns (1 for inequalities, 2 for equalities) with cost 1 each.
        var errorColumns: [Int: [Int]]
    }

    private func optimisationLayout() -> OptimisationLayout {
        var errorColumns: [Int: [Int]] = [:]
        var columnCount = variableCount
        for (index, constraint) in constraints.enumerated() where !constraint.isRequired {
            let needed = constraint.relation == .equal ? 2 : 1
            errorColumns[index] = Array(columnCount..<(columnCount + needed))
            columnCount += needed
        }
        let isFree = (0..<columnCount).map { $0 < variableCount }
        var program = OracleLinearProgram(columnCount: columnCount, isFreeColumn: isFree)
        for (index, constraint) in constraints.enumerated() {
            var row = constraint.coefficients + [Double](repeating: 0, count: columnCount - variableCount)
            if let errors = errorColumns[index] {
                // expression + e⁻ - e⁺ OP 0 : the error columns absorb the violation.
                switch constraint.relation {
                case .equal:
                    row[errors[0]] = 1
                    row[errors[1]] = -1
                case .greaterOrEqual:
                    row[errors[0]] = 1
                case .lessOrEqual:
                    row[errors[0]] = -1
                }
            }
            program.addRow(row, constraint.relation, -constraint.constant)
        }
        return OptimisationLayout(program: program, errorColumns: errorColumns)
    }

    private func levelObjective(_ level: Double, layout: OptimisationLayout) -> [Double] {
        var objective = [Double](repeating: 0, count: layout.program.columnCount)
        for (index, columns) in layout.errorColumns where constraints[index].priority == level {
            for column in columns { objective[column] = 1 }
        }
        return objective
    }

    /// The LP whose feasible set is the optimal face: required constraints, and every optional level
    /// held at its optimal violation. Nil when the required constraints are infeasible.
    private func optimalFaceProgram() -> (OptimisationLayout, OracleOptimum)? {
        var layout = optimisationLayout()
        let levels = optionalLevels
        var violations: [Double] = []
        var point = [Double](repeating: 0, count: variableCount)
        guard layout.program.isFeasible() else { return nil }
        if levels.isEmpty, case .optimal(_, let p) = layout.program.minimize(
            [Double](repeating: 0, count: layout.program.columnCount)) {
            point = Array(p[0..<variableCount])
        }
        for level in levels {
            let objective = levelObjective(level, layout: layout)
            guard case .optimal(let value, let p) = layout.program.minimize(objective) else {
                preconditionFailure("a sum of non-negative errors cannot be unbounded below")
            }
            let optimal = max(0, value)
            violations.append(optimal)
            point = Array(p[0..<variableCount])
            layout.program.addRow(objective, .lessOrEqual, optimal + Self.levelSlack * max(1, optimal))
        }
        return (layout, OracleOptimum(levels: levels, levelViolations: violations, point: point))
    }

    /// The lexicographic optimum, or nil when the required constraints are infeasible.
    func lexicographicOptimum() -> OracleOptimum? {
        optimalFaceProgram()?.1
    }

    /// For every variable, its smallest and largest value over the optimal face (±infinity when unbounded).
    /// Nil when the required constraints are infeasible.
    func optimalRanges() -> (OracleOptimum, [ClosedRange<Double>])? {
        optimalRanges(of: Array(0..<variableCount))
    }

    /// Like `optimalRanges()`, for the chosen variables only (ranges aligned with `chosen`).
    func optimalRanges(of chosen: [Int]) -> (OracleOptimum, [ClosedRange<Double>])? {
        guard let (layout, optimum) = optimalFaceProgram() else { return nil }
        var ranges: [ClosedRange<Double>] = []
        for variable in chosen {
            var objective = [Double](repeating: 0, count: layout.program.columnCount)
            objective[variable] = 1
            let low: Double
            let high: Double
            switch layout.program.minimize(objective) {
            case .optimal(let value, _): low = value
            case .unbounded: low = -.infinity
            case .infeasible: preconditionFailure("the optimal face is not empty")
            }
            switch layout.program.maximize(objective) {
            case .optimal(let value, _): high = value
            case .unbounded: high = .infinity
            case .infeasible: preconditionFailure("the optimal face is not empty")
            }
            ranges.append(min(low, high)...max(low, high))
        }
        return (optimum, ranges)
    }

    /// Total violation of each level in `levels` at `point`.
    func levelViolations(at point: [Double], levels: [Double]) -> [Double] {
        levels.map { level in
            constraints.filter { !$0.isRequired && $0.priority == level }
                .reduce(0) { $0 + $1.violation(at: point) }
        }
    }

    /// The smallest weighted sum Σ weight(priority)·violation over points satisfying the required
    /// constraints (how a weight-based Cassowary scores a solution). Nil when infeasible.
    func weightedOptimumValue(weight: (Double) -> Double) -> Double? {
        let layout = optimisationLayout()
        var objective = [Double](repeating: 0, count: layout.program.columnCount)
        for (index, columns) in layout.errorColumns {
            for column in columns { objective[column] = weight(constraints[index].priority) }
        }
        guard case .optimal(let value, _) = layout.program.minimize(objective) else { return nil }
        return value
    }

    /// Whether the lexicographic optimum is also optimal for the weighted objective, i.e. whether a
    /// weight-based solver and a lexicographic one must agree on this system.
    func lexicographicAgreesWithWeighted(weight: (Double) -> Double) -> Bool {
        guard let optimum = lexicographicOptimum(),
              let weighted = weightedOptimumValue(weight: weight) else { return true }
        let lexicographicCost = zip(optimum.levels, optimum.levelViolations)
            .reduce(0) { $0 + weight($1.0) * $1.1 }
        return lexicographicCost <= weighted + 1e-7 * max(1, abs(weighted))
    }
}

/// The kit's reference priority → weight mapping (shared/bench/FORMAT.md), for weight-based solvers.
func referencePriorityWeight(_ priority: Double) -> Double {
    pow(10, (priority - 1) / 111)
}
