// Unit tests for edit variables, suggested values, the dual re-solve and removal after edits.

import LayoutSolver
import XCTest

final class SolverEditTests: XCTestCase {
    func testSuggestedValuesFlowThroughRequiredConstraints() throws {
        let solver = Solver()
        let left = solver.makeVariable(named: "left")
        let width = solver.makeVariable(named: "width")
        let right = solver.makeVariable(named: "right")
        try solver.add(LinearConstraint(solverExpression((right, 1), (left, -1), (width, -1)), .equal))
        try solver.add(LinearConstraint(solverExpression((left, 1), constant: -10), .equal))
        try solver.add(LinearConstraint(solverExpression((width, 1), constant: -50), .greaterThanOrEqual))
        try solver.addEditVariable(right, priority: 999)
        XCTAssertTrue(solver.hasEditVariable(right))
        for target in [300.0, 120, 40, 500] {
            try solver.suggestValue(target, for: right)
            solver.updateVariables()
            // right >= 60 because width >= 50 is required.
            XCTAssertEqual(solver.value(of: right), max(target, 60), accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: width), max(target, 60) - 10, accuracy: 1e-9)
        }
    }

    func testDualResolveCrossesAnOptionalBoundAndBack() throws {
        // A filler that prefers 100 (hugging 200, compression 740) absorbs the container's height.
        let solver = Solver()
        let container = solver.makeVariable(named: "container")
        let filler = solver.makeVariable(named: "filler")
        try solver.add(LinearConstraint(solverExpression((filler, 1), (container, -1), constant: 40), .equal))
        try solver.add(LinearConstraint(solverExpression((filler, 1)), .greaterThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((filler, 1), constant: -100), .greaterThanOrEqual, priority: 740))
        try solver.add(LinearConstraint(solverExpression((filler, 1), constant: -100), .lessThanOrEqual, priority: 200))
        try solver.addEditVariable(container, priority: 999)
        for (height, expected) in [(300.0, 260.0), (100, 60), (20, 0), (140, 100), (141, 101)] {
            try solver.suggestValue(height, for: container)
            solver.updateVariables()
            XCTAssertEqual(solver.value(of: filler), expected, accuracy: 1e-9, "container \(height)")
        }
    }

    func testEditVariableErrors() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 1000)) { XCTAssertEqual($0 as? SolverError, .invalidPriority(1000)) }
        XCTAssertThrowsError(try solver.suggestValue(1, for: x)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x)) }
        XCTAssertThrowsError(try solver.removeEditVariable(x)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x)) }
        try solver.addEditVariable(x, priority: 500)
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 400)) { XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x)) }
        XCTAssertThrowsError(try solver.suggestValue(.nan, for: x)) { XCTAssertEqual($0 as? SolverError, .nonFiniteValue) }
        try solver.suggestValue(12, for: x)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 12, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.constraintCount, 0, "edit constraints are not user constraints")
    }

    func testRemoveAfterEditsAtPriority999() throws {
        // kiwi throws "objective is unbounded" on this kind of sequence; we must keep a correct optimum.
        let solver = Solver()
        let top = solver.makeVariable(named: "top")
        let height = solver.makeVariable(named: "height")
        let bottom = solver.makeVariable(named: "bottom")
        var ids: [ConstraintID] = []
        ids.append(try solver.add(LinearConstraint(solverExpression((bottom, 1), (top, -1), (height, -1)), .equal)))
        ids.append(try solver.add(LinearConstraint(solverExpression((top, 1)), .equal)))
        ids.append(try solver.add(LinearConstraint(solverExpression((height, 1), constant: -44), .greaterThanOrEqual, priority: 750)))
        ids.append(try solver.add(LinearConstraint(solverExpression((height, 1), constant: -44), .lessThanOrEqual, priority: 250)))
        try solver.addEditVariable(bottom, priority: 999)
        for value in stride(from: 10.0, through: 400, by: 7.5) { try solver.suggestValue(value, for: bottom) }
        for id in ids.reversed() { try solver.remove(id) }
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: bottom), 400, accuracy: 1e-9)
        try solver.add(LinearConstraint(solverExpression((bottom, 1), constant: -5), .lessThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: bottom), 5, accuracy: 1e-9)
    }
}
