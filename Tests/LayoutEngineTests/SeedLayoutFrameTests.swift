import LayoutEngine
import LayoutModel
import XCTest

/// The seed layouts give the frames worked out by hand (labels without a stated height use the
/// catalog's nominal 20.5 points; the root's side margins are 16 on phones of these widths).
final class SeedLayoutFrameTests: XCTestCase {
    func testQuoteCellOnTwoWidths() throws {
        let scene = try EngineTestSupport.fixture("quote-cell")
        for (device, width) in [("iPhone SE", 375.0), ("iPhone 15", 393.0)] {
            let solution = try EngineTestSupport.solve(scene, on: device)
            // Content view margins 11 / 16; author 20 high; 8 apart; quote 20.5 high.
            assertFrame(solution.frames["contentView"], Rect(x: 0, y: 0, width: width, height: 11 + 20 + 8 + 20.5 + 11), device)
            assertFrame(solution.frames["authorLabel"], Rect(x: 16, y: 11, width: width - 32, height: 20), device)
            assertFrame(solution.frames["quoteLabel"], Rect(x: 16, y: 39, width: width - 32, height: 20.5), device)
            XCTAssertEqual(solution.conflicts, [], device)
            XCTAssertEqual(solution.ambiguities, [], device)
            XCTAssertEqual(solution.contentSize.map(\.isDetermined), [true], device)
        }
    }

    func testSignUpFormIsCentredAndSizedByItsContent() throws {
        let scene = try EngineTestSupport.fixture("sign-up")
        // title 20.5, +20, field 34, +8, field 34, +16, switch row 31 (label ≥ switch), +20, button 30 = 213.5
        for (device, size) in [("iPhone SE", Size(width: 375, height: 667)), ("iPad", Size(width: 820, height: 1180))] {
            let solution = try EngineTestSupport.solve(scene, on: device)
            let margin = device == "iPad" ? 20.0 : 16.0
            let formWidth = size.width - 2 * margin
            assertFrame(solution.frames["form"], Rect(x: margin, y: size.height / 2 - 213.5 / 2, width: formWidth, height: 213.5), device)
            assertFrame(solution.frames["nameField"], Rect(x: 0, y: 40.5, width: formWidth, height: 34), device)
            assertFrame(solution.frames["emailField"], Rect(x: 0, y: 82.5, width: formWidth, height: 34), device)
            assertFrame(solution.frames["termsSwitch"], Rect(x: 0, y: 132.5, width: 51, height: 31), device)
            assertFrame(solution.frames["termsLabel"], Rect(x: 59, y: 132.5, width: formWidth - 59, height: 31), device)
            assertFrame(solution.frames["signUpButton"], Rect(x: formWidth / 2 - 30, y: 183.5, width: 60, height: 30), device)
            XCTAssertEqual(solution.conflicts, [], device)
        }
    }

    func testReadingScreenTextViewTakesSixtyFivePercent() throws {
        let scene = try EngineTestSupport.fixture("reading-screen")
        for (device, size, top, bottom) in [("iPhone 15", Size(width: 393, height: 852), 59.0, 34.0),
                                            ("iPhone SE", Size(width: 375, height: 667), 20.0, 0.0)] {
            let solution = try EngineTestSupport.solve(scene, on: device)
            let textHeight = 0.65 * size.height
            let textTop = size.height - bottom - textHeight
            assertFrame(solution.frames["textView"], Rect(x: 16, y: textTop, width: size.width - 32, height: textHeight), device)
            assertFrame(solution.frames["chapterLabel"], Rect(x: 16, y: textTop - 8 - 21, width: size.width - 32, height: 21), device)
            assertFrame(solution.frames["imageArea"], Rect(x: 0, y: top, width: size.width, height: textTop - 8 - 21 - 8 - top), device)
            assertFrame(solution.frames["view.safeAreaLayoutGuide"], Rect(x: 0, y: top, width: size.width, height: size.height - top - bottom), device)
        }
    }

    func testCookbookEqualWidthButtons() throws {
        let scene = try EngineTestSupport.fixture("cookbook-two-equal-width-buttons")
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        // 375 − 16 − 16 − 8 = 335 shared equally; buttons 20 above the bottom layout guide (height 0 on an SE).
        assertFrame(solution.frames["Short Button"], Rect(x: 16, y: 667 - 20 - 30, width: 167.5, height: 30))
        assertFrame(solution.frames["Long Button"], Rect(x: 16 + 167.5 + 8, y: 667 - 20 - 30, width: 167.5, height: 30))
    }

    func testCookbookEqualSpacingWithSpacerViews() throws {
        let scene = try EngineTestSupport.fixture("cookbook-two-buttons-equal-spacing")
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        // Buttons use the nominal 60-point width; three equal spacers share 375 − 120.
        let spacer = (375.0 - 120) / 3
        assertFrame(solution.frames["Short Button"], Rect(x: spacer, y: 617, width: 60, height: 30))
        assertFrame(solution.frames["Long Button"], Rect(x: 2 * spacer + 60, y: 617, width: 60, height: 30))
        assertFrame(solution.frames["Center Dummy View"], Rect(x: spacer + 60, y: 627, width: spacer, height: 20))
    }

    func testDynamicHeightRecipeKeepsBothBelowTheGuide() throws {
        let scene = try EngineTestSupport.fixture("cookbook-dynamic-height-label-and-text-field")
        let solution = try EngineTestSupport.solve(scene, on: "iPhone SE")
        // The text field (34 high) and the label (20.5) share a baseline; the taller one sits 20 below the guide.
        let field = try XCTUnwrap(solution.frames["Name Text Field"])
        let label = try XCTUnwrap(solution.frames["Name Label"])
        XCTAssertEqual(field.y, 40, accuracy: 0.001)
        XCTAssertEqual(field.y + field.height - 8, label.y + label.height - 4, accuracy: 0.001, "last baselines line up")
        XCTAssertGreaterThanOrEqual(label.y, 40)
        XCTAssertEqual(solution.conflicts, [])
    }
}
