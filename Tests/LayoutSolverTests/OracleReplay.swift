// A replayable list of solver operations, checked step by step against the oracle. Regression
// reproductions found by the random tests are written in this form, and `minimized(while:)` shrinks
// a failing list to the few operations that still fail.

import LayoutSolver

/// One call on the solver's incremental API.
enum OracleOperation: CustomStringConvertible {
    case add(OracleConstraint)
    /// Removes the constraint added by the operation at `addStep` (an index into the same list).
    case remove(addStep: Int)
    case addEdit(variable: Int, priority: Double, value: Double)
    case suggest(variable: Int, value: Double)
    case removeEdit(variable: Int)

    var description: String {
        switch self {
        case .add(let constraint): return "add \(constraint)"
        case .remove(let step): return "remove the constraint of step \(step)"
        case .addEdit(let variable, let priority, let value):
            return "addEditVariable x\(variable) @\(formatNumber(priority)); suggest \(formatNumber(value))"
        case .suggest(let variable, let value): return "suggest x\(variable) = \(formatNumber(value))"
        case .removeEdit(let variable): return "removeEditVariable x\(variable)"
        }
    }
}

struct OracleReplay {
    var variableCount: Int
    var operations: [OracleOperation]

    var listing: String {
        operations.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    }

    /// Runs the operations on a fresh solver; returns the first disagreement with the oracle (accepting
    /// an infeasible required constraint, rejecting a feasible one, or values off the optimal face).
    func firstProblem() -> String? {
        let harness = OracleSolverHarness(variableCount: variableCount)
        var active: [Int: (OracleConstraint, ConstraintID)] = [:]  // step → constraint
        var edits: [Int: (priority: Double, value: Double)] = [:]
        for (step, operation) in operations.enumerated() {
            switch operation {
            case .add(let constraint):
                let required = active.values.map(\.0).filter(\.isRequired)
                let feasible = !constraint.isRequired
                    || OracleSystem(variableCount: variableCount, constraints: required + [constraint])
                        .isFeasible(Array(0...required.count))
                do {
                    let id = try harness.add(constraint)
                    active[step] = (constraint, id)
                    if !feasible { return "step \(step): accepted a required constraint that cannot hold" }
                } catch .unsatisfiable {
                    if feasible { return "step \(step): rejected a constraint that can hold" }
                } catch {
                    return "step \(step): add threw \(error)"
                }
            case .remove(let addStep):
                guard let (_, id) = active.removeValue(forKey: addStep) else { continue }
                do { try harness.solver.remove(id) } catch { return "step \(step): remove threw \(error)" }
            case .addEdit(let variable, let priority, let value):
                guard edits[variable] == nil else { continue }
                do {
                    try harness.solver.addEditVariable(harness.variables[variable], priority: priority)
                    try harness.solver.suggestValue(value, for: harness.variables[variable])
                } catch { return "step \(step): edit threw \(error)" }
                edits[variable] = (priority, value)
            case .suggest(let variable, let value):
                guard edits[variable] != nil else { continue }
                do { try harness.solver.suggestValue(value, for: harness.variables[variable]) } catch {
                    return "step \(step): suggest threw \(error)"
                }
                edits[variable]?.value = value
            case .removeEdit(let variable):
                guard edits[variable] != nil else { continue }
                do { try harness.solver.removeEditVariable(harness.variables[variable]) } catch {
                    return "step \(step): removeEditVariable threw \(error)"
                }
                edits[variable] = nil
            }
            var constraints = active.sorted { $0.key < $1.key }.map(\.value.0)
            for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
                constraints.append(.edit(variable: variable, of: variableCount, value: edit.value, priority: edit.priority))
            }
            let system = OracleSystem(variableCount: variableCount, constraints: constraints)
            guard let (optimum, ranges) = system.optimalRanges() else { return "step \(step): oracle found the accepted set infeasible" }
            let values = harness.values()
            let problems = solutionDiscrepancies(values: values, system: system, optimum: optimum, ranges: ranges)
            if !problems.isEmpty {
                return """
                    after step \(step): \(problems.joined(separator: "; "))
                      solver: \(describe(values: values))
                      oracle: \(describe(ranges: ranges))
                    """
            }
        }
        return nil
    }

    /// Greedily drops operations (and removes that refer to dropped adds) while `stillFails` holds,
    /// repeating until no single operation can go (an edit dropped late can make an earlier step droppable).
    func minimized(while stillFails: (OracleReplay) -> Bool = { $0.firstProblem() != nil }) -> OracleReplay {
        var current = self
        var shrunk = true
        while shrunk {
            shrunk = false
            var index = current.operations.count - 1
            while index >= 0 {
                var candidate = current
                candidate.operations.remove(at: index)
                candidate.operations = candidate.operations.compactMap { operation in
                    guard case .remove(let step) = operation else { return operation }
                    if step == index { return nil }
                    return .remove(addStep: step > index ? step - 1 : step)
                }
                if stillFails(candidate) {
                    current = candidate
                    shrunk = true
                }
                index = min(index - 1, current.operations.count - 1)
            }
        }
        return current
    }
}
