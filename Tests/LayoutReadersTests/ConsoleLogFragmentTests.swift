import Foundation
import LayoutModel
@testable import LayoutReaders
import XCTest

/// Logs pasted from the middle of a message: a list opening with the end of a description, a recovery line on its
/// own, a list that stops at its `)`. What is there is read; what is missing is recorded.
final class ConsoleLogFragmentTests: XCTestCase {
    private func scan(_ text: String) -> ConsoleLogScan {
        ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text))
    }

    private func fixture() throws -> ConsoleLogScan {
        let url = ConsoleLogFixtureTests.logsDirectory.appendingPathComponent("fragment-no-recovery.log")
        return scan(try String(contentsOf: url, encoding: .utf8))
    }

    func testAListOpeningWithTheEndOfADescriptionIsReadAndItsStartIsMissing() throws {
        let message = try XCTUnwrap(try fixture().messages.first)
        XCTAssertEqual(message.lines, 4...8)
        XCTAssertFalse(message.hasHeader)
        XCTAssertTrue(message.isStartMissing)
        XCTAssertFalse(message.hasRecoveryLine)
        XCTAssertFalse(message.isCutOff)
        XCTAssertNil(message.brokenConstraint)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), [
            "UILabel'Due date'.leading == UIView#b9e0.leadingMargin",
            "UILabel'Due date'.trailing <= UIView#b9e0.trailingMargin",
            "UIView#b9e0.layoutMarginsGuide.left == UIView#b9e0.left + 16",
        ])
        let note = try XCTUnwrap(try fixture().diagnostics.first)
        XCTAssertEqual(note.ruleID, ReaderRuleID.skippedConstruct)
        XCTAssertEqual([note.location.line, note.location.column], [4, 1])
        XCTAssertTrue(note.message.contains("(its beginning is not in the log): ctive)>"), note.message)
    }

    func testAFlattenedFragmentCutAtBothEndsEndsWhereItsTextDoes() throws {
        let messages = try fixture().messages
        XCTAssertEqual(messages.count, 4)
        let message = messages[1]
        XCTAssertEqual(message.lines, 11...11)
        XCTAssertTrue(message.isStartMissing)
        XCTAssertTrue(message.isCutOff)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), [
            "UIImageView#d5a0.top == UIView#d310.top + 12", "UIImageView#d5a0.height == 64",
        ])
        // The recovery line four lines on belongs to the next fragment, not to this cut one.
        XCTAssertNil(message.brokenConstraint)
    }

    func testARecoveryLineOnItsOwnIsAMessageNamingWhatTheRuntimeBroke() throws {
        let message = try fixture().messages[2]
        XCTAssertEqual(message.lines, 15...16)
        XCTAssertTrue(message.isStartMissing)
        XCTAssertTrue(message.hasRecoveryLine)
        XCTAssertEqual(message.brokenConstraint?.constraint.formula, "UIButton'Save'.width == 88")
        XCTAssertEqual(message.brokenConstraintIndex, 0)
    }

    func testAListWithoutHeaderOrRecoveryLineIsNotTakenToMissItsStart() throws {
        let message = try fixture().messages[3]
        XCTAssertFalse(message.hasHeader)
        XCTAssertFalse(message.isStartMissing)
        XCTAssertFalse(message.hasRecoveryLine)
        XCTAssertEqual(message.constraints.count, 4)
    }

    func testACompleteMessageHasItsRecoveryLineAndItsStart() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>",
            "<NSLayoutConstraint:0xb UIView:0x1.height == 30 (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>
        """
        let message = try XCTUnwrap(scan(text).messages.first)
        XCTAssertTrue(message.hasRecoveryLine)
        XCTAssertFalse(message.isStartMissing)
    }

    func testTheLastDescriptionOfAListWithItsRecoveryLineIsAFragmentNotALoneDescription() throws {
        let text = """
            "<NSLayoutConstraint:0xc UIView:0x2.width == 100 (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xd UIView:0x2.width == 120 (active)>
        """
        let message = try XCTUnwrap(scan(text).messages.first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), ["UIView#2.width == 100", "UIView#2.width == 120"])
        XCTAssertEqual(message.brokenConstraintIndex, 1)
        XCTAssertFalse(message.hasHeader)
    }

    func testProseEndingInAnArrowBeforeALoneDescriptionIsNoFragment() {
        let text = """
        Open the view debugger: Debug ->
            "<NSLayoutConstraint:0xc UIView:0x2.width == 100 (active)>"
        """
        XCTAssertTrue(scan(text).messages.isEmpty)
        XCTAssertNil(LogMessageScanner.descriptionTail(in: Array("a => b".utf8)))
        XCTAssertNil(LogMessageScanner.descriptionTail(in: Array("if 3 > 2 then".utf8)))
        XCTAssertNotNil(LogMessageScanner.descriptionTail(in: Array("> ctive)>\",".utf8)))
    }

    func testAnUnreadableDescriptionInsideAListDoesNotEndIt() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>",
            "<Odd.Constraint:0xe> <UIView:0x1>.top == <UIView:0x3>.top>",
            "<NSLayoutConstraint:0xb UIView:0x1.height == 30 (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>
        """
        let message = try XCTUnwrap(scan(text).messages.first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), ["UIView#1.height == 40", "UIView#1.height == 30"])
        XCTAssertEqual(message.brokenConstraintIndex, 0)
    }
}
