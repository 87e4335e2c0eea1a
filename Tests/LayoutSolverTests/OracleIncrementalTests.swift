// Property test of the incremental API: random sequences of add / remove / edit variable / suggest,
// with the solver's state compared after every step against a fresh oracle solve of the current set.
// Edit variables are modelled as optional `v == suggested` constraints at their priority.

import LayoutSolver
import XCTest

final class OracleIncrementalTests: XCTestCase {
    private struct ActiveConstraint {
        var constraint: OracleConstraint
        var id: ConstraintID
        /// Index in `Sequence.operations` of the add, for replays.
        var step: Int
    }

    private struct EditState {
        var priority: Double
        var suggested: Double
    }

    /// The solver under test next to the oracle's picture of what it should contain.
    private struct Sequence {
        let seed: UInt64
        let variableCount: Int
        let harness: OracleSolverHarness
        var active: [ActiveConstraint] = []
        var edits: [Int: EditState] = [:]
        var removedIDs: [ConstraintID] = []
        var log: [String] = []
        /// The same steps in replayable form (duplicate adds and stale removes left out).
        var operations: [OracleOperation] = []

        var system: OracleSystem {
            var constraints = active.map(\.constraint)
            for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
                constraints.append(.edit(variable: variable, of: variableCount, value: edit.suggested, priority: edit.priority))
            }
            return OracleSystem(variableCount: variableCount, constraints: constraints)
        }

        var requiredIndices: [Int] { active.indices.filter { active[$0].constraint.isRequired } }

