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

    /// A table whose delegate the code hands to another object: that object answers the rows' heights (held-out round 47,
    /// FitnessApp), in Swift and in Objective-C; the controller's own `self` as delegate, or `nil`, changes nothing.
    func testATableDelegatedToAnotherObjectHasRowsOfUnknownHeight() throws {
        let swift = SourceFile(path: "Lists.swift", text: """
            import UIKit
            final class HelperListController: UITableViewController {
                let sizing = RowSizing()
                override func viewDidLoad() { super.viewDidLoad(); tableView.rowHeight = 44; tableView?.delegate = sizing }
            }
            final class OwnListController: UITableViewController {
                override func viewDidLoad() { super.viewDidLoad(); tableView.rowHeight = 44; tableView.delegate = self }
            }
            """)
        let swiftFacts = SwiftSourceReader().read([swift]).facts
        XCTAssertEqual(swiftFacts.rowHeight(owner: "HelperListController", property: "tableView"), .unknown)
        XCTAssertEqual(swiftFacts.rowHeight(owner: "OwnListController", property: "tableView"), .fixed(44))
        let objc = SourceFile(path: "Lists.m", text: """
            @implementation HelperListController
            - (void)viewDidLoad { [super viewDidLoad]; self.tableView.rowHeight = 44; self.tableView.delegate = self.sizing; }
            @end
            @implementation OwnListController
            - (void)viewDidLoad { [super viewDidLoad]; self.tableView.rowHeight = 44; [self.tableView setDelegate:self]; self.delegate = self.other; }
            @end
            """)
        let objcFacts = ObjectiveCReader().read([objc]).facts
        XCTAssertEqual(objcFacts.rowHeight(owner: "HelperListController", property: "tableView"), .unknown)
        XCTAssertEqual(objcFacts.rowHeight(owner: "OwnListController", property: "tableView"), .fixed(44))
    }

    /// A table wrapper's delegate method passes its answer on as the rows' height (RATreeView's
    /// `treeView:heightForRowForItem:`); other two-part selectors do not count.
    func testATableWrappersRowHeightAnswerIsTheRowsHeight() throws {
        let objc = SourceFile(path: "Tree.m", text: """
            @implementation CategoryTreeController
            - (CGFloat)treeView:(RATreeView *)treeView heightForRowForItem:(id)item { return 48; }
            @end
            @implementation PlainController
            - (CGFloat)treeView:(RATreeView *)treeView widthForItem:(id)item { return 48; }
            @end
            """)
        let facts = ObjectiveCReader().read([objc]).facts
        XCTAssertEqual(facts.tableRowHeights["CategoryTreeController"]?[ProjectFacts.everyTable], .fixed(48))
        XCTAssertNil(facts.tableRowHeights["PlainController"])
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
        XCTAssertEqual(try scene("PlainCell").kind, .cell(rowHeight: nil), "no code: the table draws 44, the prototype 66; which one UIKit uses is not established, so the height is open")
        XCTAssertTrue(try scene("PlainCell").items.first { $0.id == "contentView" }?.isOpen(.vertical) == true)
        XCTAssertEqual(try scene("ResultCell").kind, .cell(rowHeight: nil))
        XCTAssertEqual(try scene("LaneCell").rowSeparator, true)
        XCTAssertNil(try scene("TrackCell").rowSeparator, "separatorStyle none")
        XCTAssertNil(try scene("PierCell").rowSeparator, "turned off in code")
        XCTAssertEqual(try scene("DockCell").kind, .cell(rowHeight: 56))
        XCTAssertTrue(rootIsOpenVertically(try scene("DockTallCell")), "a custom height of its own against the code's")
    }

    /// A `.xib` table cell: its row height comes only from the code that shows its class.
    private let legRowXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="leg-cel-01" customClass="LegRowCell" customModule="Shelf" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="leg-cel-01" id="leg-cnt-01">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="leg-bdg-01" userLabel="legBadge">
                                <rect key="frame" x="16" y="8" width="40" height="44"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="leg-bdg-01" firstAttribute="top" secondItem="leg-cnt-01" secondAttribute="top" constant="8" id="leg-con-01"/>
                            <constraint firstAttribute="bottom" secondItem="leg-bdg-01" secondAttribute="bottom" constant="8" id="leg-con-02"/>
                            <constraint firstItem="leg-bdg-01" firstAttribute="height" constant="44" id="leg-con-03"/>
                            <constraint firstItem="leg-bdg-01" firstAttribute="width" constant="40" id="leg-con-04"/>
                            <constraint firstItem="leg-bdg-01" firstAttribute="leading" secondItem="leg-cnt-01" secondAttribute="leading" constant="16" id="leg-con-05"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    private func legRowScene(_ facts: ProjectFacts) throws -> Scene {
        let result = InterfaceBuilderReader().read([SourceFile(path: "LegRowCell.xib", text: legRowXib)], facts: facts)
        return try XCTUnwrap(result.scenes.first)
    }

    func testXibRowOfAHeightTheCodeStatesIsThatRowUnderItsSeparator() throws {
        let scene = try legRowScene(ProjectFacts(fixedHeightCellClasses: ["LegRowCell"], cellRowHeights: ["LegRowCell": 50],
                                                 cellsWithRowSeparators: ["LegRowCell"]))
        XCTAssertEqual(scene.kind, .cell(rowHeight: 50))
        XCTAssertEqual(scene.rowSeparator, true)
        XCTAssertFalse(scene.root.flatMap(scene.item)?.isOpen(.vertical) ?? true)
    }

    func testXibRowOfAHeightTheCodeDoesNotStateIsOpenInHeightOnly() throws {
        let scene = try legRowScene(ProjectFacts(fixedHeightCellClasses: ["LegRowCell"]))
        XCTAssertEqual(scene.kind, .cell(rowHeight: nil))
        XCTAssertNil(scene.rowSeparator)
        let root = try XCTUnwrap(scene.root.flatMap(scene.item))
        XCTAssertTrue(root.isOpen(.vertical))
        XCTAssertFalse(root.isOpen(.horizontal))
    }
}
