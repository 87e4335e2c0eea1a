import Foundation
import LayoutRules
import XCTest

/// A log whose constraints the unified log replaced with `<private>` is said to be redacted, not "no contradiction".
final class ExplainRedactedLogTests: XCTestCase {
    func testRedactedMessageSaysSoAndHowToGetTheConstraints() throws {
        let url = ExplainFixtureSupport.logsFolder.appendingPathComponent("private-redacted.log")
        let inputs = try ExplainFixtureSupport.inputs(url)
        XCTAssertEqual(inputs.count, 1)
        let input = try XCTUnwrap(inputs.first)
        XCTAssertTrue(input.isRedacted)
        XCTAssertEqual(input.repeatCount, 2)
        let conflict = try XCTUnwrap(ConflictExplainer().explain(input).conflicts.first)
        XCTAssertEqual(conflict.diagnosis.kind, .noContradictionFound)
        XCTAssertTrue(conflict.diagnosis.summary.contains("<private>"), conflict.diagnosis.summary)
        XCTAssertTrue(conflict.diagnosis.fix.contains("private_data"), conflict.diagnosis.fix)
        XCTAssertNil(conflict.diagnosis.suggestedMember)
    }
}
