import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// What explain says about the shapes of real console logs, beyond the fixtures' recorded
/// summaries: a lone negative size, and the conflicts the reader now finds in flattened, bracketless and
/// centred-autoresizing logs.
final class ExplainFlattenedLogTests: XCTestCase {
    private func explanations(_ fixture: String) throws -> [MessageExplanation] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent(fixture)
        return try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
    }

    func testALoneNegativeSizeBlamesItsOwnConstantNotAContainer() throws {
        let conflict = try XCTUnwrap(explanations("negative-constant.log").first?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .negativeSize)
        XCTAssertEqual(conflict.diagnosis.summary, "UIView#b3c0.width == -16 asks for a negative width by itself: no layout can satisfy it.")
        XCTAssertTrue(conflict.diagnosis.fix.hasPrefix("make its constant a real width; if the app made no such constraint"), conflict.diagnosis.fix)
        XCTAssertTrue(conflict.diagnosis.fix.contains("UIAlertController action sheet"), conflict.diagnosis.fix)
        XCTAssertFalse(conflict.diagnosis.fix.contains("container"), conflict.diagnosis.fix)
        XCTAssertEqual(conflict.arithmetic, "width −16 < 0 (sizes are never negative)")
    }

    func testSpacingWiderThanItsContainerKeepsTheContainerAdvice() throws {
        let conflict = try XCTUnwrap(explanations("negative-constant.log").dropFirst().first?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .negativeSize)
        XCTAssertTrue(conflict.diagnosis.fix.hasPrefix("give the container a real width"), conflict.diagnosis.fix)
    }

    func testFlattenedMessageFindsTheHostImposedConflict() throws {
        let explanation = try XCTUnwrap(explanations("flattened-one-line.log").first)
        let conflict = try XCTUnwrap(explanation.conflicts.first)
        XCTAssertEqual(conflict.members.compactMap(\.loggedIndex).count, 4)
        XCTAssertEqual(conflict.diagnosis.kind, .hostImposedSize)
        XCTAssertTrue(explanation.brokenIsMember)
    }

    func testCentredAutoresizingLabelIsTheAutoresizingMistake() throws {
        let conflict = try XCTUnwrap(explanations("autoresizing-centred.log").first?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .autoresizingMaskLeftOn)
        XCTAssertEqual(conflict.diagnosis.view?.name, "UILabel'Loading route'")
    }

    func testAShareOfASizeIsShownAsTheShareLeftNotAnInflatedSize() throws {
        let conflict = try XCTUnwrap(explanations("ratio-share.log").first?.conflicts.first)
        XCTAssertEqual(conflict.arithmetic, "0.75 × height 640 = 480 ≠ 150 (UIView#b020.height == 150)")
    }

    func testACentreAgainstAHeightIsShownAsHalfTheHeightNotTwiceTheCentre() throws {
        let conflict = try XCTUnwrap(explanations("autoresizing-centred.log").first?.conflicts.first)
        XCTAssertEqual(conflict.arithmetic, "½ height 844 = 422 ≠ 512.5 (h=--& v=--&: UILabel'Loading route'.centerY == 512.5)")
    }

    func testBracketlessQuotedListFindsTheAutoresizedButton() throws {
        let conflict = try XCTUnwrap(explanations("quoted-without-brackets.log").first?.conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .autoresizingMaskLeftOn)
        XCTAssertEqual(conflict.diagnosis.view?.name, "UIButton#3f30")
    }
}
