import LayoutEngine
import LayoutModel
import XCTest

/// A multiplier on a position scales the distance from the origin of the nearest view holding both items, as
/// UIKit measures it, not the distance from the window's origin.
final class PositionMultiplierTests: XCTestCase {
    private let card = """
        scene Post viewController
        root view
        view card in view
        view photo in card
        view badge in card
        card.top == view.top + 500
        card.leading == view.leading + 30
        card.trailing == view.trailing
        card.height == 200
        photo.top == card.top + 10
        photo.height == 136
        photo.leading == card.leading + 10
        photo.width == 136
        badge.top == photo.top
        badge.centerY == 0.5 * photo.centerY
        badge.leading == photo.trailing + 8
        badge.width == 40
        """

    func testCentreAtHalfAnotherCentreIsMeasuredInTheSharedSuperview() throws {
        let solution = try EngineTestSupport.solve(EngineTestSupport.scene(card), on: "iPhone SE")
        XCTAssertEqual(solution.conflicts, [])
        // photo.centerY is 78 in the card; badge.centerY is 39 there, with its top at 10: 58 high (frames are in the
        // superview's coordinates). Measured from the window, the centre would be 539 and the height negative.
        assertFrame(solution.frames["badge"], Rect(x: 154, y: 10, width: 40, height: 58), "badge")
    }

    func testMultiplierAgainstTheSuperviewItselfUsesItsOwnBounds() throws {
        let scene = EngineTestSupport.scene("""
            scene Strip viewController
            root view
            view strip in view
            view dot in strip
            strip.leading == view.leading + 100
            strip.width == 200
            strip.top == view.top + 50
            strip.height == 20
            dot.centerX == 0.5 * strip.centerX
            dot.width == 10
            dot.top == strip.top
            dot.height == 10
            """)
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        XCTAssertEqual(solution.conflicts, [])
        // strip.centerX is 100 in its own bounds: the dot's centre is 50 into the strip (not 0.5 × 200 = 100 of the
        // window, 0 into the strip).
        assertFrame(solution.frames["dot"], Rect(x: 45, y: 0, width: 10, height: 10), "dot")
    }

    func testSizesKeepTheirMultiplier() throws {
        let scene = EngineTestSupport.scene("""
            scene Half viewController
            root view
            view box in view
            view half in box
            box.leading == view.leading + 40
            box.top == view.top + 40
            box.width == 200
            box.height == 100
            half.width == 0.5 * box.width
            half.height == box.height
            half.leading == box.leading
            half.top == box.top
            """)
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        assertFrame(solution.frames["half"], Rect(x: 0, y: 0, width: 100, height: 100), "half")
    }
}
