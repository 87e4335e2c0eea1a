import Foundation
import LayoutModel
import LayoutRules
import XCTest

/// Every `Fixtures/logs/X.log` explains exactly as `X.explanation.json` says: the conflict sets, the arithmetic
/// line, the diagnosis and the constraint to change. `LAYOUTLINT_RECORD_EXPLANATIONS=1` rewrites the files
/// (then review every change by hand).
final class ExplainFixtureTests: XCTestCase {
    func testEveryLogExplainsAsExpected() throws {
        let logs = try ExplainFixtureSupport.logs()
        XCTAssertGreaterThanOrEqual(logs.count, 12)
        let record = ProcessInfo.processInfo.environment["LAYOUTLINT_RECORD_EXPLANATIONS"] == "1"
        for log in logs {
            let explanations = try ExplainFixtureSupport.inputs(log).map { ConflictExplainer().explain($0) }
            let actual = try ExplainFixtureSupport.canonicalJSON(["messages": explanations.map(ExplainFixtureSupport.summary)])
            let expectedURL = log.deletingPathExtension().appendingPathExtension("explanation.json")
            if record {
                try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            XCTAssertEqual(actual, expected, log.lastPathComponent)
        }
    }
}
