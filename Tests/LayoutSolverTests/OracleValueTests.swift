// Property tests: the solver's values on random small systems against the oracle's exact
// lexicographic optimum. On failure the seed and the whole system are printed.

import LayoutSolver
import XCTest

final class OracleValueTests: XCTestCase {
    /// Compares a whole system (added in order) with the oracle; returns false when the system was not
    /// comparable (weighted and lexicographic semantics disagree on it).
    @discardableResult
    static func checkStaticSystem(_ system: OracleSystem, seed: UInt64, file: StaticString = #filePath,
                                  line: UInt = #line) -> Bool {
        guard OraclePrioritySemantics.comparable(system) else { return false }
        guard let (optimum, ranges) = system.optimalRanges() else {
            XCTFail("generator produced an infeasible system, seed \(seed)\n\(system)", file: file, line: line)
            return false
        }
        let harness = OracleSolverHarness(variableCount: system.variableCount)
        var ids: [ConstraintID] = []
        for (index, constraint) in system.constraints.enumerated() {
            do {
                ids.append(try harness.add(constraint))
            } catch {
                XCTFail("seed \(seed): add [\(index)] threw \(error) on a feasible system\n\(system)", file: file, line: line)
                return true
            }
        }
        let values = harness.values()
        var problems = solutionDiscrepancies(values: values, system: system, optimum: optimum, ranges: ranges)
        for (index, id) in ids.enumerated() {
            let expected = system.constraints[index].isRequired ? 0 : system.constraints[index].violation(at: values)
            let reported = harness.solver.violation(of: id)
            if !valuesAgree(reported, expected, tolerance: 1e-6) {
                problems.append("violation(of: [\(index)]) = \(reported), but at the solver's values it is \(expected)")
            }
        }
        if !problems.isEmpty {
            XCTFail("""
                seed \(seed): solver disagrees with the oracle
                \(system)
                oracle: levels \(optimum.levels.map(formatNumber)) violations \(optimum.levelViolations)
                        \(describe(ranges: ranges))
                solver: \(describe(values: values))
                \(problems.joined(separator: "\n"))
                """, file: file, line: line)
        }
        return true
    }

    func testRandomFeasibleSystemsReachTheLexicographicOptimum() {
        var compared = 0
        let cases = oracleCaseCount(300)
        for caseNumber in 0..<cases {
            let seed = oracleSeed(test: 1, case: caseNumber)
            var generator = OracleSystemGenerator(seed: seed)
            let variableCount = generator.random.int(in: 2...6)
            let system = generator.feasibleSystem(
                variableCount: variableCount,
                requiredCount: generator.random.int(in: 1...6),
                optionalCount: generator.random.int(in: 1...5)).withoutDuplicates()
            if Self.checkStaticSystem(system, seed: seed) { compared += 1 }
        }
        XCTAssertGreaterThan(compared, cases * 8 / 10, "too few systems comparable: \(compared) of \(cases)")
    }

    /// Auto Layout's typical shape: items with position and size, required chains, and a weak pair
    /// of hugging / compression constraints per size, which leaves a unique optimum most of the time.
    func testRandomChainsWithHuggingAndCompression() {
        var compared = 0
        let cases = oracleCaseCount(150)
        for caseNumber in 0..<cases {
            let seed = oracleSeed(test: 2, case: caseNumber)
            var random = SplitMix64(seed: seed)
            let itemCount = random.int(in: 1...3)
            // Variables: 2k = position of item k, 2k + 1 = its size.
            let variableCount = 2 * itemCount
            var constraints: [OracleConstraint] = []
            func unit(_ pairs: [(Int, Double)]) -> [Double] {
                var coefficients = [Double](repeating: 0, count: variableCount)
                for (index, value) in pairs { coefficients[index] += value }
                return coefficients
            }
            constraints.append(OracleConstraint(coefficients: unit([(0, 1)]), constant: -Double(random.int(in: 0...10)),
                                                relation: .equal, priority: 1000))
            for item in 0..<itemCount {
                let intrinsic = Double(random.int(in: 10...40))
                constraints.append(OracleConstraint(coefficients: unit([(2 * item + 1, 1)]), constant: -intrinsic,
                                                    relation: .greaterOrEqual, priority: 750))
                constraints.append(OracleConstraint(coefficients: unit([(2 * item + 1, 1)]), constant: -intrinsic,
                                                    relation: .lessOrEqual, priority: 250))
                if item > 0 {
                    constraints.append(OracleConstraint(
                        coefficients: unit([(2 * item, 1), (2 * item - 2, -1), (2 * item - 1, -1)]),
                        constant: -Double(random.int(in: 0...8)), relation: .equal, priority: 1000))
                }
            }
            // The container end: required, or a strong wish that competes with the sizes.
            let last = itemCount - 1
            let total = Double(random.int(in: 20...120))
            constraints.append(OracleConstraint(coefficients: unit([(2 * last, 1), (2 * last + 1, 1)]),
                                                constant: -total, relation: random.pick([.equal, .lessOrEqual]),
                                                priority: random.pick([1000, 999, 500])))
            var system = OracleSystem(variableCount: variableCount, constraints: constraints)
            var shuffler = OracleSystemGenerator(seed: seed ^ 0xABCDEF)
            shuffler.shuffle(&system.constraints)
            if Self.checkStaticSystem(system, seed: seed) { compared += 1 }
        }
        XCTAssertGreaterThan(compared, cases * 8 / 10, "too few systems comparable: \(compared) of \(cases)")
    }
}

/// Which priority semantics the oracle assumes of the solver. LayoutSolver documents lexicographic
/// priorities (PriorityLevel.swift: a stronger priority beats any number of weaker ones), so every
/// system is judged. Were it weight-based, only systems on which the kit's weights and lexicographic
/// order agree could be judged; `lexicographicAgreesWithWeighted` tells those apart.
enum OraclePrioritySemantics {
    static let solverIsLexicographic = true

    static func comparable(_ system: OracleSystem) -> Bool {
        solverIsLexicographic || system.lexicographicAgreesWithWeighted(weight: referencePriorityWeight)
    }
}
