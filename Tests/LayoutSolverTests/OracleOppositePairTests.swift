// Property test of opposite inequalities sharing one row (compression resistance and hugging on one
// expression): random systems full of such pairs are dragged with edit variables (which makes the
// solver join the pairs), then pair members are removed and added at random. After every step the
// values, each level's violation and the ambiguous variables are compared with a fresh oracle solve.

import LayoutSolver
import XCTest

final class OracleOppositePairTests: XCTestCase {
    private struct Entry {
        var constraint: OracleConstraint
        var id: ConstraintID
    }

    /// An inequality and, most of the time, its opposite on the same expression: written the other way
    /// round (`≤` for `≥`), negated, or scaled; the second one is optional, the first sometimes required.
    private static func pair(_ generator: inout OracleSystemGenerator, anchor: [Double]) -> [OracleConstraint] {
        let coefficients = generator.coefficients(variableCount: anchor.count)
        let valueAtAnchor = zip(coefficients, anchor).reduce(0) { $0 + $1.0 * $1.1 }
        let constant = -valueAtAnchor + Double(generator.random.int(in: -3...3))
        let firstPriority = generator.random.chance(0.2)
            ? OracleConstraint.requiredPriority : generator.random.pick(OracleSystemGenerator.optionalPriorities)
        let relation: OracleRowRelation = generator.random.chance(0.5) ? .greaterOrEqual : .lessOrEqual
        let first = OracleConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: firstPriority)
        guard generator.random.chance(0.85) else { return [first] }
        let opposite: OracleRowRelation = relation == .greaterOrEqual ? .lessOrEqual : .greaterOrEqual
        var second = OracleConstraint(coefficients: coefficients, constant: constant, relation: opposite,
                                      priority: generator.random.pick(OracleSystemGenerator.optionalPriorities))
        switch generator.random.int(in: 0...2) {
        case 0:
            break
        case 1:
            second.coefficients = coefficients.map { -$0 }
            second.constant = -constant
            second.relation = relation
        default:
            let factor = generator.random.pick([0.5, 2, 3])
            second.coefficients = coefficients.map { $0 * factor }
            second.constant = constant * factor
        }
        return generator.random.chance(0.5) ? [first, second] : [second, first]
    }

    func testSharedPairsMatchTheOracleAfterEveryStep() {
        let sequences = oracleCaseCount(80)
        let stepsPerSequence = 16
        var compared = 0
        var ambiguousSeen = 0
        for sequenceNumber in 0..<sequences {
            let seed = oracleSeed(test: 60, case: sequenceNumber)
            var generator = OracleSystemGenerator(seed: seed)
            let variableCount = generator.random.int(in: 2...4)
            let anchor = generator.anchor(variableCount: variableCount)
            let harness = OracleSolverHarness(variableCount: variableCount)
            var active: [Entry] = []
            var edits: [Int: (priority: Double, value: Double)] = [:]
            var log: [String] = []

            func add(_ constraint: OracleConstraint) -> Bool {
                guard !active.contains(where: { constraint.isDuplicate(of: $0.constraint) }) else { return true }
                let system = OracleSystem(variableCount: variableCount,
                                          constraints: active.map(\.constraint) + [constraint])
                let required = system.constraints.indices.filter { system.constraints[$0].isRequired }
                log.append("add \(constraint)")
                do {
                    active.append(Entry(constraint: constraint, id: try harness.add(constraint)))
                    if !system.isFeasible(required) {
                        XCTFail("seed \(seed): accepted an infeasible required constraint\n" + log.joined(separator: "\n"))
                        return false
                    }
                } catch .unsatisfiable {
                    log[log.count - 1] += "  -> rejected"
                    if system.isFeasible(required) {
                        XCTFail("seed \(seed): rejected a feasible constraint\n" + log.joined(separator: "\n"))
                        return false
                    }
                } catch {
                    XCTFail("seed \(seed): add threw \(error)\n" + log.joined(separator: "\n"))
                    return false
                }
                return true
            }

            func suggest(_ variable: Int) {
                let value = Double(generator.random.int(in: -20...20))
                if edits[variable] == nil {
                    let priority = generator.random.pick(OracleSystemGenerator.editPriorities)
                    try? harness.solver.addEditVariable(harness.variables[variable], priority: priority)
                    edits[variable] = (priority, value)
                    log.append("addEditVariable x\(variable) @\(formatNumber(priority))")
                }
                try? harness.solver.suggestValue(value, for: harness.variables[variable])
                edits[variable]?.value = value
                log.append("suggest x\(variable) = \(formatNumber(value))")
            }

            var healthy = true
            for _ in 0..<generator.random.int(in: 2...4) where healthy {
                for constraint in Self.pair(&generator, anchor: anchor) where healthy { healthy = add(constraint) }
            }
            suggest(generator.random.int(in: 0...(variableCount - 1)))
            for _ in 0..<stepsPerSequence where healthy {
                let roll = generator.random.int(in: 0...99)
                if roll < 30 {
                    for constraint in Self.pair(&generator, anchor: anchor) where healthy { healthy = add(constraint) }
                } else if roll < 60, !active.isEmpty {
                    let entry = active.remove(at: generator.random.int(in: 0...(active.count - 1)))
                    log.append("remove \(entry.constraint)")
                    do { try harness.solver.remove(entry.id) } catch {
                        XCTFail("seed \(seed): remove threw \(error)\n" + log.joined(separator: "\n"))
                        healthy = false
                    }
                } else {
                    suggest(generator.random.int(in: 0...(variableCount - 1)))
                }
                guard healthy else { break }

                var constraints = active.map(\.constraint)
                for (variable, edit) in edits.sorted(by: { $0.key < $1.key }) {
                    constraints.append(.edit(variable: variable, of: variableCount, value: edit.value, priority: edit.priority))
                }
                let system = OracleSystem(variableCount: variableCount, constraints: constraints)
                guard OraclePrioritySemantics.comparable(system), let (optimum, ranges) = system.optimalRanges() else { continue }
                compared += 1
                let values = harness.values()
                var problems = solutionDiscrepancies(values: values, system: system, optimum: optimum, ranges: ranges)
                for entry in active where !entry.constraint.isRequired {
                    let reported = harness.solver.violation(of: entry.id)
                    let expected = entry.constraint.violation(at: values)
                    if !valuesAgree(reported, expected) {
                        problems.append("violation(of: \(entry.constraint)) = \(reported), at the solver's values \(expected)")
                    }
                }
                let expectedAmbiguous = oracleAmbiguousIndices(ranges)
                ambiguousSeen += expectedAmbiguous.count
                let reportedAmbiguous = Set(harness.solver.ambiguousVariables().compactMap(harness.variableIndex))
                if reportedAmbiguous != expectedAmbiguous {
                    problems.append("ambiguous \(reportedAmbiguous.sorted()), oracle \(expectedAmbiguous.sorted())")
                }
                if !problems.isEmpty {
                    XCTFail("""
                        seed \(seed)
                        \(log.joined(separator: "\n"))
                        oracle: \(describe(ranges: ranges))
                        solver: \(describe(values: values))
                        \(problems.joined(separator: "\n"))
                        """)
                    break
                }
            }
        }
        XCTAssertGreaterThan(compared, sequences * stepsPerSequence / 2)
        XCTAssertGreaterThan(ambiguousSeen, 0, "the generator should leave some variables free")
    }
}
