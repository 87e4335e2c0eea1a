import Foundation
import LayoutModel
@testable import LayoutReaders
import XCTest

/// The row heights a project's controllers give their tables, found in the Swift code and applied to the prototype
/// cells of their storyboard (`Fixtures/interface-builder-with-code`).
final class TableRowHeightFactsTests: XCTestCase {
    private func source(_ url: URL) throws -> SourceFile {
        SourceFile(path: "Fixtures/interface-builder-with-code/\(url.lastPathComponent)", text: try String(contentsOf: url, encoding: .utf8))
    }

    private func facts() throws -> ProjectFacts {
        let swift = try FixturePaths.files(in: "interface-builder-with-code", ending: ".swift").map(source)
        return SwiftSourceReader().read(swift).facts
    }

    func testTheCodeSaysHowEachControllerSizesItsRows() throws {
        let facts = try facts()
        XCTAssertEqual(facts.rowHeight(owner: "ReadingListViewController", property: "tableView"), .automatic)
        XCTAssertEqual(facts.rowHeight(owner: "Shelf.ShelfViewController", property: "tableView"), .fixed(56))
        XCTAssertEqual(facts.rowHeight(owner: "ActivityViewController", property: "tableView"), .unknown)
        XCTAssertEqual(facts.rowHeight(owner: "ArchiveViewController", property: "tableView"), .automatic, "inherited")
        XCTAssertEqual(facts.rowHeight(owner: "SearchViewController", property: "resultsTable"), .automatic)
        XCTAssertNil(facts.rowHeight(owner: "SearchViewController", property: "tableView"))
        XCTAssertNil(facts.rowHeight(owner: "PlainListViewController", property: "tableView"))
        XCTAssertTrue(facts.hidesSeparators(owner: "PiersViewController", property: "tableView"))
        XCTAssertFalse(facts.hidesSeparators(owner: "LanesViewController", property: "tableView"))
    }

    func testPrototypeCellsTakeTheirControllersRowHeight() throws {
        let storyboard = try source(FixturePaths.folder("interface-builder-with-code").appendingPathComponent("table-rows.storyboard"))
        let scenes = InterfaceBuilderReader().read([storyboard], facts: try facts()).scenes
        func scene(_ name: String) throws -> Scene { try XCTUnwrap(scenes.first { $0.name == name }, name) }
        func rootIsOpenVertically(_ scene: Scene) -> Bool { scene.root.flatMap(scene.item)?.isOpen(.vertical) ?? false }

        XCTAssertEqual(try scene("ReadingCell").kind, .cell(rowHeight: nil))
        XCTAssertFalse(rootIsOpenVertically(try scene("ReadingCell")))
        XCTAssertEqual(try scene("ShelfCell").kind, .cell(rowHeight: 56))
        XCTAssertEqual(try scene("ShelfCell").rowSeparator, true)
        XCTAssertEqual(try scene("ActivityCell").kind, .cell(rowHeight: nil))
        XCTAssertTrue(rootIsOpenVertically(try scene("ActivityCell")), "a computed row height is open")
        XCTAssertEqual(try scene("ArchiveCell").kind, .cell(rowHeight: nil))
        XCTAssertEqual(try scene("PlainCell").kind, .cell(rowHeight: 66), "no code: the drawn height holds")
        XCTAssertEqual(try scene("ResultCell").kind, .cell(rowHeight: nil))
        XCTAssertEqual(try scene("LaneCell").rowSeparator, true)
        XCTAssertNil(try scene("TrackCell").rowSeparator, "separatorStyle none")
        XCTAssertNil(try scene("PierCell").rowSeparator, "turned off in code")
        XCTAssertEqual(try scene("DockCell").kind, .cell(rowHeight: 56))
        XCTAssertTrue(rootIsOpenVertically(try scene("DockTallCell")), "a custom height of its own against the code's")
    }
}
