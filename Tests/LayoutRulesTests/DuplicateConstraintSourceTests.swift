import LayoutModel
import LayoutRules
import XCTest

/// duplicate_constraint reports the source stating a constraint twice, not the reader running one expression twice.
final class DuplicateConstraintSourceTests: XCTestCase {
    private func duplicates(secondAt line: Int) -> [Diagnostic] {
        let first = SourceLocation(file: "Card.swift", line: 12, column: 9)
        let second = SourceLocation(file: "Card.swift", line: line, column: 9)
        let scene = Scene(
            name: "Card", root: "card",
            items: [Item(id: "card"), Item(id: "body", superview: "card")],
            constraints: [
                Constraint(firstItem: "body", firstAttribute: .top, secondItem: "card", secondAttribute: .top, location: first),
                Constraint(firstItem: "body", firstAttribute: .top, secondItem: "card", secondAttribute: .top, location: second),
            ])
        return Linter(rules: [DuplicateConstraintRule()]).lint([scene])
    }

    func testTheSameConstraintWrittenTwiceIsReported() {
        XCTAssertEqual(duplicates(secondAt: 14).map(\.location.line), [14])
    }

    func testOneExpressionReadTwiceIsNot() {
        XCTAssertEqual(duplicates(secondAt: 12), [])
    }
}
