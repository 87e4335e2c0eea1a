import Foundation
import LayoutModel
import XCTest
@testable import LayoutReaders

/// What the Objective-C reader makes of each fixture, rendered as the Swift reader's fixtures are and pinned in
/// `Fixtures/objc/NAME.expected` (`OBJC_READER_RECORD=1` rewrites them; review the diff).
final class ObjectiveCReaderFixtureTests: XCTestCase {
    private func check(_ names: [String], expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let sources = names.map { name -> SourceFile in
            let path = "Fixtures/objc/\(name)"
            let text = (try? String(contentsOf: SwiftSourceFixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
            return SourceFile(path: path, text: text)
        }
        let rendered = SwiftSourceFixtures.render(ObjectiveCReader().read(sources))
        let url = SwiftSourceFixtures.packageRoot.appendingPathComponent("Fixtures/objc/\(expected)")
        if ProcessInfo.processInfo.environment["OBJC_READER_RECORD"] != nil {
            try? rendered.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let pinned = try? String(contentsOf: url, encoding: .utf8) else { return XCTFail("missing Fixtures/objc/\(expected)", file: file, line: line) }
        XCTAssertEqual(rendered, pinned, file: file, line: line)
    }

    func testCellWithCompleteVerticalChain() { check(["ProfileCell.h", "ProfileCell.m"], expected: "ProfileCell.expected") }
    func testCellMissingBottomConstraint() { check(["ProfileCellMissingBottom.h", "ProfileCellMissingBottom.m"], expected: "ProfileCellMissingBottom.expected") }
    /// A view added to the cell itself hangs from the cell, not its content view: the cell is an item, the content view inside it.
    func testViewsAddedToTheCellItselfHangFromTheCell() { check(["PromptRowCell.m"], expected: "PromptRowCell.expected") }
    func testConflictingWidths() { check(["BadgeView.m"], expected: "BadgeView.expected") }
    func testCollectionReusableViewLaysOutInItselfWithoutAContentView() { check(["SectionBannerViews.m"], expected: "SectionBannerViews.expected") }
    func testAnchorMixing() { check(["ToolbarView.m"], expected: "ToolbarView.expected") }
    func testCellBuiltInTextLabelIsReadForAnchorMixing() { check(["SettingFieldCell.m"], expected: "SettingFieldCell.expected") }
    func testAutoresizingMaskLeftOn() { check(["AvatarHeaderView.m"], expected: "AvatarHeaderView.expected") }
    func testRowsTheCodeSizesAreNotSelfSizing() { check(["RailRowCells.m"], expected: "RailRowCells.expected") }
    func testCollectionCellsTheirLayoutSizesAreNotSelfSizing() { check(["GridCells.m"], expected: "GridCells.expected") }
    func testVisualFormatWithUnknownName() { check(["CaptionView.m"], expected: "CaptionView.expected") }
    func testVisualFormatSpacingPredicatesWithoutParentheses() { check(["BannerStripView.m"], expected: "BannerStripView.expected") }
    func testMasonryAndPureLayoutViewsAreOpen() { check(["MasonryCardView.m"], expected: "MasonryCardView.expected") }
    func testMasonryCommonFormsBecomeConstraints() { check(["MasonryProfileHeaderView.m"], expected: "MasonryProfileHeaderView.expected") }
    func testMasonryRemakeAndUpdateWithConflict() { check(["MasonryStatusCell.m"], expected: "MasonryStatusCell.expected") }
    func testParenthesisedAssignmentIsItsValue() { check(["ParenthesisedAssignmentViews.m"], expected: "ParenthesisedAssignmentViews.expected") }
    func testNibLoadedClassesAreOpen() { check(["NibLoadedSeparatorCell.m"], expected: "NibLoadedSeparatorCell.expected") }
    func testMasonryFormsNotReadStayOpen() { check(["MasonryUnreadFormsView.m"], expected: "MasonryUnreadFormsView.expected") }
    /// Constraints to the scroll view's edges are described as written; the engine reads them as its content area.
    func testScrollViewEdgesAreDescribedAsWritten() {
        check(["NotesScrollViewController.m"], expected: "NotesScrollViewController.expected")
    }
    func testStatisticsCountMasonryCallsPerLibrary() {
        let path = "Fixtures/objc/MasonryUnreadFormsView.m"
        let text = (try? String(contentsOf: SwiftSourceFixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
        let statistics = ObjectiveCReader().readWithStatistics([SourceFile(path: path, text: text)]).statistics
        // Two mas_makeConstraints: (one with an offset not resolved) and a mas_distributeViewsAlongAxis: not read.
        XCTAssertEqual(statistics.libraries["Masonry"], ReaderCoverage.LibraryCoverage(found: 3, understood: 1))
    }
    func testPureLayoutCommonMessagesBecomeConstraints() { check(["PureLayoutComposeBar.m"], expected: "PureLayoutComposeBar.expected") }
    func testPureLayoutInsetsConflictAndMissingPlacement() { check(["PureLayoutBannerView.m"], expected: "PureLayoutBannerView.expected") }
    func testOutletIsOpen() { check(["SettingsViewController.h", "SettingsViewController.m"], expected: "SettingsViewController.expected") }
    func testAConstraintSwitchedOffUnderAConditionIsNoProof() { check(["FolderPickerViewController.m"], expected: "FolderPickerViewController.expected") }
    func testUnresolvedConstantsAreNoDuplicates() { check(["ChatInputHeights.m"], expected: "ChatInputHeights.expected") }
    /// A section footer is sized by the footer answers, not by the table's row height; the row cell is.
    func testSectionFootersAreNotRows() { check(["SectionFooters.m"], expected: "SectionFooters.expected") }
}
