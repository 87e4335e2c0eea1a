// Unit tests for opposite inequalities on one expression (compression resistance and hugging), which
// share one row once an edit variable is dragged: answers, removals of either side, scaled and negated
// forms, violations in each constraint's own units.

import LayoutSolver
import XCTest

final class SolverOppositePairTests: XCTestCase {
    /// a (intrinsic 30) and b (intrinsic 40) above a filler (intrinsic 100, compression 740, hugging 200)
    /// in a container whose height is dragged: height = 32 + a + b + filler.
    private struct DraggedStack {
        let solver = Solver()
        let container: Variable
        let a: Variable
        let b: Variable
        let filler: Variable
        var aCompression: ConstraintID
        var aHugging: ConstraintID

        init() throws {
            container = solver.makeVariable(named: "container")
            a = solver.makeVariable(named: "a")
            b = solver.makeVariable(named: "b")
            filler = solver.makeVariable(named: "filler")
            try solver.add(LinearConstraint(solverExpression((container, 1), (a, -1), (b, -1), (filler, -1), constant: -32), .equal))
            for view in [a, b, filler] { try solver.add(LinearConstraint(solverExpression((view, 1)), .greaterThanOrEqual)) }
            aCompression = try solver.add(LinearConstraint(solverExpression((a, 1), constant: -30), .greaterThanOrEqual, priority: 750))
            aHugging = try solver.add(LinearConstraint(solverExpression((a, 1), constant: -30), .lessThanOrEqual, priority: 250))
            try solver.add(LinearConstraint(solverExpression((b, 1), constant: -40), .greaterThanOrEqual, priority: 750))
            try solver.add(LinearConstraint(solverExpression((b, 1), constant: -40), .lessThanOrEqual, priority: 250))
            try solver.add(LinearConstraint(solverExpression((filler, 1), constant: -100), .greaterThanOrEqual, priority: 740))
            try solver.add(LinearConstraint(solverExpression((filler, 1), constant: -100), .lessThanOrEqual, priority: 200))
            try solver.addEditVariable(container, priority: 999)
        }

        func heights(at height: Double) throws -> [Double] {
            try solver.suggestValue(height, for: container)
            solver.updateVariables()
            return [a, b, filler].map { solver.value(of: $0) }
        }
    }

    private func assertHeights(_ stack: DraggedStack, at height: Double, _ expected: [Double],
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let got = try stack.heights(at: height)
        for (value, wanted) in zip(got, expected) {
            XCTAssertEqual(value, wanted, accuracy: 1e-9, "container \(height): \(got)", file: file, line: line)
        }
    }

    func testTheFillerCrossesItsIntrinsicHeightBothWays() throws {
        let stack = try DraggedStack()
        try assertHeights(stack, at: 300, [30, 40, 198])
        try assertHeights(stack, at: 150, [30, 40, 48])
        try assertHeights(stack, at: 202, [30, 40, 100])
        try assertHeights(stack, at: 203, [30, 40, 101])
        try assertHeights(stack, at: 120, [30, 40, 18])
        try assertHeights(stack, at: 400, [30, 40, 298])
        XCTAssertTrue(stack.solver.ambiguousVariables().isEmpty)
    }

    func testRemovingEitherSideOfASharedPairLeavesTheOtherWorking() throws {
        var stack = try DraggedStack()
        try assertHeights(stack, at: 300, [30, 40, 198])
        // Without its compression resistance, a gives way before the filler does; its hugging still holds.
        try stack.solver.remove(stack.aCompression)
        try assertHeights(stack, at: 120, [0, 40, 48])
        try assertHeights(stack, at: 300, [30, 40, 198])
        XCTAssertEqual(stack.solver.violation(of: stack.aHugging), 0)
        // Without its hugging too, a grows instead of the filler.
        try stack.solver.remove(stack.aHugging)
        try assertHeights(stack, at: 300, [128, 40, 100])
        // Added back while dragging (joined at once), then the hugging goes first this time.
        stack.aHugging = try stack.solver.add(LinearConstraint(solverExpression((stack.a, 1), constant: -30), .lessThanOrEqual, priority: 250))
        stack.aCompression = try stack.solver.add(LinearConstraint(solverExpression((stack.a, 1), constant: -30), .greaterThanOrEqual, priority: 750))
        try assertHeights(stack, at: 300, [30, 40, 198])
        try assertHeights(stack, at: 150, [30, 40, 48])
        try stack.solver.remove(stack.aHugging)
        try assertHeights(stack, at: 300, [128, 40, 100])
        try assertHeights(stack, at: 150, [30, 40, 48])
        XCTAssertTrue(stack.solver.ambiguousVariables().isEmpty)
    }

    func testScaledAndNegatedOppositesAreMeasuredInTheirOwnUnits() throws {
        let solver = Solver()
        let x = solver.makeVariable(named: "x")
        try solver.add(LinearConstraint(solverExpression((x, 1), constant: -10), .greaterThanOrEqual))
        // x <= 10 written as -2x + 20 >= 0 at 300: its violation counts twice per point.
        let cap = try solver.add(LinearConstraint(solverExpression((x, -2), constant: 20), .greaterThanOrEqual, priority: 300))
        try solver.addEditVariable(x, priority: 200)
        try solver.suggestValue(30, for: x)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.violation(of: cap), 0)
        try solver.suggestValue(5, for: x)
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9, "the required side holds")

        let stronger = Solver()
        let y = stronger.makeVariable(named: "y")
        try stronger.add(LinearConstraint(solverExpression((y, 1), constant: -10), .greaterThanOrEqual))
        try stronger.addEditVariable(y, priority: 400)
        try stronger.suggestValue(12, for: y)
        let weakCap = try stronger.add(LinearConstraint(solverExpression((y, -2), constant: 20), .greaterThanOrEqual, priority: 300))
        try stronger.suggestValue(30, for: y)
        stronger.updateVariables()
        XCTAssertEqual(stronger.value(of: y), 30, accuracy: 1e-9)
        XCTAssertEqual(stronger.violation(of: weakCap), 40, accuracy: 1e-9)
    }

    func testDuplicatesOfASharedSideAreStillReported() throws {
        let stack = try DraggedStack()
        _ = try stack.heights(at: 300)
        XCTAssertThrowsError(try stack.solver.add(LinearConstraint(solverExpression((stack.a, 2), constant: -60), .lessThanOrEqual, priority: 250))) {
            XCTAssertEqual($0 as? SolverError, .duplicate(existing: stack.aHugging))
        }
    }
}
