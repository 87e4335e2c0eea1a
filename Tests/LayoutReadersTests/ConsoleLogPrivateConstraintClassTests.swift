import Foundation
import LayoutModel
@testable import LayoutReaders
import XCTest

/// Shapes of real console logs: UIKit's private constraint classes that print engine variables
/// (`contentHeight{id: 178}`) or content priorities (`Hug:250 CompressionResistance:750`).
final class ConsoleLogPrivateConstraintClassTests: XCTestCase {
    private func scan(_ text: String) -> ConsoleLogScan {
        ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text))
    }

    private func fixture(_ name: String) throws -> ConsoleLogScan {
        let url = ConsoleLogFixtureTests.logsDirectory.appendingPathComponent(name)
        return scan(try String(contentsOf: url, encoding: .utf8))
    }

    func testAScrollViewsContentHeightIsTheHeightOfItsContentLayoutGuide() throws {
        let scan = try fixture("scroll-content-size.log")
        XCTAssertTrue(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
        let message = try XCTUnwrap(scan.messages.first)
        XCTAssertEqual(message.unreadableCount, 0)
        let constraint = try XCTUnwrap(message.constraints.first?.constraint)
        XCTAssertEqual(constraint.formula, "UITableView#c000.contentLayoutGuide.height == -18")
        XCTAssertEqual(constraint.origin, .system)
        let guide = try XCTUnwrap(message.scene.item(constraint.firstItem))
        XCTAssertEqual(guide.guideKind, .scrollContent)
        XCTAssertEqual(guide.superview?.name, "UITableView#c000")
        XCTAssertEqual(message.scene.item(ItemID("UITableView#c000"))?.className, "UITableView")
        XCTAssertEqual(message.brokenConstraintIndex, 0)
        let width = try XCTUnwrap(scan.messages.dropFirst().first?.constraints.first?.constraint)
        XCTAssertEqual(width.formula, "UICollectionView#5a00.contentLayoutGuide.width == -3")
    }

    func testTheEngineVariableNumberIsSkippedAfterAnyAttribute() throws {
        let message = try XCTUnwrap(scan("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa1 UIView:0x10.width{id: 12} == 40>",
            "<NSLayoutConstraint:0xa2 UIView:0x10.width{id: 12} == UIScrollView:0x20.contentWidth{id: 7} - 8>"
        )
        """).messages.first)
        XCTAssertEqual(message.unreadableCount, 0)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), [
            "UIView#10.width == 40",
            "UIView#10.width == UIScrollView#20.contentLayoutGuide.width - 8",
        ])
    }

    func testContentSizePrioritiesKeepTheStrongerHalf() throws {
        let message = try XCTUnwrap(scan("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSContentSizeLayoutConstraint:0xb1 UILabel:0x10'Go'.width == 92 Hug:250 CompressionResistance:1000   (active)>",
            "<NSContentSizeLayoutConstraint:0xb2 UILabel:0x10'Go'.height == 18 Hug:750 CompressionResistance:750   (active)>",
            "<NSContentSizeLayoutConstraint:0xb3 H:[UIButton:0x20(88)] Hug:1000 CompressionResistance:250>",
            "<NSContentSizeLayoutConstraint:0xb4 multilineLabel.height == 17 Hug:750 CompressionResistance:1000   (active, names: multilineLabel:0x30 )>"
        )
        """).messages.first)
        XCTAssertEqual(message.unreadableCount, 0)
        let constraints = message.constraints.map(\.constraint)
        XCTAssertEqual(constraints.map(\.formula), [
            "UILabel'Go'.width >= 92", "UILabel'Go'.height == 18 @750", "UIButton#20.width <= 88", "multilineLabel.height >= 17",
        ])
        XCTAssertEqual(constraints.map(\.priority.value), [1000, 750, 1000, 1000])
        XCTAssertEqual(constraints.map(\.origin), [.contentSize, .contentSize, .contentSize, .contentSize])
    }
}
