@testable import LayoutSolver
import XCTest

/// Issue #21: shrinking conflicts to minimal sets is bounded by `Solver.explanationBudget`; past it the
/// certificate is handed back (still a set that cannot hold) and counted.
final class HardeningExplanationBudgetTests: XCTestCase {
    func testSpentBudgetHandsBackTheCertificate() throws {
        let solver = Solver()
        solver.explanationBudget = 0
        let x = solver.makeVariable(named: "x")
        _ = try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)], constant: -10), .equal))
        XCTAssertThrowsError(try solver.add(LinearConstraint(LinearExpression(terms: [Term(x)], constant: -20), .equal)))
        XCTAssertEqual(solver.unshrunkExplanations, 1)
    }
}
