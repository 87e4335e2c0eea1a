import LayoutModel
import LayoutReaders
import XCTest

/// A static computed property that makes a view makes one per use; a stack given a view the reader cannot resolve
/// has unknown `arrangedSubviews` (held-out round 52: a divider property left out shifted `arrangedSubviews[1]`).
final class StaticViewFactoryTests: XCTestCase {
    private func scenes() throws -> [Scene] {
        let url = FixturePaths.folder("swift").appendingPathComponent("StaticPropertyDividers.swift")
        return SwiftSourceReader().read([SourceFile(path: "StaticPropertyDividers.swift", text: try String(contentsOf: url, encoding: .utf8))]).scenes
    }

    func testEachUseOfTheStaticPropertyArrangesANewDivider() throws {
        let scene = try XCTUnwrap(try scenes().first { $0.name == "ScoreRow" })
        let row = try XCTUnwrap(scene.items.first { $0.id.name == "row" })
        XCTAssertEqual(row.stack?.arrangedSubviews.map(\.name), ["home", "line", "away", "line#2"])
        let fixedWidths = scene.constraints.filter { $0.firstAttribute == .width && $0.secondItem == nil }
        XCTAssertEqual(Set(fixedWidths.map(\.formula)), ["line.width == 1", "line#2.width == 1", "home.width == 60"])
    }

    func testAStackGivenAViewFromAnotherModuleIsOpenAndItsPositionsUnknown() throws {
        let scene = try XCTUnwrap(try scenes().first { $0.name == "RuleRow" })
        let row = try XCTUnwrap(scene.items.first { $0.id.name == "row" })
        XCTAssertTrue(row.isOpen(.horizontal), "the stack holds a view the reader does not know")
        XCTAssertFalse(scene.constraints.contains { $0.firstItem.name == "away" && $0.secondItem == nil },
                       "arrangedSubviews[1] is not the label after the unknown view: \(scene.constraints.map(\.formula))")
    }
}
