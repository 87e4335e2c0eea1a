// Property tests for ambiguity: a variable is ambiguous iff its range over the optimal face
// (required constraints hold, every optional level at its optimal violation) is wider than a tolerance.
// The oracle finds that range with one minimisation and one maximisation per variable.

import LayoutSolver
import XCTest

final class OracleAmbiguityTests: XCTestCase {
    static func ambiguitySystem(seed: UInt64) -> OracleSystem {
        var generator = OracleSystemGenerator(seed: seed)
        let variableCount = generator.random.int(in: 2...6)
        var system = generator.feasibleSystem(variableCount: variableCount,
                                              requiredCount: generator.random.int(in: 0...4),
                                              optionalCount: generator.random.int(in: 0...4))
        // A tie (two equally strong wishes for one variable) is the ambiguity that is hard to see.
        if generator.random.chance(0.4) {
            let variable = generator.random.int(in: 0...(variableCount - 1))
            let priority = generator.random.pick(OracleSystemGenerator.optionalPriorities)
            var coefficients = [Double](repeating: 0, count: variableCount)
            coefficients[variable] = 1
            let low = Double(generator.random.int(in: -10...0))
            let high = low + Double(generator.random.int(in: 1...10))
            system.constraints.append(OracleConstraint(coefficients: coefficients, constant: -low, relation: .equal, priority: priority))
            system.constraints.append(OracleConstraint(coefficients: coefficients, constant: -high, relation: .equal, priority: priority))
        }
        // Every variable appears somewhere: a variable the solver has never seen is a different question.
        for variable in 0..<variableCount
        where !system.constraints.contains(where: { $0.coefficients[variable] != 0 }) {
            var coefficients = [Double](repeating: 0, count: variableCount)
            coefficients[variable] = 1
            system.constraints.append(OracleConstraint(
                coefficients: coefficients, constant: Double(generator.random.int(in: -5...5)),
                relation: generator.relation(), priority: generator.random.pick([1000] + OracleSystemGenerator.optionalPriorities)))
        }
        generator.shuffle(&system.constraints)
        return system.withoutDuplicates()
    }

    func testAmbiguousVariablesAreThoseFreeOnTheOptimalFace() {
        let cases = oracleCaseCount(300)
        var compared = 0
        var ambiguousSeen = 0
        var uniqueSeen = 0
        for caseNumber in 0..<cases {
            let seed = oracleSeed(test: 20, case: caseNumber)
            let system = Self.ambiguitySystem(seed: seed)
            guard OraclePrioritySemantics.comparable(system), let (optimum, ranges) = system.optimalRanges() else { continue }
            compared += 1
            let expected = oracleAmbiguousIndices(ranges)
            ambiguousSeen += expected.count
            uniqueSeen += system.variableCount - expected.count
            let harness = OracleSolverHarness(variableCount: system.variableCount)
            do {
                for constraint in system.constraints { try harness.add(constraint) }
            } catch {
                XCTFail("seed \(seed): add threw \(error) on a feasible system\n\(system)")
                continue
            }
            let values = harness.values()
            let reported = Set(harness.solver.ambiguousVariables().compactMap(harness.variableIndex))
            let perVariable = Set(harness.variables.indices.filter { harness.solver.isAmbiguous(harness.variables[$0]) })
            let context = """
                seed \(seed)
                \(system)
                oracle optimal face: \(describe(ranges: ranges)) (levels \(optimum.levels.map(formatNumber)), violations \(optimum.levelViolations))
                solver values: \(describe(values: values))
                """
            if reported != expected {
                XCTFail("ambiguousVariables() = \(reported.sorted().map { "x\($0)" }), oracle: \(expected.sorted().map { "x\($0)" })\n\(context)")
            }
            if perVariable != reported {
                XCTFail("isAmbiguous disagrees with ambiguousVariables(): \(perVariable.sorted()) vs \(reported.sorted())\n\(context)")
            }
        }
        XCTAssertGreaterThan(compared, cases * 8 / 10)
        XCTAssertGreaterThan(ambiguousSeen, cases / 2, "the generator should produce ambiguous variables")
        XCTAssertGreaterThan(uniqueSeen, cases / 2, "the generator should produce determined variables")
    }

    /// Holding variables gives the answer of pinning them with required equalities at their values, asking, and
    /// removing the pins again — and leaves the solver as it was.
    func testHoldingVariablesAnswersAsPinningThem() {
        let cases = oracleCaseCount(300)
        var compared = 0
        var changedByHolding = 0
        for caseNumber in 0..<cases {
            let seed = oracleSeed(test: 21, case: caseNumber)
            let system = Self.ambiguitySystem(seed: seed)
            let harness = OracleSolverHarness(variableCount: system.variableCount)
            do {
                for constraint in system.constraints { try harness.add(constraint) }
            } catch { continue }
            harness.solver.updateVariables()
            var picker = SplitMix64(seed: seed ^ 0x5EED)
            let held = harness.variables.filter { _ in picker.chance(0.4) }
            let before = Set(harness.solver.ambiguousVariables())
            let holding = Set(harness.solver.ambiguousVariables(holding: held))
            var pins: [ConstraintID] = []
            for variable in held {
                let pin = LinearConstraint(LinearExpression(terms: [Term(variable)], constant: -harness.solver.value(of: variable)), .equal)
                if let id = try? harness.solver.add(pin) { pins.append(id) }
            }
            harness.solver.updateVariables()
            let pinned = Set(harness.solver.ambiguousVariables())
            for id in pins { try? harness.solver.remove(id) }
            harness.solver.updateVariables()
            compared += 1
            if holding != before { changedByHolding += 1 }
            XCTAssertEqual(holding, pinned, "seed \(seed): holding \(held.map(\.id))\n\(system)")
            XCTAssertEqual(Set(harness.solver.ambiguousVariables()), before, "seed \(seed): the solver changed")
        }
        XCTAssertGreaterThan(compared, cases * 8 / 10)
        XCTAssertGreaterThan(changedByHolding, cases / 10, "holding should matter in some systems")
    }
}
