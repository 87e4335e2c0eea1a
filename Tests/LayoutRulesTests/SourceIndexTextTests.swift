import LayoutModel
import LayoutRules
import XCTest

/// `SourceIndexText` gives back what `SourceMatcher` reads: scene name, kind and root; items with their guide kind,
/// class and superview; constraints with items, attributes, relation, numbers, identifier and location, whatever
/// characters the names and literals hold.
final class SourceIndexTextTests: XCTestCase {
    func testEncodedIndexDecodesToTheSameIndex() throws {
        let cell = Scene(name: "Odd\tCell\\Name", kind: .cell(rowHeight: 44.5), root: "content", items: [
            Item(id: "content", className: "UITableViewCellContentView"),
            Item(id: "content.margins", kind: .layoutGuide(.layoutMargins), superview: "content"),
            Item(id: "title\nlabel", className: nil, superview: "content"),
        ], constraints: [
            Constraint(firstItem: "title\nlabel", firstAttribute: .leading, relation: .greaterThanOrEqual, secondItem: "content.margins",
                       secondAttribute: .leading, multiplier: 1, constant: 0.1 + 0.2, identifier: "lead\r\nid",
                       location: SourceLocation(file: "/tmp/A B/Cell.swift", line: 12, column: 9)),
            Constraint(firstItem: "title\nlabel", firstAttribute: .height, constant: -1e-12,
                       location: SourceLocation(file: "/tmp/A B/Cell.swift", line: 13, column: 5, objectID: "x-1")),
        ])
        let form = Scene(name: "Form", kind: .selfSizing(axes: [.horizontal, .vertical]), items: [Item(id: "root")],
                         constraints: [Constraint(firstItem: "root", firstAttribute: .width, constant: 320)])
        let index = SourceIndex(scenes: [cell, form, Scene(name: "Plain", kind: .viewController), Scene(name: "Cell", kind: .cell(rowHeight: nil))],
                                paths: ["/tmp/A B/Cell.swift", "tab\there"],
                                propertiesByLiteral: ["Due\ttomorrow": ["dueLabel", "other"], "": ["empty"], "back\\slash": []])
        let decoded = try XCTUnwrap(SourceIndexText.decode(Substring(SourceIndexText.encode(index))))
        XCTAssertEqual(decoded, index)
    }

    func testUnreadableLinesGiveNoIndex() {
        XCTAssertNil(SourceIndexText.decode("X\tunknown"))
        XCTAssertNil(SourceIndexText.decode("C\ta\twidth"))
        XCTAssertNil(SourceIndexText.decode("S\tname\tnotAKind\t-"))
    }
}
