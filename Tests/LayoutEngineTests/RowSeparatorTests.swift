import LayoutEngine
import LayoutModel
import XCTest

/// A fixed-height row of a table that draws separators: UIKit makes the content view one pixel shorter than the
/// row (`'UIView-Encapsulated-Layout-Height' UITableViewCellContentView.height == 43.5` for a 44-point row on a 2x
/// screen, 43.6667 on a 3x one), so a required chain that adds up to exactly the row height conflicts with it.
final class RowSeparatorTests: XCTestCase {
    private func row(separator: String, bottomPriority: String = "") -> Scene {
        EngineTestSupport.scene("""
            scene Row cell rowHeight=44 separator=\(separator)
            root contentView: UITableViewCellContentView
            view badge in contentView
            badge.top == contentView.top + 10 "badge-top"
            badge.height == 24 "badge-height"
            contentView.bottom == badge.bottom + 10 \(bottomPriority) "badge-bottom"
            badge.leading == contentView.leading + 16
            badge.width == 24
            """)
    }

    func testTheSeparatorTakesOnePixelOfTheRow() throws {
        let scene = row(separator: "yes", bottomPriority: "@999")
        let twoTimes = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(twoTimes.conflicts, [])
        XCTAssertEqual(try XCTUnwrap(twoTimes.frames["contentView"]).height, 43.5)
        XCTAssertEqual(try XCTUnwrap(twoTimes.frames["badge"]), Rect(x: 16, y: 10, width: 24, height: 24))
        let threeTimes = try EngineTestSupport.solve(scene, on: "iPhone 15")
        XCTAssertEqual(try XCTUnwrap(threeTimes.frames["contentView"]).height, 43.667)
    }

    func testARequiredChainAsTallAsTheRowConflictsWithTheSeparator() throws {
        for device in ["iPhone SE", "iPhone 15"] {
            let solution = try EngineTestSupport.solve(row(separator: "yes"), on: device)
            XCTAssertEqual(solution.conflicts.count, 1, device)
            let members = try XCTUnwrap(solution.conflicts.first).constraints
            let height = try XCTUnwrap(members.first { $0.identifier == "UIView-Encapsulated-Layout-Height" })
            XCTAssertEqual(height.constant, device == "iPhone SE" ? 43.5 : 44 - 1.0 / 3, accuracy: 1e-9, device)
            XCTAssertEqual(Set(members.compactMap(\.identifier)).intersection(["badge-top", "badge-height", "badge-bottom"]),
                           ["badge-top", "badge-height", "badge-bottom"], device)
        }
    }

    func testWithoutASeparatorTheChainFitsTheRow() throws {
        let solution = try EngineTestSupport.solve(row(separator: "no"), on: "iPhone 15")
        XCTAssertEqual(solution.conflicts, [])
        XCTAssertEqual(try XCTUnwrap(solution.frames["contentView"]).height, 44)
    }
}
