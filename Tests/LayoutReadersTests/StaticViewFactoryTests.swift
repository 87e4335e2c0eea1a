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

    /// A factory reached through a `typealias` (held-out round 52: a design system's label, dropped from its row).
    func testAFactoryReachedThroughATypealiasMakesItsView() throws {
        let url = FixturePaths.folder("swift").appendingPathComponent("TypealiasLabelFactory.swift")
        let scenes = SwiftSourceReader().read([SourceFile(path: "TypealiasLabelFactory.swift", text: try String(contentsOf: url, encoding: .utf8))]).scenes
        let scene = try XCTUnwrap(scenes.first { $0.name == "OpeningHoursRow" })
        let root = try XCTUnwrap(scene.items.first { $0.id == scene.root })
        XCTAssertEqual(root.stack?.arrangedSubviews.map(\.name), ["icon", "hours"])
        XCTAssertEqual(scene.items.first { $0.id.name == "hours" }?.className, "UILabel")
    }

    /// A `while` whose test the reader decides runs as often as the app runs it (held-out round 52: a divider helper).
    func testAWhileLoopWithADecidedTestRunsEachTime() throws {
        let url = FixturePaths.folder("swift").appendingPathComponent("DividersBetweenArrangedViews.swift")
        let scenes = SwiftSourceReader().read([SourceFile(path: "DividersBetweenArrangedViews.swift", text: try String(contentsOf: url, encoding: .utf8))]).scenes
        let scene = try XCTUnwrap(scenes.first { $0.name == "SettingsMenuViewController" })
        let menu = try XCTUnwrap(scene.items.first { $0.id.name == "menu" })
        let arranged = menu.stack?.arrangedSubviews.map(\.name) ?? []
        XCTAssertEqual(arranged.count, 7, "four buttons and the three dividers between them: \(arranged)")
        XCTAssertEqual(arranged.filter { $0.hasPrefix("divider") }.count, 3)
        XCTAssertTrue(arranged.first?.hasPrefix("button") == true && arranged.last?.hasPrefix("button") == true, "\(arranged)")
    }
}
