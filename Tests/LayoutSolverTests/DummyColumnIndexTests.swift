@testable import LayoutSolver
import XCTest

/// The dummy-column index is built lazily; these tests check that every row entry and column entry agree
/// before it exists, after it is built, and after a rollback that crosses the moment it was built.
final class DummyColumnIndexTests: XCTestCase {
    /// Every linked row entry points at a column entry that points back, and every column entry is linked.
    private func assertLinksAgree(_ tableau: Tableau, file: StaticString = #filePath, line: UInt = #line) {
        var linkedEntries = 0
        for r in 0..<tableau.rowCapacity where tableau.rowBasic[r] >= 0 {
            for slot in 0..<tableau.rows.count(of: r) {
                let symbol = Int(tableau.rows.index(r, slot))
                let link = Int(tableau.rows.link(r, slot))
                if link < 0 {
                    XCTAssertFalse(tableau.indexesDummyColumns, "unlinked entry with the index built", file: file, line: line)
                    XCTAssertEqual(tableau.kind[symbol], .dummy, "only dummies may be unlinked", file: file, line: line)
                    continue
                }
                linkedEntries += 1
                XCTAssertEqual(Int(tableau.columns.index(symbol, link)), r, file: file, line: line)
                XCTAssertEqual(Int(tableau.columns.link(symbol, link)), slot, file: file, line: line)
            }
        }
        let columnEntries = (0..<tableau.symbolCount).reduce(0) { $0 + tableau.columns.count(of: $1) }
        XCTAssertEqual(columnEntries, linkedEntries, file: file, line: line)
    }

    private func chain(_ solver: Solver, length: Int) throws -> [Variable] {
        let xs = (0..<length).map { solver.makeVariable(named: "x\($0)") }
        try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[0])]), .equal))
        for index in 0..<(length - 1) {
            let terms = [Term(xs[index + 1]), Term(xs[index], -1), Term(xs[(index * 7) % (index + 1)], 0.125)]
            try solver.add(LinearConstraint(LinearExpression(terms: terms, constant: -3), .equal))
            try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[index + 1])], constant: -1e6), .lessThanOrEqual))
        }
        return xs
    }

    func testIndexIsBuiltOnFirstRemovalAndKeptConsistent() throws {
        let solver = Solver()
        let xs = try chain(solver, length: 30)
        XCTAssertFalse(solver.tableau.indexesDummyColumns)
        assertLinksAgree(solver.tableau)
        let pull = try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[29])], constant: -5), .equal, priority: 300))
        try solver.remove(pull)
        XCTAssertFalse(solver.tableau.indexesDummyColumns, "removing an optional constraint needs no dummy column")
        let y = solver.makeVariable(named: "y")
        let tie = try solver.add(LinearConstraint(LinearExpression(terms: [Term(y), Term(xs[1], -1), Term(xs[3], -1)], constant: -6.25), .equal))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: y), solver.value(of: xs[1]) + solver.value(of: xs[3]) + 6.25, accuracy: 1e-9)
        try solver.remove(tie)
        XCTAssertTrue(solver.tableau.indexesDummyColumns)
        assertLinksAgree(solver.tableau)
        // y is free again; pin it below x10 and check the chain did not move.
        let before = solver.value(of: xs[20])
        _ = try solver.add(LinearConstraint(LinearExpression(terms: [Term(xs[10]), Term(y, -1)], constant: 7), .lessThanOrEqual))
        solver.updateVariables()
        XCTAssertEqual(solver.value(of: xs[20]), before, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(solver.value(of: y), solver.value(of: xs[10]) + 7 - 1e-9)
        assertLinksAgree(solver.tableau)
    }

    func testRollbackAcrossTheIndexDropsItAgain() throws {
        let solver = Solver()
        _ = try chain(solver, length: 20)
        let before = (0..<solver.tableau.rowCapacity).map { solver.tableau.rows.contents(of: $0) }
        solver.tableau.beginJournal()
        solver.tableau.ensureDummyColumns()
        XCTAssertTrue(solver.tableau.indexesDummyColumns)
        solver.tableau.rollbackJournal()
        XCTAssertFalse(solver.tableau.indexesDummyColumns)
        assertLinksAgree(solver.tableau)
        let after = (0..<solver.tableau.rowCapacity).map { solver.tableau.rows.contents(of: $0) }
        XCTAssertEqual(before.map(\.indices), after.map(\.indices))
        XCTAssertEqual(before.map(\.links), after.map(\.links))
        XCTAssertEqual(before.map(\.numbers), after.map(\.numbers))
    }
}
