import Foundation
import XCTest
@testable import layoutlint

/// Issue #21: `lint` and `solve` refuse a scene past `SceneSizeBudget` by name and place, exit 1 or 2, instead of
/// keeping the solver busy for minutes.
final class SceneBudgetCommandTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws { project = try TemporaryProject(label: "budget", subfolder: "App") }
    override func tearDown() { project.remove() }

    private func run(_ arguments: [String]) -> (ExitCode, CommandOutput) { project.run(arguments) }

    /// 300 views nested inside each other, each inset 1 pt (41 KB), took over a minute.
    func testDeeplyNestedInsetsAreRefusedByLintAndSolve() throws {
        var lines = ["root r"]
        var parent = "r"
        for i in 0..<300 {
            lines.append("view v\(i) in \(parent)")
            parent = "v\(i)"
        }
        parent = "r"
        for i in 0..<300 {
            lines += ["v\(i).top == \(parent).top + 1", "v\(i).leading == \(parent).leading + 1",
                      "v\(i).bottom == \(parent).bottom - 1", "v\(i).trailing == \(parent).trailing - 1"]
            parent = "v\(i)"
        }
        try project.write(lines.joined(separator: "\n") + "\n", to: "App/nested.layout")
        let message = "App/nested.layout:301:1: error: nested: not analysed: v299 is nested 300 views deep, more than the 100 levels "
            + "layoutlint analyses in one scene; no rule was checked on it (scene_too_large)"
        let (lintCode, lintOutput) = run(["lint", "App/nested.layout", "--quiet"])
        XCTAssertEqual(lintCode, .lintErrors)
        XCTAssertEqual(lintOutput.standardOutput, message + "\n")
        let (solveCode, solveOutput) = run(["solve", "App/nested.layout"])
        XCTAssertEqual(solveCode, .usageOrInput)
        XCTAssertEqual(solveOutput.standardError, message + "\n")
        XCTAssertEqual(solveOutput.standardOutput, "")
    }
}
