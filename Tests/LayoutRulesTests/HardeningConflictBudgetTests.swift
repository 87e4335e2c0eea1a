import LayoutModel
import LayoutReaders
@testable import LayoutRules
import XCTest

/// Issue #21: checking fixes solves the scene again per candidate; a scene with many conflicts is bounded by
/// `SceneAnalysis.maximumFixVerifications`, and what was not checked says so.
final class HardeningConflictBudgetTests: XCTestCase {
    func testFixChecksStopAtTheBudgetAndTheRestSaySo() throws {
        var lines = ["root r"]
        for i in 0..<40 {
            lines += ["view v\(i) in r", "v\(i).width == 10", "v\(i).width == 20", "v\(i).height == 10",
                      "v\(i).leading == r.leading", "v\(i).top == r.top"]
        }
        let scene = try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "many.layout", text: lines.joined(separator: "\n"))).scenes.first)
        let analysis = SceneAnalysis(scene: scene)
        let diagnostics = UnsatisfiableConstraintsRule().check(analysis)
        XCTAssertEqual(diagnostics.count, 40)
        XCTAssertEqual(analysis.fixVerificationsRun, SceneAnalysis.maximumFixVerifications)
        XCTAssertGreaterThan(analysis.fixVerificationsSkipped, 0)
        XCTAssertTrue(diagnostics.first?.message.contains("Lower the priority") ?? false, diagnostics.first?.message ?? "")
        XCTAssertTrue(diagnostics.last?.message.contains("No fix was checked for this conflict: layoutlint checks at most 16 fixes in a scene of 200 constraints") ?? false,
                      diagnostics.last?.message ?? "")
    }

    func testLargeScenesGetFewerFixChecks() throws {
        var lines = ["root r"]
        for i in 0..<1_000 {
            lines += ["view v\(i) in r", "v\(i).width == v\(i).width + 10", "v\(i).height == 10", "v\(i).leading == r.leading", "v\(i).top == r.top"]
        }
        let scene = try XCTUnwrap(LayoutTextReader().read(SourceFile(path: "self.layout", text: lines.joined(separator: "\n"))).scenes.first)
        let analysis = SceneAnalysis(scene: scene)
        XCTAssertEqual(analysis.fixVerificationLimit, 5)
    }
}
