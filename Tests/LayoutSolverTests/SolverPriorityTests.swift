// Unit tests for how priorities compare (lexicographic levels, UIKit's ordering).

import LayoutSolver
import XCTest

final class SolverPriorityTests: XCTestCase {
    /// Two opposing wishes on one variable: the stronger wins outright.
    private func winner(_ strong: Double, wants strongValue: Double, _ weak: Double, wants weakValue: Double) throws -> Double {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -weakValue), .equal, priority: weak))
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -strongValue), .equal, priority: strong))
        solver.updateVariables()
        return solver.value(of: x)
    }

    func testHugging251BeatsHugging250() throws {
        XCTAssertEqual(try winner(251, wants: 10, 250, wants: 20), 10, accuracy: 1e-9)
    }

    func testCompression750Beats749() throws {
        XCTAssertEqual(try winner(750, wants: 44, 749, wants: 30), 44, accuracy: 1e-9)
    }

    func testFractionalPriorityIsItsOwnLevel() throws {
        XCTAssertEqual(try winner(250.5, wants: 1, 250, wants: 2), 1, accuracy: 1e-9)
    }

    func testStrongerPriorityBeatsAnyNumberOfWeakerOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        for offset in 0..<100 {
            try solver.add(LinearConstraint(solverExpression((x, 1), constant: -100 - Double(offset) / 100), .equal, priority: 250))
        }
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -7), .equal, priority: 251))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 7, accuracy: 1e-9)
    }

    func testRequiredInequalityBeatsPriority249Equality() throws {
        let solver = Solver()
        let width = solver.makeVariable(named: "width")
        try solver.add(LinearConstraint(solverExpression((width, 1), constant: -0), .equal, priority: 249))
        try solver.add(LinearConstraint(solverExpression((width, 1), constant: -120), .greaterThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: width), 120, accuracy: 1e-9)
    }

    func testHuggingAndCompressionAroundAnIntrinsicSize() throws {
        // A label (intrinsic 40, compression 750, hugging 250) pinned between 0 and a container edge
        // that wants 100 at 500: compression is not involved, the edge beats hugging.
        let solver = Solver()
        let height = solver.makeVariable(named: "h")
        try solver.add(LinearConstraint(solverExpression((height, 1), constant: -40), .greaterThanOrEqual, priority: 750))
        try solver.add(LinearConstraint(solverExpression((height, 1), constant: -40), .lessThanOrEqual, priority: 250))
        let edge = try solver.add(LinearConstraint(solverExpression((height, 1), constant: -100), .equal, priority: 500))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: height), 100, accuracy: 1e-9)
        // Dropping the edge's priority below hugging lets the label hug its content.
        try solver.remove(edge)
        try solver.add(LinearConstraint(solverExpression((height, 1), constant: -100), .equal, priority: 200))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: height), 40, accuracy: 1e-9)
    }
}
