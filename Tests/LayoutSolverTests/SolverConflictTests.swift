// Unit tests for rejected required constraints: the irreducible conflict, an untouched solver, and
// minimalConflicts(in:).

import LayoutSolver
import XCTest

final class SolverConflictTests: XCTestCase {
    func testRejectionReportsTheIrreducibleSetAndChangesNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let unrelated = try solver.add(LinearConstraint(solverExpression((y, 1), constant: -3), .equal))
        let low = try solver.add(LinearConstraint(solverExpression((x, 1), constant: -10), .greaterThanOrEqual))
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -12), .equal, priority: 300))
        solver.updateVariables()
        XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, 1), constant: -5), .lessThanOrEqual))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(conflict: [low]))
        }
        XCTAssertTrue(solver.contains(unrelated))
        XCTAssertEqual(solver.constraintCount, 3)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 12, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 3, accuracy: 1e-9)
    }

    func testRejectedSolverBehavesLikeOneThatNeverSawTheConstraint() throws {
        func build(withBadAdd: Bool) throws -> (Solver, Variable, Variable) {
            let solver = Solver()
            let x = solver.makeVariable(named: "x")
            let y = solver.makeVariable(named: "y")
            try solver.add(LinearConstraint(solverExpression((x, 1), (y, -1)), .greaterThanOrEqual))
            try solver.add(LinearConstraint(solverExpression((y, 1), constant: -4), .greaterThanOrEqual))
            try solver.add(LinearConstraint(solverExpression((x, 1), (y, 1), constant: -20), .equal, priority: 400))
            if withBadAdd {
                XCTAssertThrowsError(try solver.add(LinearConstraint(solverExpression((x, 1), constant: -2), .lessThanOrEqual)))
            }
            return (solver, x, y)
        }
        let (clean, cleanX, cleanY) = try build(withBadAdd: false)
        let (rejected, rejectedX, rejectedY) = try build(withBadAdd: true)
        for solver in [clean, rejected] {
            let x = solver === clean ? cleanX : rejectedX
            try solver.add(LinearConstraint(solverExpression((x, 1), constant: -15), .lessThanOrEqual))
            try solver.addEditVariable(x, priority: 600)
            try solver.suggestValue(9, for: x)
            solver.updateVariables()
        }
        XCTAssertEqual(clean.value(of: cleanX), rejected.value(of: rejectedX))
        XCTAssertEqual(clean.value(of: cleanY), rejected.value(of: rejectedY))
        XCTAssertEqual(clean.constraintCount, rejected.constraintCount)
        let nextClean = try clean.add(LinearConstraint(solverExpression((cleanY, 1), constant: -100), .lessThanOrEqual))
        let nextRejected = try rejected.add(LinearConstraint(solverExpression((rejectedY, 1), constant: -100), .lessThanOrEqual))
        XCTAssertEqual(nextClean, nextRejected, "a rejected add does not use up an id")
    }

    func testConflictIsIrreducibleAmongRedundantCandidates() throws {
        // a = 0, b = a + 10, c = b + 10, c = a + 20 (redundant), d fixed elsewhere; then c = 5 conflicts.
        let solver = Solver()
        let a = solver.makeVariable(named: "a"), b = solver.makeVariable(named: "b")
        let c = solver.makeVariable(named: "c"), d = solver.makeVariable(named: "d")
        let pinA = try solver.add(LinearConstraint(solverExpression((a, 1)), .equal))
        let ab = try solver.add(LinearConstraint(solverExpression((b, 1), (a, -1), constant: -10), .equal))
        let bc = try solver.add(LinearConstraint(solverExpression((c, 1), (b, -1), constant: -10), .equal))
        let ac = try solver.add(LinearConstraint(solverExpression((c, 1), (a, -1), constant: -20), .equal))
        try solver.add(LinearConstraint(solverExpression((d, 1), constant: -1), .equal))
        do {
            try solver.add(LinearConstraint(solverExpression((c, 1), constant: -5), .equal))
            XCTFail("c = 5 must be rejected")
        } catch .unsatisfiable(let conflict) {
            XCTAssertTrue(conflict == [pinA, ac] || conflict == [pinA, ab, bc], "\(conflict)")
        }
        XCTAssertTrue(solver.contains(ac))
    }

    func testConstantOnlyRequiredConstraint() throws {
        let solver = Solver()
        XCTAssertNoThrow(try solver.add(LinearConstraint(LinearExpression(constant: 0), .equal)))
        XCTAssertThrowsError(try solver.add(LinearConstraint(LinearExpression(constant: 1), .lessThanOrEqual))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(conflict: []))
        }
    }

    func testMinimalConflictsFindsTwoIndependentConflicts() {
        let probe = Solver()
        let x = probe.makeVariable(named: "x"), y = probe.makeVariable(named: "y")
        let constraints = [
            LinearConstraint(solverExpression((x, 1), constant: -10), .greaterThanOrEqual),  // 0
            LinearConstraint(solverExpression((y, 1), constant: -1), .equal),  // 1
            LinearConstraint(solverExpression((x, 1), constant: -3), .equal, priority: 500),  // 2 optional: never conflicts
            LinearConstraint(solverExpression((x, 1), constant: -5), .lessThanOrEqual),  // 3 conflicts with 0
            LinearConstraint(solverExpression((y, 2), constant: -4), .equal),  // 4 conflicts with 1
            LinearConstraint(solverExpression((x, 1), (y, -1)), .greaterThanOrEqual),  // 5 fine
        ]
        XCTAssertEqual(Solver.minimalConflicts(in: constraints), [[0, 3], [1, 4]])
        XCTAssertEqual(Solver.minimalConflicts(in: Array(constraints.prefix(3))), [])
    }
}
