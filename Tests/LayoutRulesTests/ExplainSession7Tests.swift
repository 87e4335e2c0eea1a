import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// What explain says about the shapes of the seventh set of real logs (session 7), word for word: a scroll view's
/// negative content size, a template cell's width fence, an intrinsic size held at required priority.
final class ExplainSession7Tests: XCTestCase {
    private func explanations(_ fixture: String) throws -> [MessageExplanation] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
    }

    private func diagnoses(_ fixture: String) throws -> [Diagnosis] {
        try explanations(fixture).map { try XCTUnwrap($0.conflicts.first?.diagnosis) }
    }

    func testANegativeContentSizeNamesTheScrollViewAndWhereItsContentSizeCameFrom() throws {
        let found = try diagnoses("scroll-content-size.log")
        XCTAssertEqual(found.map(\.kind), [.negativeSize, .negativeSize])
        XCTAssertEqual(found.map { $0.view?.name }, ["UITableView#c000", "UICollectionView#5a00"])
        XCTAssertEqual(found[0].summary, "UITableView#c000's content height would be -18: UIKit's automatic content-size constraint (_UIScrollViewAutomaticContentSizeConstraint) holds its content area at the contentSize it was given, and a content size is never negative.")
        XCTAssertEqual(found[0].fix, "the table computed its content height from its rows, headers and footers: check that none of the heights its data source or delegate returns is negative (tableView(_:heightForRowAt:), estimatedHeightForRowAt, header and footer heights) and that estimated row heights are not far off while rows are inserted or removed; the constraint itself is UIKit's, not one to change")
        XCTAssertEqual(found[1].fix, "the collection view took its content size from its layout: check the layout's collectionViewContentSize and item sizes for a negative width (a size computed from the collection view's own width minus insets while that width is still 0); the constraint itself is UIKit's, not one to change")
    }

    func testATemplateCellsWidthFenceIsNamedInsteadOfTwoRequiredWidths() throws {
        let found = try diagnoses("template-cell-width.log")
        XCTAssertEqual(found.map(\.kind), [.templateCellWidth, .templateCellWidth, .templateCellWidth, .templateCellWidth])
        XCTAssertEqual(found.map { $0.view?.name }, [
            "UITableViewCellContentView#b3f0", "UITableViewCellContentView#7f90", "UITableViewCellContentView#f100", "SectionHeaderView#e6c0",
        ])
        XCTAssertEqual(found[0].summary, "UITableViewCellContentView#b3f0.width == 414 is a template cell's width fence, as UITableView+FDTemplateLayoutCell (fd_heightForCellWithIdentifier) and the row-height helpers modelled on it add while they compute a height; UITableViewCellContentView#b3f0.width == 0 is UIKit's, which since iOS 10.2 holds a template cell's content view at the width of a cell that never got a frame. Neither is the width the table gives its cells (UIView-Encapsulated-Layout-Width).")
        XCTAssertEqual(found[0].fix, "make the fence's priority 999 (UILayoutPriority.required - 1) and pin the content view's edges to the cell, as the library's current code does on iOS 10.2 and later (update it, or make that change in your copy)")
        XCTAssertEqual(found[1].summary, "UITableViewCellContentView#7f90.width == 304 is not the table's cell width (that is UIView-Encapsulated-Layout-Width = 320): it is a template cell's width fence, as UITableView+FDTemplateLayoutCell (fd_heightForCellWithIdentifier) and the row-height helpers modelled on it add while they compute a height, and it was computed from a different width (the table's width less an accessory, an index bar or an earlier size).")
        XCTAssertEqual(found[2].fix, "compute row heights only once the table view has its width (the library's current code adds no fence at width 0), or lower the priority of UITableViewCellContentView#f100.trailing == BadgeView#0a20.trailing + 8 to 999 so the content gives way while the template cell is measured")
        XCTAssertEqual(found[3].fix, "make the fence's priority 999 (UILayoutPriority.required - 1) and give the template view the table's width before measuring it (update the library, or make that change in your copy)")
        let explained = try explanations("template-cell-width.log")
        XCTAssertEqual(explained.map { $0.conflicts.first?.diagnosis.suggestedMember }, [0, 0, 1, 0])
    }

    func testTwoWidthsTheAppSetOnItsOwnViewAreStillTwoRequiredSizes() throws {
        let found = try diagnoses("two-required-widths.log")
        XCTAssertEqual(found.first?.kind, .twoRequiredSizes)
    }

    func testARequiredCompressionResistanceIsNamedWithItsIntrinsicSize() throws {
        let found = try diagnoses("content-size-priorities.log")
        XCTAssertEqual(found.map(\.kind), [.requiredContentSize, .requiredContentSize])
        XCTAssertEqual(found[0].summary, "The compression resistance of UILabel'Subscribe' is required (1000) on the horizontal axis: it cannot be made smaller than its intrinsic width of 92 (NSContentSizeLayoutConstraint: UILabel'Subscribe'.width >= 92), and the other required constraints here need it to be.")
        XCTAssertEqual(found[1].fix, "lower the compression resistance of UIButton#9f10 below 1000 (setContentCompressionResistancePriority(.defaultHigh, for: .horizontal), or 999 in Interface Builder) so its content can give way, or lower the priority of UIView#8e80.trailing == UIButton#9f10.trailing + 20 to 999")
    }
}
