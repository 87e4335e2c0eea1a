// Unit tests for adding and removing constraints, each relation, and input validation.

import LayoutSolver
import XCTest

/// Shorthand used by the Solver*Tests: `expr(x, 1, y, -1, constant: 8)` is `x - y + 8`.
func solverExpression(_ pairs: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
    LinearExpression(terms: pairs.map { Term($0.0, $0.1) }, constant: constant)
}

final class SolverBasicsTests: XCTestCase {
    func testRequiredEqualityFixesTheValue() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -42), .equal))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 42, accuracy: 1e-9)
        XCTAssertEqual(solver.name(of: x), "x")
        XCTAssertEqual(solver.variableCount, 1)
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testEachRelationHoldsAgainstAnOptionalPull() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let z = solver.makeVariable(named: "z")
        // x >= 10 against a pull to 0; y <= 5 against a pull to 100; z == 7 against a pull to 3.
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -10), .greaterThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((x, 1)), .equal, priority: 500))
        try solver.add(LinearConstraint(solverExpression((y, 1), constant: -5), .lessThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((y, 1), constant: -100), .equal, priority: 500))
        try solver.add(LinearConstraint(solverExpression((z, 1), constant: -7), .equal))
        let pull = try solver.add(LinearConstraint(solverExpression((z, 1), constant: -3), .equal, priority: 500))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 7, accuracy: 1e-9)
        XCTAssertEqual(solver.violation(of: pull), 4, accuracy: 1e-9)
    }

    func testInequalityThatAlreadyHoldsDoesNotMoveTheVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -30), .equal, priority: 250))
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -10), .greaterThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    }

    func testRemoveRestoresTheEarlierSolution() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -20), .equal, priority: 250))
        let floor = try solver.add(LinearConstraint(solverExpression((x, 1), constant: -50), .greaterThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
        XCTAssertTrue(solver.contains(floor))
        try solver.remove(floor)
        XCTAssertFalse(solver.contains(floor))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 1)
        XCTAssertThrowsError(try solver.remove(floor)) { error in
            XCTAssertEqual(error as? SolverError, .unknownConstraint(floor))
        }
    }

    func testChainOfEqualitiesAddedAndRemovedOneByOne() throws {
        let solver = Solver()
        let xs = (0..<50).map { solver.makeVariable(named: "x\($0)") }
        var ids: [ConstraintID] = []
        for index in 0..<49 {
            ids.append(try solver.add(LinearConstraint(solverExpression((xs[index + 1], 1), (xs[index], -1), constant: -2), .equal)))
        }
        ids.append(try solver.add(LinearConstraint(solverExpression((xs[0], 1), constant: -1), .equal)))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[49]), 99, accuracy: 1e-9)
        for id in ids.reversed() { try solver.remove(id) }
        XCTAssertEqual(solver.constraintCount, 0)
        try solver.add(LinearConstraint(solverExpression((xs[49], 1), constant: -5), .equal))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[49]), 5, accuracy: 1e-9)
    }

    /// Dummy columns are indexed only once a required equality is removed: rejections before and after that
    /// moment must leave the solver as it was, and later adds, removals and edits must still be exact.
    func testRequiredEqualitiesSurviveRejectionsAroundTheFirstRemoval() throws {
        let solver = Solver()
        let xs = (0..<8).map { solver.makeVariable(named: "x\($0)") }
        // x0 = 0, x(i+1) = x(i) + 10: a chain whose rows fill with the chain's dummies.
        var links: [ConstraintID] = [try solver.add(LinearConstraint(solverExpression((xs[0], 1)), .equal))]
        for index in 0..<7 {
            links.append(try solver.add(LinearConstraint(solverExpression((xs[index + 1], 1), (xs[index], -1), constant: -10), .equal)))
        }
        let pullUp = try solver.add(LinearConstraint(solverExpression((xs[7], 1), constant: -500), .equal, priority: 250))
        // x7 == 71 contradicts the chain (x7 = 70): refused, naming every link.
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((xs[7], 1), constant: -71), .equal))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(conflict: links))
        }
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[7]), 70, accuracy: 1e-9)
        // Removing a middle link frees the tail, which the optional pull then takes to 500.
        try solver.remove(links[4])
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[3]), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: xs[4]), 470, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: xs[7]), 500, accuracy: 1e-9)
        // A new contradiction after the removal is refused too, and the state is untouched.
        let pin = try solver.add(LinearConstraint(solverExpression((xs[5], 1), constant: -100), .equal))
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((xs[7], 1), constant: -121), .equal))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(conflict: [links[6], links[7], pin]))
        }
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[7]), 120, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: xs[4]), 90, accuracy: 1e-9)
        // Edits re-solve over the same rows; removing everything leaves nothing behind.
        try solver.remove(pin)
        try solver.addEditVariable(xs[5], priority: 500)
        try solver.suggestValue(42, for: xs[5])
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[7]), 62, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: xs[3]), 30, accuracy: 1e-9)
        try solver.removeEditVariable(xs[5])
        for id in links where id != links[4] { try solver.remove(id) }
        try solver.remove(pullUp)
        XCTAssertEqual(solver.constraintCount, 0)
        try solver.add(LinearConstraint(solverExpression((xs[2], 1), constant: -7), .equal))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[2]), 7, accuracy: 1e-9)
    }

    func testNonFiniteInputIsRefused() {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, .nan)), .equal))) {
            XCTAssertEqual($0 as? SolverError, .nonFiniteValue)
        }
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, 1), constant: .infinity), .equal))) {
            XCTAssertEqual($0 as? SolverError, .nonFiniteValue)
        }
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, 1)), .equal, priority: .nan))) {
            guard case .invalidPriority = $0 as? SolverError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, 1)), .equal, priority: 0))) {
            XCTAssertEqual($0 as? SolverError, .invalidPriority(0))
        }
        XCTAssertEqual(solver.constraintCount, 0)
        let elsewhere = Solver()
        let stranger = (0..<5).map { elsewhere.makeVariable(named: "v\($0)") }.last!
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((stranger, 1)), .equal))) {
            XCTAssertEqual($0 as? SolverError, .unknownVariable(stranger))
        }
    }

    func testUnconstrainedVariableReadsZero() {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 0)
    }

    func testSameVariableTwiceInAnExpressionIsMerged() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(solverExpression((x, 1), (x, 2), constant: -9), .equal))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
    }

    func testDuplicatesAreReportedIncludingScaledOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let first = try solver.add(LinearConstraint(solverExpression((x, 1), (y, -1), constant: 5), .greaterThanOrEqual))
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, 1), (y, -1), constant: 5), .greaterThanOrEqual))) {
            XCTAssertEqual($0 as? SolverError, .duplicate(existing: first))
        }
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((y, -3), (x, 3), constant: 15), .greaterThanOrEqual))) {
            XCTAssertEqual($0 as? SolverError, .duplicate(existing: first))
        }
        // A negative scale flips the inequality: a different constraint. So is another priority.
        XCTAssertNoThrow(try solver.add(LinearConstraint(solverExpression((x, -1), (y, 1), constant: -5), .greaterThanOrEqual)))
        XCTAssertNoThrow(try solver.add(LinearConstraint(solverExpression((x, 1), (y, -1), constant: 5), .greaterThanOrEqual, priority: 750)))
        XCTAssertEqual(solver.constraintCount, 3)
    }
}
