// Property tests for conflicts: which required constraints the solver rejects, whether the conflict
// it reports is an irreducible infeasible subset (IIS) by the oracle's subset enumeration, whether a
// rejected add leaves the solver untouched, and `Solver.minimalConflicts(in:)`.

import LayoutSolver
import XCTest

final class OracleConflictTests: XCTestCase {
    /// A conflict-prone set of ≤ 10 required constraints with a few optional ones mixed in (they never
    /// conflict, but make the values worth comparing after a rejection).
    static func conflictSystem(seed: UInt64) -> OracleSystem {
        var generator = OracleSystemGenerator(seed: seed)
        let variableCount = generator.random.int(in: 2...5)
        var system = generator.conflictProneSystem(variableCount: variableCount,
                                                   requiredCount: generator.random.int(in: 3...10))
        for _ in 0..<generator.random.int(in: 0...3) {
            let optional = generator.constraint(variableCount: variableCount,
                                                priority: generator.random.pick(OracleSystemGenerator.optionalPriorities))
            system.constraints.insert(optional, at: generator.random.int(in: 0...system.constraints.count))
        }
        return system.withoutDuplicates()
    }

    func testRejectedAddsReportAnIrreducibleConflictAndChangeNothing() {
        let cases = oracleCaseCount(160)
        var rejections = 0
        for caseNumber in 0..<cases {
            let seed = oracleSeed(test: 10, case: caseNumber)
            let system = Self.conflictSystem(seed: seed)
            let allIIS = Set(system.allIrreducibleInfeasibleSubsets(of: system.requiredIndices))
            let harness = OracleSolverHarness(variableCount: system.variableCount)
            var accepted: [Int] = []
            var idToIndex: [ConstraintID: Int] = [:]
            let context = { "seed \(seed)\n\(system)\nIIS by enumeration: \(allIIS.sorted { $0.lexicographicallyPrecedes($1) })" }
            for (index, constraint) in system.constraints.enumerated() {
                let expectAccept = !constraint.isRequired
                    || system.isFeasible(accepted.filter { system.constraints[$0].isRequired } + [index])
                let before = harness.values()
                do {
                    let id = try harness.add(constraint)
                    idToIndex[id] = index
                    accepted.append(index)
                    if !expectAccept {
                        XCTFail("[\(index)] was accepted but conflicts with \(accepted.dropLast())\n\(context())")
                        break
                    }
                } catch .unsatisfiable(let conflict) {
                    rejections += 1
                    guard !expectAccept else {
                        XCTFail("[\(index)] was rejected (conflict \(conflict)) but is feasible with \(accepted)\n\(context())")
                        break
                    }
                    let members = conflict.compactMap { idToIndex[$0] }
                    let reported = (members + [index]).sorted()
                    if members.count != conflict.count || !members.allSatisfy({ system.constraints[$0].isRequired }) {
                        XCTFail("[\(index)]: conflict \(conflict) names ids that are not accepted required constraints\n\(context())")
                    } else if !allIIS.contains(reported) {
                        XCTFail("[\(index)]: reported conflict \(reported) is not an IIS (infeasible: \(!system.isFeasible(reported)))\n\(context())")
                    }
                    let after = harness.values()
                    if !zip(before, after).allSatisfy({ valuesAgree($0, $1) }) {
                        XCTFail("[\(index)]: a rejected add changed the values: before \(describe(values: before)), after \(describe(values: after))\n\(context())")
                    }
                    Self.checkAgainstFreshSolver(harness: harness, system: system, accepted: accepted, context: context)
                } catch {
                    XCTFail("[\(index)]: unexpected error \(error)\n\(context())")
                    break
                }
            }
            let acceptedSystem = OracleSystem(variableCount: system.variableCount,
                                              constraints: accepted.map { system.constraints[$0] })
            if OraclePrioritySemantics.comparable(acceptedSystem), let (optimum, ranges) = acceptedSystem.optimalRanges() {
                let problems = solutionDiscrepancies(values: harness.values(), system: acceptedSystem,
                                                     optimum: optimum, ranges: ranges)
                if !problems.isEmpty {
                    XCTFail("after the adds, values are wrong: \(problems)\n\(context())")
                }
            }
        }
        XCTAssertGreaterThan(rejections, cases / 2, "the generator should make conflicts common")
    }

