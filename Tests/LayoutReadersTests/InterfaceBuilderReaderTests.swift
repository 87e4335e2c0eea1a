import LayoutModel
import LayoutReaders
import XCTest

/// Single behaviours of the Interface Builder reader on small inline documents.
final class InterfaceBuilderReaderTests: XCTestCase {
    private func xib(_ body: String, version: String = "3.0", autolayout: String = "YES") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="\(version)" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="\(autolayout)">
            <objects>
        \(body)
            </objects>
        </document>
        """
    }

    private func read(_ text: String, path: String = "test.xib") -> ReadResult {
        InterfaceBuilderReader().read([SourceFile(path: path, text: text)])
    }

    private let twoViews = """
            <view contentMode="scaleToFill" id="r-1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a-1">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-1">
                        <rect key="frame" x="70" y="10" width="50" height="50"/>
                    </view>
                </subviews>
                <constraints>
                    CONSTRAINTS
                </constraints>
            </view>
    """

    private func constraints(_ lines: String) -> [Constraint] {
        read(xib(twoViews.replacingOccurrences(of: "CONSTRAINTS", with: lines))).scenes.first?.constraints ?? []
    }

    /// A table's `dataSource` or `delegate` outlet says what the object it points at is for the table, not what the view
    /// is called: a top-level view a table's data source points at keeps its own name; an outlet of the owner's names it.
    func testRelationshipOutletsNameNoView() {
        let text = xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LedgerPanel">
                    <connections>
                        <outlet property="summaryStrip" destination="s-1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="r-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <tableView contentMode="scaleToFill" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="t-1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <connections>
                                <outlet property="dataSource" destination="r-1" id="o-1"/>
                                <outlet property="delegate" destination="r-1" id="o-2"/>
                            </connections>
                        </tableView>
                    </subviews>
                </view>
                <view contentMode="scaleToFill" id="s-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                </view>
            """)
        let names = read(text).scenes.map(\.name).sorted()
        XCTAssertEqual(names, ["UIView#r-1", "summaryStrip"])
    }

    func testFileExtensions() {
        XCTAssertEqual(InterfaceBuilderReader().fileExtensions, ["xib", "storyboard"])
    }

    func testLocationPointsAtTheOpeningBracketOfAMultiLineTag() throws {
        let result = read(xib(twoViews.replacingOccurrences(of: "CONSTRAINTS", with: """
        <constraint firstItem="a-1"
                                firstAttribute="width" constant="12.5" id="c-1"/>
        """)))
        let constraint = try XCTUnwrap(result.scenes.first?.constraints.first)
        XCTAssertEqual(constraint.location, SourceLocation(file: "test.xib", line: 15, column: 17, objectID: "c-1"))
        XCTAssertEqual(constraint.constant, 12.5)
        let item = try XCTUnwrap(result.scenes.first?.items.first { $0.location.objectID == "b-1" })
        XCTAssertEqual(item.location.line, 10)
        XCTAssertEqual(item.location.column, 17)
    }

    func testMultiplierForms() {
        let read = constraints("""
        <constraint firstItem="a-1" firstAttribute="width" secondItem="b-1" secondAttribute="width" multiplier="2" id="c-1"/>
        <constraint firstItem="a-1" firstAttribute="width" secondItem="b-1" secondAttribute="height" multiplier="2/3" id="c-2"/>
        <constraint firstItem="a-1" firstAttribute="height" secondItem="b-1" secondAttribute="height" multiplier="271:152" id="c-3"/>
        <constraint firstItem="a-1" firstAttribute="height" secondItem="b-1" secondAttribute="width" multiplier="0.5" id="c-4"/>
        <constraint firstItem="a-1" firstAttribute="width" secondItem="b-1" secondAttribute="width" multiplier="24%" id="c-5"/>
        <constraint firstItem="a-1" firstAttribute="height" secondItem="b-1" secondAttribute="height" multiplier="0.8 : 1" id="c-6"/>
        """)
        XCTAssertEqual(read.map(\.multiplier), [2, 2.0 / 3.0, 271.0 / 152.0, 0.5, 0.24, 0.8], "as typed in Interface Builder's field")
    }

    func testMissingItemsMeanTheOwnerAndAConstantSize() {
        let read = constraints("""
        <constraint firstAttribute="trailing" secondItem="b-1" secondAttribute="trailing" constant="-8.5" priority="750" identifier="edge" id="c-1"/>
        <constraint firstItem="a-1" firstAttribute="height" relation="lessThanOrEqual" constant="44" id="c-2"/>
        """)
        XCTAssertEqual(read.map(\.formula), ["view.trailing == UIView#b-1.trailing - 8.5 @750", "UIView#a-1.height <= 44"])
        XCTAssertEqual(read.first?.identifier, "edge")
        XCTAssertEqual(read.last?.secondAttribute, .notAnAttribute)
    }

    func testSymbolicConstantDefaultsToStandardSpacingAndPlaceholdersAreWeakStandIns() {
        let result = read(xib(twoViews.replacingOccurrences(of: "CONSTRAINTS", with: """
        <constraint firstItem="b-1" firstAttribute="leading" secondItem="a-1" secondAttribute="trailing" symbolic="YES" id="c-1"/>
        <constraint firstItem="a-1" firstAttribute="top" secondItem="r-1" secondAttribute="top" placeholder="YES" id="c-2"/>
        """)))
        XCTAssertEqual(result.scenes.first?.constraints.map(\.formula), [
            "UIView#b-1.leading == UIView#a-1.trailing + 8", "UIView#a-1.top == view.top @2",
        ])
        XCTAssertEqual(result.scenes.first?.constraints.last?.origin, .system, "the code's constraint, not the file's")
        XCTAssertEqual(result.diagnostics.map(\.ruleID), [ReaderRuleID.skippedConstruct])
        XCTAssertEqual(result.diagnostics.first?.location.objectID, "c-2")
        XCTAssertEqual(result.diagnostics.first?.severity, .note)
    }

    func testUnknownReferenceIsSkippedWithANote() {
        let result = read(xib(twoViews.replacingOccurrences(of: "CONSTRAINTS", with: """
        <constraint firstItem="a-1" firstAttribute="top" secondItem="zzz-99" secondAttribute="top" id="c-1"/>
        """)))
        XCTAssertEqual(result.scenes.first?.constraints.count, 0)
        XCTAssertEqual(result.diagnostics.first?.message, "constraint skipped: its second item 'zzz-99' is not a view of this scene")
    }

    func testTranslatesFlagBeforeAndAfterTheXcode8Format() {
        let body = """
            <view contentMode="scaleToFill" id="r-1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a-1">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" id="b-1">
                        <rect key="frame" x="70" y="10" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a-1" firstAttribute="top" secondItem="r-1" secondAttribute="top" id="c-1"/>
                </constraints>
            </view>
        """
        let modern = read(xib(body)).scenes[0].items.map(\.translatesAutoresizingMask)
        XCTAssertEqual(modern, [true, true, true], "version 3.0 writes NO explicitly, so a missing flag is YES")
        let old = read(xib(body, version: "2.0")).scenes[0].items.map(\.translatesAutoresizingMask)
        XCTAssertEqual(old, [true, false, true], "old documents turned the flag off for constrained views")
        let springs = read(xib(body, version: "2.0", autolayout: "NO")).scenes[0].items.map(\.translatesAutoresizingMask)
        XCTAssertEqual(springs, [true, true, true])
        XCTAssertEqual(read(xib(body)).scenes[0].items[2].autoresizingMask, [.flexibleRightMargin, .flexibleBottomMargin])
    }

    func testTableCellRowHeights() {
        func storyboard(table: String, cell: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
                <scenes><scene sceneID="s-1"><objects>
                    <tableViewController id="vc-1" sceneMemberID="viewController">
                        <tableView key="view" \(table) id="t-1">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="800"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Cell" \(cell) id="cl-1">
                                    <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                    <tableViewCellContentView key="contentView" tableViewCell="cl-1" id="cv-1">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """
        }
        func kind(_ table: String, _ cell: String) -> SceneKind? {
            read(storyboard(table: table, cell: cell), path: "t.storyboard").scenes.first { $0.name == "Cell" }?.kind
        }
        XCTAssertEqual(kind(#"rowHeight="-1" estimatedRowHeight="-1""#, ""), .cell(rowHeight: nil))
        XCTAssertEqual(kind(#"rowHeight="60""#, ""), .cell(rowHeight: 60))
        XCTAssertEqual(kind("", ""), .cell(rowHeight: 44))
        // A prototype's own height only sizes the canvas of an automatic table; in a fixed one, another height of its
        // own is not established (the row is open in height).
        XCTAssertEqual(kind(#"rowHeight="-1""#, #"rowHeight="80""#), .cell(rowHeight: nil))
        XCTAssertEqual(kind(#"rowHeight="44""#, #"rowHeight="80""#), .cell(rowHeight: nil))
        XCTAssertEqual(kind(#"rowHeight="44""#, #"rowHeight="44""#), .cell(rowHeight: 44))
        XCTAssertEqual(kind("", #"rowHeight="80""#), .cell(rowHeight: 80))
        // A static table's cell is its row as drawn, whatever the table's own row height.
        XCTAssertEqual(kind(#"dataMode="static" rowHeight="44""#, #"rowHeight="60""#), .cell(rowHeight: 60))
        XCTAssertEqual(kind(#"dataMode="static" rowHeight="-1""#, #"rowHeight="60""#), .cell(rowHeight: 60))
    }

    func testCellConstraintsOnTheCellItselfUseTheContentView() throws {
        let result = read(xib("""
            <collectionViewCell opaque="NO" reuseIdentifier="Tile" id="cl-1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <view key="contentView" opaque="NO">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l-1">
                            <rect key="frame" x="8" y="8" width="20" height="20"/>
                        </label>
                    </subviews>
                </view>
                <viewLayoutGuide key="safeArea" id="sa-1"/>
                <constraints>
                    <constraint firstItem="l-1" firstAttribute="top" secondItem="cl-1" secondAttribute="top" constant="8" id="c-1"/>
                    <constraint firstItem="l-1" firstAttribute="leading" secondItem="sa-1" secondAttribute="leading" constant="8" id="c-2"/>
                </constraints>
            </collectionViewCell>
        """))
        let scene = try XCTUnwrap(result.scenes.first)
        // A xib's collection cell is sized by the layout that shows it (see InterfaceBuilderCollectionCellAndDetachedViewTests).
        XCTAssertEqual(scene.kind, .standalone)
        XCTAssertEqual(scene.root, "contentView")
        XCTAssertEqual(scene.items.map(\.id), ["contentView", "UILabel#l-1", "safeArea"])
        XCTAssertEqual(scene.constraints.map(\.formula), ["UILabel#l-1.top == contentView.top + 8", "UILabel#l-1.leading == safeArea.leading + 8"])
        XCTAssertTrue(result.diagnostics.isEmpty)
    }

    func testXcodeFlagsAreExposedByObjectID() throws {
        let flags = InterfaceBuilderReader.xcodeFlags(in: try InterfaceBuilderFixtures.source("xcode-flags.xib"))
        XCTAssertEqual(flags.keys.sorted(), ["flg-bt-001", "flg-lb-001"])
        XCTAssertEqual(flags["flg-lb-001"]?.ambiguous, true)
        XCTAssertEqual(flags["flg-lb-001"]?.misplaced, false)
        XCTAssertEqual(flags["flg-bt-001"]?.misplaced, true)
        XCTAssertEqual(flags["flg-bt-001"]?.location.line, 21)
    }

    func testBrokenInputNeverCrashes() {
        for text in ["", "not xml at all", "<document", "<document><objects><view id=\"x\">", "<?xml version=\"1.0\"?><plist/>",
                     xib("<view id=\"r\"><rect key=\"frame\" width=\"1\" height=\"1\"/><constraints><constraint/></constraints></view>")] {
            let result = read(text)
            XCTAssertTrue(result.diagnostics.allSatisfy { $0.location.file == "test.xib" }, text)
        }
        let garbage = read("<document><objects><view id=\"x\">")
        XCTAssertEqual(garbage.diagnostics.first?.ruleID, ReaderRuleID.syntaxError)
        XCTAssertEqual(garbage.diagnostics.first?.severity, .error)
    }
}