        func context() -> String {
            var text = "seed \(seed), steps so far:\n  " + log.joined(separator: "\n  ") + "\ncurrent system:\n\(system)"
            let replay = OracleReplay(variableCount: variableCount, operations: operations)
            if replay.firstProblem() != nil {
                let minimal = replay.minimized()
                text += "\nminimal reproduction (OracleReplay, \(variableCount) variables):\n\(minimal.listing)\n\(minimal.firstProblem() ?? "")"
            }
            return text
        }
    }

    func testRandomEditSequencesMatchAFreshOracleSolveAfterEveryStep() {
        let sequences = oracleCaseCount(60)
        let stepsPerSequence = 30
        var comparedSteps = 0
        for sequenceNumber in 0..<sequences {
            let seed = oracleSeed(test: 30, case: sequenceNumber)
            var generator = OracleSystemGenerator(seed: seed)
            let variableCount = generator.random.int(in: 2...5)
            let anchor = generator.anchor(variableCount: variableCount)
            var sequence = Sequence(seed: seed, variableCount: variableCount,
                                    harness: OracleSolverHarness(variableCount: variableCount))
            for _ in 0..<stepsPerSequence {
                guard performRandomStep(&sequence, generator: &generator, anchor: anchor) else { break }
                let system = sequence.system
                guard OraclePrioritySemantics.comparable(system), let (optimum, ranges) = system.optimalRanges() else { continue }
                comparedSteps += 1
                let values = sequence.harness.values()
                var problems = solutionDiscrepancies(values: values, system: system, optimum: optimum, ranges: ranges)
                for (index, entry) in sequence.active.enumerated() {
                    let expected = entry.constraint.isRequired ? 0 : entry.constraint.violation(at: values)
                    let reported = sequence.harness.solver.violation(of: entry.id)
                    if !valuesAgree(reported, expected) {
                        problems.append("violation(of: [\(index)]) = \(reported), at the solver's values it is \(expected)")
                    }
                    if !sequence.harness.solver.contains(entry.id) { problems.append("contains([\(index)]) is false") }
                }
                if !problems.isEmpty {
                    XCTFail("""
                        \(sequence.context())
                        oracle: \(describe(ranges: ranges))
                        solver: \(describe(values: values))
                        \(problems.joined(separator: "\n"))
                        """)
                    break
                }
            }
        }
        XCTAssertGreaterThan(comparedSteps, sequences * stepsPerSequence * 7 / 10)
    }

    /// Applies one random operation, checking the solver's immediate answer (accept, reject, error).
    /// Returns false when the sequence should stop because the solver already went wrong.
    private func performRandomStep(_ sequence: inout Sequence, generator: inout OracleSystemGenerator,
                                   anchor: [Double]) -> Bool {
        let solver = sequence.harness.solver
        let variables = sequence.harness.variables
        let roll = generator.random.int(in: 0...99)
        if roll < 40 || sequence.active.isEmpty {
            let required = generator.random.chance(0.5)
            let priority = required ? OracleConstraint.requiredPriority : generator.random.pick(OracleSystemGenerator.optionalPriorities)
            if generator.random.chance(0.05), let original = generator.random.element(of: sequence.active) {
                // Same constraint scaled by 2: the contract calls that a duplicate.
                var scaled = original.constraint
                scaled.coefficients = scaled.coefficients.map { $0 * 2 }
                scaled.constant *= 2
                sequence.log.append("add \(scaled) (duplicate of \(original.constraint))")
                do {
                    let id = try sequence.harness.add(scaled)
                    XCTFail("duplicate accepted as \(id)\n\(sequence.context())")
                    return false
                } catch .duplicate(let existing) {
                    XCTAssertEqual(existing, original.id, sequence.context())
                } catch {
                    XCTFail("duplicate add threw \(error)\n\(sequence.context())")
                    return false
                }
                return true
            }
            let constraint = generator.random.chance(0.7)
                ? generator.constraint(holdingAt: anchor, priority: priority)
                : generator.constraint(variableCount: sequence.variableCount, priority: priority)
            if let original = sequence.active.first(where: { constraint.isDuplicate(of: $0.constraint) }) {
                sequence.log.append("(skipped generating a duplicate of \(original.constraint))")
                return true
            }
            let current = sequence.system
            let requiredNow = sequence.requiredIndices
            let candidate = OracleSystem(variableCount: sequence.variableCount, constraints: current.constraints + [constraint])
            let expectAccept = !constraint.isRequired || candidate.isFeasible(requiredNow + [current.constraints.count])
            sequence.log.append("add \(constraint)")
            sequence.operations.append(.add(constraint))
            let before = sequence.harness.values()
            do {
                let id = try sequence.harness.add(constraint)
                sequence.active.append(ActiveConstraint(constraint: constraint, id: id, step: sequence.operations.count - 1))
                if !expectAccept {
                    XCTFail("accepted a required constraint the oracle says is infeasible\n\(sequence.context())")
                    return false
                }
            } catch .unsatisfiable(let conflict) {
                sequence.log[sequence.log.count - 1] += "  -> rejected"
                guard !expectAccept else {
                    XCTFail("rejected (conflict \(conflict)) a constraint the oracle says is feasible\n\(sequence.context())")
                    return false
                }
                let members = conflict.compactMap { id in sequence.active.firstIndex { $0.id == id } }
                let reported = members + [current.constraints.count]
                if members.count != conflict.count || !candidate.isIrreducibleInfeasible(reported) {
                    XCTFail("conflict \(conflict) (indices \(members)) + the new constraint is not an IIS\n\(sequence.context())")
                    return false
                }
                let after = sequence.harness.values()
                if !zip(before, after).allSatisfy({ valuesAgree($0, $1) }) {
                    XCTFail("rejected add changed values: \(describe(values: before)) -> \(describe(values: after))\n\(sequence.context())")
                    return false
                }
            } catch {
                XCTFail("add threw \(error)\n\(sequence.context())")
                return false
            }
        } else if roll < 60 {
            if generator.random.chance(0.1), let stale = sequence.removedIDs.last {
                sequence.log.append("remove already removed \(stale)")
                do {
                    try solver.remove(stale)
                    XCTFail("removing a removed constraint succeeded\n\(sequence.context())")
                    return false
                } catch {
                    XCTAssertEqual(error, .unknownConstraint(stale), sequence.context())
                }
                return true
            }
            let position = generator.random.int(in: 0...(sequence.active.count - 1))
            let entry = sequence.active.remove(at: position)
            sequence.log.append("remove \(entry.constraint)")
            sequence.operations.append(.remove(addStep: entry.step))
            do { try solver.remove(entry.id) } catch {
                XCTFail("remove threw \(error)\n\(sequence.context())")
                return false
            }
            sequence.removedIDs.append(entry.id)
            if solver.contains(entry.id) {
                XCTFail("contains() is true after remove\n\(sequence.context())")
                return false
            }
        } else if roll < 75 {
            let candidates = (0..<sequence.variableCount).filter { sequence.edits[$0] == nil }
            guard let variable = generator.random.element(of: candidates) else { return true }
            let priority = generator.random.pick(OracleSystemGenerator.editPriorities)
            let value = Double(generator.random.int(in: -20...20))
            sequence.log.append("addEditVariable x\(variable) @\(formatNumber(priority)); suggest x\(variable) = \(formatNumber(value))")
            sequence.operations.append(.addEdit(variable: variable, priority: priority, value: value))
            do {
                try solver.addEditVariable(variables[variable], priority: priority)
                try solver.suggestValue(value, for: variables[variable])
            } catch {
                XCTFail("edit threw \(error)\n\(sequence.context())")
                return false
            }
            sequence.edits[variable] = EditState(priority: priority, suggested: value)
            if !solver.hasEditVariable(variables[variable]) {
                XCTFail("hasEditVariable is false after addEditVariable\n\(sequence.context())")
                return false
            }
        } else if roll < 92 {
            guard let variable = generator.random.element(of: sequence.edits.keys.sorted()) else { return true }
            let value = Double(generator.random.int(in: -20...20))
            sequence.log.append("suggest x\(variable) = \(formatNumber(value))")
            sequence.operations.append(.suggest(variable: variable, value: value))
            do { try solver.suggestValue(value, for: variables[variable]) } catch {
                XCTFail("suggestValue threw \(error)\n\(sequence.context())")
                return false
            }
            sequence.edits[variable]?.suggested = value
        } else {
            guard let variable = generator.random.element(of: sequence.edits.keys.sorted()) else { return true }
            sequence.log.append("removeEditVariable x\(variable)")
            sequence.operations.append(.removeEdit(variable: variable))
            do { try solver.removeEditVariable(variables[variable]) } catch {
                XCTFail("removeEditVariable threw \(error)\n\(sequence.context())")
                return false
            }
            sequence.edits[variable] = nil
            if solver.hasEditVariable(variables[variable]) {
                XCTFail("hasEditVariable is true after removeEditVariable\n\(sequence.context())")
                return false
            }
        }
        return true
    }
}
