import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// What explain says of a log pasted from the middle of a message (`fragment-no-recovery.log`): what it shows, and
/// that the contradiction lies in what it does not.
final class ExplainFragmentTests: XCTestCase {
    private func explanations() throws -> [MessageExplanation] {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("fragment-no-recovery.log")
        return try ExplainFixtureSupport.inputs(url).map { ConflictExplainer().explain($0) }
    }

    func testAFragmentWithoutItsStartOrRecoveryLineSaysBoth() throws {
        let explanation = try XCTUnwrap(try explanations().first)
        XCTAssertTrue(explanation.input.isStartMissing)
        XCTAssertFalse(explanation.input.hasRecoveryLine)
        let diagnosis = try XCTUnwrap(explanation.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.kind, .noContradictionFound)
        XCTAssertEqual(diagnosis.summary, "The paste starts in the middle of the list (its first line is the end of a description): the 3 constraints shown can hold together, so the contradiction lies among the ones printed before them. The log stops before the runtime's recovery line as well, so which constraint it broke is not shown either.")
        XCTAssertTrue(diagnosis.fix.hasPrefix("paste the whole message from its \"Unable to simultaneously satisfy constraints\" line"), diagnosis.fix)
        XCTAssertNil(diagnosis.suggestedMember)
    }

    func testAFragmentCutAtBothEndsSaysTheMissingPartsAreOnBothSides() throws {
        let diagnosis = try XCTUnwrap(try explanations()[1].conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.summary, "The paste starts in the middle of the list and is cut off after 2 constraints: those can hold together, so the contradiction lies among the ones the log does not show, before and after them.")
    }

    func testARecoveryLineAloneNamesTheBrokenConstraintAsTheStart() throws {
        let explanation = try explanations()[2]
        let diagnosis = try XCTUnwrap(explanation.conflicts.first?.diagnosis)
        XCTAssertEqual(diagnosis.summary, "Only the end of the message is in the log: the runtime broke UIButton'Save'.width == 88, and the constraints it conflicted with are not shown.")
        XCTAssertEqual(diagnosis.suggestedMember, explanation.input.brokenIndex)
        XCTAssertTrue(diagnosis.fix.hasPrefix("start from the constraint the runtime broke, UIButton'Save'.width == 88"), diagnosis.fix)
    }

    func testAConflictInsideAFragmentIsStillFound() throws {
        let conflict = try XCTUnwrap(try explanations()[3].conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .conflictingRequiredConstraints)
        XCTAssertEqual(conflict.loggedMembers, [0, 1, 2, 3])
        XCTAssertEqual(conflict.arithmetic, "height 44 + top 8 + bottom 8 = 60 ≠ 50 (UIView#ee80.height == 50)")
    }
}
