import Foundation
import LayoutModel
@testable import LayoutReaders
import XCTest

/// Shapes of real console logs: descriptions a blog opened with `< ` so its HTML would keep
/// them, and a description in a form the reader does not know that is complete on its line.
final class ConsoleLogHTMLEscapedDescriptionTests: XCTestCase {
    private func scan(_ text: String) -> ConsoleLogScan {
        ConsoleLogReader().scan(SourceFile(path: "pasted.log", text: text))
    }

    private func fixture(_ name: String) throws -> ConsoleLogScan {
        let url = ConsoleLogFixtureTests.logsDirectory.appendingPathComponent(name)
        return scan(try String(contentsOf: url, encoding: .utf8))
    }

    func testDescriptionsOpenedWithASpacedBracketAreRead() throws {
        let message = try XCTUnwrap(try fixture("spaced-brackets.log").messages.first)
        XCTAssertEqual(message.constraints.map(\.constraint.formula), [
            "UILabel'Trip summary'.leading == UIView#e3f0.leading + 24",
            "UIView#e3f0.trailing == UILabel'Trip summary'.trailing + 24",
            "UILabel'Trip summary'.width == 300",
            "UIView#e3f0.width == 320",
        ])
        XCTAssertEqual(message.brokenConstraintIndex, 2)
        // The `<` moved onto the space after it (column 7), so the columns after it are the log's own.
        XCTAssertEqual(message.constraints.first?.constraint.location.column, 7)
    }

    func testASpacedBracketInProseIsLeftAlone() {
        let prose = Array("if a < b then <- go".utf8)
        XCTAssertEqual(PastedLogRepair.repair(prose), prose)
        let spaced = Array("    \"< NSLayoutConstraint:0x1 UIView:0x2.width == 3>\",".utf8)
        XCTAssertEqual(LogBytes.string(PastedLogRepair.repair(spaced)[...]), "    \" <NSLayoutConstraint:0x1 UIView:0x2.width == 3>\",")
    }

    func testADescriptionCompleteOnItsLineButNotUnderstoodIsNotACutOff() throws {
        let scan = try fixture("unreadable-not-cut.log")
        let message = try XCTUnwrap(scan.messages.first)
        XCTAssertFalse(message.isCutOff)
        XCTAssertTrue(message.hasRecoveryLine)
        XCTAssertEqual(message.unreadableCount, 1)
        XCTAssertTrue(message.constraints.isEmpty)
        XCTAssertEqual(scan.diagnostics.map { [$0.location.line, $0.location.column] }, [[4, 6], [8, 1]])
        XCTAssertTrue(scan.diagnostics.allSatisfy { $0.message.contains("(description not understood)") }, "\(scan.diagnostics)")
    }

    func testADescriptionThatRunsOutIsStillCutOff() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIView:0x1.height == 40 (active)>",
            "<NSLayoutConstraint:0xb UIView:0x1.hei
        """
        let message = try XCTUnwrap(scan(text).messages.first)
        XCTAssertTrue(message.isCutOff)
        XCTAssertEqual(message.unreadableCount, 0)
    }

    func testAnUnnamedCellHeightUnderRewrittenDescriptionsIsTheCellsSize() throws {
        let message = try XCTUnwrap(try fixture("rewritten-descriptions.log").messages.first)
        XCTAssertEqual(message.constraints.map(\.constraint.origin), [.user, .user, .user, .cellEncapsulatedSize])
    }

    func testWithoutTheUnifiedLogTagAnUnnamedCellHeightStaysTheApps() throws {
        let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0xa UIImageView:0x1.height == 72>",
            "<NSLayoutConstraint:0xb UIImageView:0x1.top == UITableViewCellContentView:0x2.top + 12>",
            "<NSLayoutConstraint:0xc UITableViewCellContentView:0x2.bottom == UIImageView:0x1.bottom + 12>",
            "<NSLayoutConstraint:0xd UITableViewCellContentView:0x2.height == 44>"
        )
        """
        let message = try XCTUnwrap(scan(text).messages.first)
        XCTAssertEqual(message.constraints.last?.constraint.origin, .user)
        // Nor when the runtime's own `(active)` shows the descriptions are its own.
        let tagged = "[LayoutConstraints] " + text.replacingOccurrences(of: ">\"", with: " (active)>\"")
        XCTAssertEqual(try XCTUnwrap(scan(tagged).messages.first).constraints.last?.constraint.origin, .user)
    }

    func testDescriptionsClosedAfterTheirAddressAreNotedNotPassedOver() throws {
        let scan = try fixture("address-only-descriptions.log")
        let message = try XCTUnwrap(scan.messages.first)
        XCTAssertEqual(message.unreadableCount, 3)
        XCTAssertFalse(message.isCutOff)
        XCTAssertEqual(scan.diagnostics.map(\.location.line), [7, 8, 9])
        XCTAssertTrue(scan.diagnostics.allSatisfy { $0.message.contains("(description not understood)") }, "\(scan.diagnostics)")
    }
}
