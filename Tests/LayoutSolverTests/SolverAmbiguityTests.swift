// Unit tests for ambiguity: ties between equal priorities, unconstrained variables, determined systems.

import LayoutSolver
import XCTest

final class SolverAmbiguityTests: XCTestCase {
    func testEqualPriorityTieIsAmbiguous() throws {
        let solver = Solver()
        let top = solver.makeVariable(named: "top")
        let height = solver.makeVariable(named: "h")
        let bottom = solver.makeVariable(named: "bottom")
        try solver.add(LinearConstraint(solverExpression((top, 1)), .equal))
        try solver.add(LinearConstraint(solverExpression((bottom, 1), (top, -1), (height, -1)), .equal))
        try solver.add(LinearConstraint(solverExpression((height, 1), constant: -30), .equal, priority: 500))
        try solver.add(LinearConstraint(solverExpression((height, 1), constant: -50), .equal, priority: 500))
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(solver.value(of: height), 30 - 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: height), 50 + 1e-9)
        XCTAssertEqual(Set(solver.ambiguousVariables()), [height, bottom])
        XCTAssertTrue(solver.isAmbiguous(height))
        XCTAssertFalse(solver.isAmbiguous(top))
    }

    func testUnequalPrioritiesAreNotATie() throws {
        let solver = Solver()
        let height = solver.makeVariable(named: "h")
        try solver.add(LinearConstraint(solverExpression((height, 1), constant: -30), .equal, priority: 501))
        try solver.add(LinearConstraint(solverExpression((height, 1), constant: -50), .equal, priority: 500))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: height), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testUnconstrainedAndHalfConstrainedVariablesAreAmbiguous() throws {
        let solver = Solver()
        let free = solver.makeVariable(named: "free")
        let floor = solver.makeVariable(named: "floor")
        let fixed = solver.makeVariable(named: "fixed")
        try solver.add(LinearConstraint(solverExpression((floor, 1)), .greaterThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((fixed, 1), constant: -3), .equal))
        solver.updateVariables()
        XCTAssertEqual(Set(solver.ambiguousVariables()), [free, floor])
    }

    func testDegenerateBoundsPinAVariable() throws {
        // 10 <= x <= 10 written as two required inequalities, plus an optional x == 10: determined.
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -10), .greaterThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -10), .lessThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((y, 1), (x, -1)), .greaterThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((y, 1), (x, -1)), .lessThanOrEqual, priority: 250))
        solver.updateVariables()
        XCTAssertEqual(solver.ambiguousVariables(), [])
    }

    func testRepeatedQuestionsFollowEveryChangeOfTheSolver() throws {
        // The answer is cached per state: every add, remove, edit and new variable must be seen.
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -10), .equal))
        solver.updateVariables()
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y))
        XCTAssertTrue(solver.isAmbiguous(y))
        let link = try solver.add(LinearConstraint(solverExpression((y, 1), (x, -1)), .equal))
        solver.updateVariables()
        XCTAssertFalse(solver.isAmbiguous(y))
        let z = solver.makeVariable(named: "z")
        XCTAssertTrue(solver.isAmbiguous(z))
        XCTAssertEqual(solver.ambiguousVariables(), [z])
        try solver.remove(link)
        solver.updateVariables()
        XCTAssertTrue(solver.isAmbiguous(y))
        XCTAssertEqual(Set(solver.ambiguousVariables()), [y, z])
        // A refused add changes nothing, so the answer stays.
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, 1), constant: -11), .equal)))
        XCTAssertEqual(Set(solver.ambiguousVariables()), [y, z])
        try solver.addEditVariable(y, priority: 500)
        try solver.suggestValue(4, for: y)
        solver.updateVariables()
        XCTAssertFalse(solver.isAmbiguous(y))
        try solver.removeEditVariable(y)
        solver.updateVariables()
        XCTAssertTrue(solver.isAmbiguous(y))
    }
}
