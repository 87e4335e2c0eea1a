import LayoutEngine
import LayoutModel
import XCTest

/// A view without text has no baseline: Auto Layout uses its top edge for the first baseline and its bottom edge for
/// the last (UIView.forFirstBaselineLayout and forLastBaselineLayout, Apple documentation).
final class BaselinesWithoutTextTests: XCTestCase {
    func testFirstBaselineIsTheTopAndLastBaselineTheBottomOfASwitch() throws {
        let scene = EngineTestSupport.scene("""
            scene Toggles standalone size=320x200
            root view: UIView
            view upper: UISwitch in view intrinsic=51,31
            view lower: UISwitch in view intrinsic=51,31
            upper.top == view.top + 20
            upper.leading == view.leading + 20
            lower.leading == view.leading + 20
            lower.firstBaseline == upper.lastBaseline + 25
            """)
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(solution.conflicts.count, 0)
        assertFrame(solution.frames["lower"], Rect(x: 20, y: 76, width: 51, height: 31), "lower's top is 25 below upper's bottom")
    }
}
