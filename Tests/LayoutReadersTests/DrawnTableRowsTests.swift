import Foundation
import LayoutModel
@testable import LayoutReaders
import XCTest

/// A nib cell registered by a class whose code states no row height takes the rows of the table that class's own
/// nib draws (`Fixtures/interface-builder-with-code`: StationList.swift, NetworkPicker.m and their nibs).
final class DrawnTableRowsTests: XCTestCase {
    private func sources(_ ending: String) throws -> [SourceFile] {
        try FixturePaths.files(in: "interface-builder-with-code", ending: ending).map { url in
            SourceFile(path: "Fixtures/interface-builder-with-code/\(url.lastPathComponent)", text: try String(contentsOf: url, encoding: .utf8))
        }
    }

    private func projectFacts() throws -> ProjectFacts {
        var facts = SwiftSourceReader().read(try sources(".swift")).facts
        facts.merge(ObjectiveCReader().read(try sources(".m")).facts)
        for nib in try sources(".xib") { facts.merge(InterfaceBuilderReader().projectFacts(statedIn: nib)) }
        return facts
    }

    func testNibsStateTheirOwnersTables() throws {
        let facts = try projectFacts()
        XCTAssertEqual(facts.drawnTables["StationListController"]?["stationsTable"], DrawnTableRows(rowHeight: .fixed(50), drawsSeparators: false))
        XCTAssertEqual(facts.drawnTables["NetworkPickerViewController"]?["networkTable"], DrawnTableRows(rowHeight: .fixed(44), drawsSeparators: true))
        XCTAssertEqual(facts.drawnTables["MemoFeedController"]?["memosTable"]?.rowHeight, .automatic)
        XCTAssertEqual(facts.cellHosts["StationRowCell"], ["StationListController"], "the cell's own class is not its host")
        XCTAssertEqual(facts.cellHosts["nib:NetworkRowCell"], ["NetworkPickerViewController"])
    }

    func testCellsTakeTheRowsTheirHostsNibsDraw() throws {
        let facts = try projectFacts()
        func scene(_ file: String) throws -> Scene {
            let nib = try XCTUnwrap(try sources(".xib").first { $0.path.hasSuffix("/" + file) })
            return try XCTUnwrap(InterfaceBuilderReader().read([nib], facts: facts).scenes.first, file)
        }
        XCTAssertEqual(try scene("StationRowCell.xib").kind, .cell(rowHeight: 50))
        XCTAssertNil(try scene("StationRowCell.xib").rowSeparator, "separatorStyle none")
        XCTAssertEqual(try scene("NetworkRowCell.xib").kind, .cell(rowHeight: 44))
        XCTAssertEqual(try scene("NetworkRowCell.xib").rowSeparator, true)
        XCTAssertEqual(try scene("MemoRowCell.xib").kind, .cell(rowHeight: nil), "automatic rows: self-sizing")
        // A cell nib no code read names is loaded by none of it: not linted at all (IBUnloadedNib), a note says so.
        let unshown = try XCTUnwrap(try sources(".xib").first { $0.path.hasSuffix("/unshown-row-cell.xib") })
        let read = InterfaceBuilderReader().read([unshown], facts: facts)
        XCTAssertEqual(read.scenes.count, 0)
        XCTAssertTrue(read.diagnostics.contains { $0.message.hasPrefix("not linted: no code read loads this nib") }, "\(read.diagnostics)")
    }

    /// A xib whose top-level view is of a project class (no File's Owner) draws the tables that view reaches by its own
    /// outlets: a cell nib it registers in `awakeFromNib` takes their rows.
    func testATopLevelViewOwnsTheTablesItsOutletsReach() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="card" customClass="CardListView">
            <rect key="frame" x="0" y="0" width="320" height="400"/>
            <subviews>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" separatorStyle="none" rowHeight="90" id="table">
            <rect key="frame" x="0" y="0" width="320" height="400"/>
            </tableView>
            </subviews>
            <connections><outlet property="cardsTable" destination="table" id="o1"/></connections>
            </view>
            </objects></document>
            """
        let facts = InterfaceBuilderReader().projectFacts(statedIn: SourceFile(path: "CardListView.xib", text: text))
        XCTAssertEqual(facts.drawnTables["CardListView"]?["cardsTable"], DrawnTableRows(rowHeight: .fixed(90), drawsSeparators: false))
    }

    func testWhatDecidesOverTheDrawnTable() {
        var facts = ProjectFacts()
        facts.cellHosts = ["RowCell": ["ListController", "OtherListController"]]
        facts.drawnTables = ["ListController": ["table": DrawnTableRows(rowHeight: .fixed(44), drawsSeparators: true)],
                             "OtherListController": ["table": DrawnTableRows(rowHeight: .fixed(60), drawsSeparators: true)]]
        XCTAssertEqual(facts.drawnRows(ofCellKnownBy: ["RowCell"])?.rowHeight, .unknown, "two tables of different heights")
        facts.drawnTables["OtherListController"]?["table"]?.rowHeight = .fixed(44)
        XCTAssertEqual(facts.drawnRows(ofCellKnownBy: ["RowCell"])?.rowHeight, .fixed(44))
        facts.tablesWithoutSeparators = ["*": ["*"]]
        XCTAssertEqual(facts.drawnRows(ofCellKnownBy: ["RowCell"])?.drawsSeparators, false, "turned off in code")
        facts.tableRowHeights = ["OtherListController": ["*": .automatic]]
        XCTAssertNil(facts.drawnRows(ofCellKnownBy: ["RowCell"]), "a host's code decides")
        facts.tableRowHeights = ["OtherListController": ["table": .unknown]]
        XCTAssertNil(facts.drawnRows(ofCellKnownBy: ["RowCell"]), "a host's code decides the drawn table's rows")
        facts.tableRowHeights = ["OtherListController": ["confirmation": .unknown]]
        XCTAssertEqual(facts.drawnRows(ofCellKnownBy: ["RowCell"])?.rowHeight, .fixed(44),
                       "what a host's code says of another property (a controller it presents) is not the drawn table's")
        facts.tableRowHeights = [:]
        facts.cellHosts["RowCell"]?.insert("RowCellDataSource")
        XCTAssertEqual(facts.drawnRows(ofCellKnownBy: ["RowCell"])?.rowHeight, .unknown,
                       "a host that draws no table: a data source of the drawn table, or a table made in code")
        facts.drawnTables = ["ListController": ["table": DrawnTableRows(rowHeight: .automatic, drawsSeparators: true)]]
        XCTAssertNil(facts.drawnRows(ofCellKnownBy: ["RowCell"]), "automatic drawn rows beside hosts drawing none: the default")
        facts.drawnTables = [:]
        XCTAssertNil(facts.drawnRows(ofCellKnownBy: ["RowCell"]), "no host draws a table")
        XCTAssertNil(facts.drawnRows(ofCellKnownBy: ["UnnamedCell"]))
    }
}
