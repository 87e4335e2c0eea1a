// Minimal reproductions of solver bugs the random oracle tests found, replayed step by step against
// the oracle (OracleReplay). Each names the seed of the random case it was shrunk from.

import XCTest

final class OracleRegressionTests: XCTestCase {
    private func equation(_ coefficients: [Double], _ constant: Double, _ relation: OracleRowRelation = .equal,
                          priority: Double = 1000) -> OracleConstraint {
        OracleConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    private func assertReplayMatchesOracle(_ replay: OracleReplay, file: StaticString = #filePath, line: UInt = #line) {
        if let problem = replay.firstProblem() {
            XCTFail("\(replay.listing)\n\(problem)", file: file, line: line)
        }
    }

    /// From OracleIncrementalTests seed 10104586310023126066. Three required equalities, one of them
    /// redundant (x0 = -2, x1 = 4 either way); removing one of the redundant pair must keep the other
    /// two in force, so `x1 - x0 <= 4` (here 6 <= 4) must be rejected.
    func testRemovingOneOfRedundantEqualitiesKeepsTheOthers() {
        assertReplayMatchesOracle(OracleReplay(variableCount: 2, operations: [
            .add(equation([1, -2], 10)),          // x0 - 2*x1 + 10 == 0
            .add(equation([0, 1], -4)),           // x1 - 4 == 0
            .add(equation([1, -1], 6)),           // x0 - x1 + 6 == 0 (implied by the two above)
            .remove(addStep: 0),
            .add(equation([-1, 1], -4, .lessOrEqual)),  // -x0 + x1 - 4 <= 0: cannot hold
        ]))
    }

    /// From the LAYOUTLINT_ORACLE_SCALE=8 sweep. The same equality twice, written with opposite signs (not a
    /// duplicate by the contract: the scale factor is negative); removing one must keep the other.
    func testRemovingOneOfTwoOppositeEqualitiesKeepsTheOther() {
        assertReplayMatchesOracle(OracleReplay(variableCount: 2, operations: [
            .add(equation([1, -1], 9)),           // x0 - x1 + 9 == 0
            .add(equation([-1, 1], -9)),          // -x0 + x1 - 9 == 0
            .remove(addStep: 0),
            .add(equation([1, -1], 5, .greaterOrEqual, priority: 750)),  // x0 - x1 + 5 >= 0 @750: must stay violated
        ]))
    }

    /// From the LAYOUTLINT_ORACLE_SCALE=8 sweep: three linearly dependent required equalities (the third is
    /// the sum of the first two), an edit on x3, then one of them removed; the other two must still hold.
    func testDependentCycleOfEqualitiesWithAnEditSurvivesRemoval() {
        assertReplayMatchesOracle(OracleReplay(variableCount: 5, operations: [
            .add(equation([0, -1, 0, 0, 0], 4, priority: 251)),   // -x1 + 4 == 0 @251
            .add(equation([0, 0, 0, 1, 1], 5)),                   // x3 + x4 + 5 == 0
            .add(equation([0, 1, 0, -1, 0], 1)),                  // x1 - x3 + 1 == 0
            .addEdit(variable: 3, priority: 250, value: -15),
            .add(equation([0, 1, 0, 0, 1], 6)),                   // x1 + x4 + 6 == 0 (sum of the two above)
            .remove(addStep: 2),
        ]))
    }

    /// From OracleIncrementalTests seed 7945189355856646750. With an edit variable on x1, a redundant
    /// required `2*x1 == 0` must still hold after another required constraint is removed
    /// (expected x0 = -3, x1 = 0; LayoutSolver ab9c564 gave x0 = -4, x1 = -1).
    func testRedundantEqualityStillHoldsAfterRemovalWithAnEditVariable() {
        assertReplayMatchesOracle(OracleReplay(variableCount: 2, operations: [
            .add(equation([1, -1], 3)),           // x0 - x1 + 3 == 0
            .add(equation([-1, 0], -3)),          // -x0 - 3 == 0
            .addEdit(variable: 1, priority: 250, value: -1),
            .add(equation([0, 2], 0)),            // 2*x1 == 0 (implied by the two above)
            .remove(addStep: 1),
        ]))
    }
}
