import LayoutModel
import LayoutReaders
import XCTest

/// Project views that override `intrinsicContentSize` size themselves along the axes they give a metric for.
final class SwiftIntrinsicSizeOverrideTests: XCTestCase {
    func testOverriddenIntrinsicSizeIsUnknownExceptWhereNoMetricIsGiven() throws {
        let (result, _) = SwiftSourceFixtures.read(["SelfSizingTableScreen.swift"])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "AboutViewController" })
        let table = try XCTUnwrap(scene.items.first { $0.className == "ContentSizedTableView" })
        XCTAssertEqual(table.intrinsicSize, AxisPair(horizontal: .none, vertical: .unknown))
        let badge = try XCTUnwrap(scene.items.first { $0.className == "StatusBadge" })
        XCTAssertEqual(badge.intrinsicSize, AxisPair(horizontal: .none, vertical: .unknown))
        let scrollView = try XCTUnwrap(scene.items.first { $0.className == "UIScrollView" })
        XCTAssertNil(scrollView.intrinsicSize, "a UIKit class keeps its catalog size")
    }
}