    /// After a rejection, a fresh solver fed only the accepted constraints (in the same order) must agree on
    /// every variable the oracle pins down; and, since the contract says "left exactly as before", on the others too.
    static func checkAgainstFreshSolver(harness: OracleSolverHarness, system: OracleSystem, accepted: [Int],
                                        context: () -> String) {
        let fresh = OracleSolverHarness(variableCount: system.variableCount)
        for index in accepted {
            do { try fresh.add(system.constraints[index]) } catch {
                XCTFail("fresh solver rejected accepted [\(index)]: \(error)\n\(context())")
                return
            }
        }
        let freshValues = fresh.values()
        let values = harness.values()
        if !zip(freshValues, values).allSatisfy({ valuesAgree($0, $1) }) {
            XCTFail("""
                after a rejected add the values differ from a fresh solver fed the accepted \(accepted):
                  after rejection: \(describe(values: values))
                  fresh:           \(describe(values: freshValues))
                \(context())
                """)
        }
    }

    func testMinimalConflictsAreTheGreedyRejectionsIrreducibleSets() {
        let cases = oracleCaseCount(160)
        var conflictsSeen = 0
        for caseNumber in 0..<cases {
            let seed = oracleSeed(test: 11, case: caseNumber)
            let system = Self.conflictSystem(seed: seed)
            let allIIS = Set(system.allIrreducibleInfeasibleSubsets(of: system.requiredIndices))
            var accepted: [Int] = []
            var rejected: [Int] = []
            for index in system.requiredIndices {
                if system.isFeasible(accepted + [index]) { accepted.append(index) } else { rejected.append(index) }
            }
            let harness = OracleSolverHarness(variableCount: system.variableCount)
            let conflicts = Solver.minimalConflicts(in: system.constraints.map { $0.linearConstraint(over: harness.variables) })
            conflictsSeen += conflicts.count
            let context = "seed \(seed)\n\(system)\ngreedy rejects \(rejected); IIS by enumeration: \(allIIS.sorted { $0.lexicographicallyPrecedes($1) })"
            guard conflicts.count == rejected.count else {
                XCTFail("minimalConflicts returned \(conflicts), expected one set per rejection of \(rejected)\n\(context)")
                continue
            }
            for (conflict, rejectedIndex) in zip(conflicts, rejected) {
                let acceptedBefore = Set(accepted.filter { $0 < rejectedIndex })
                if conflict != conflict.sorted() {
                    XCTFail("conflict \(conflict) is not sorted\n\(context)")
                } else if conflict.last != rejectedIndex || !conflict.dropLast().allSatisfy(acceptedBefore.contains) {
                    XCTFail("conflict \(conflict) for rejected [\(rejectedIndex)] should be it plus earlier accepted constraints\n\(context)")
                } else if !allIIS.contains(conflict) {
                    XCTFail("conflict \(conflict) is not an IIS (infeasible: \(!system.isFeasible(conflict)))\n\(context)")
                }
            }
        }
        XCTAssertGreaterThan(conflictsSeen, cases / 2)
    }

    /// Sanity check of the oracle itself on a case small enough to verify by hand:
    /// x ≥ 10, x ≤ 5, x == 7, y == x: every pair of the first three clashes; y == x is in none.
    func testOracleEnumeratesHandCheckedIIS() {
        let system = OracleSystem(variableCount: 2, constraints: [
            OracleConstraint(coefficients: [1, 0], constant: -10, relation: .greaterOrEqual, priority: 1000),
            OracleConstraint(coefficients: [1, 0], constant: -5, relation: .lessOrEqual, priority: 1000),
            OracleConstraint(coefficients: [1, 0], constant: -7, relation: .equal, priority: 1000),
            OracleConstraint(coefficients: [1, -1], constant: 0, relation: .equal, priority: 1000),
        ])
        XCTAssertEqual(Set(system.allIrreducibleInfeasibleSubsets(of: [0, 1, 2, 3])), [[0, 1], [0, 2], [1, 2]])
        XCTAssertTrue(system.isIrreducibleInfeasible([0, 2]))
        XCTAssertFalse(system.isIrreducibleInfeasible([0, 1, 2]))
    }
}
