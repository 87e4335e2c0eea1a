import Foundation
import XCTest
@testable import layoutlint

/// Baselines (round trip, stable when lines move), `--output`, `--force-exclude`, the cache and Xcode's
/// Interface Builder flag, through the command in-process.
final class BaselineAndOutputTests: XCTestCase {
    private var project: TemporaryProject!
    private var folder: URL { project.folder }

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "baseline", subfolder: "screens")
        // constant_sign is opt-in; these tests use it as an everyday warning.
        try write(Self.optInConfiguration, to: ".layoutlint.json")
    }

    static let optInConfiguration = #"{"opt_in_rules": ["constant_sign"]}"#

    override func tearDownWithError() throws {
        project.remove()
    }

    private func write(_ text: String, to name: String) throws { try project.write(text, to: name) }

    private func read(_ name: String) throws -> String { try project.read(name) }

    /// Runs in the temporary folder (a git root), like CI runs in a checkout.
    private func lint(_ arguments: [String], environment: [String: String] = [:]) -> (ExitCode, CommandOutput) {
        project.lint(arguments, environment: environment)
    }

    private let layout = """
        root r
        view a in r intrinsic=20,20
        view b in r intrinsic=20,20
        b.top == r.safeArea.top
        a.top == r.safeArea.top + 8
        a.top == r.safeArea.top + 8
        a.trailing == r.trailing + 16
        b.trailing == r.trailing + 16
        """

    func testBaselineRoundTripReportsOnlyNewFindings() throws {
        try write(layout, to: "screens/a.layout")
        let (code, output) = lint(["screens", "--write-baseline", "baseline.json", "--quiet"])
        XCTAssertEqual(code, .success, "warnings only")
        XCTAssertTrue(output.standardOutput.contains("(constant_sign)"), "writing a baseline still reports")
        let baseline = try read("baseline.json")
        XCTAssertTrue(baseline.hasPrefix("""
            {
              "format": "layoutlint-baseline/1",
              "findings": [
                {
                  "path": "screens/a.layout",
                  "rule": "constant_sign",
                  "hash": "
            """), baseline)
        let findings = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(baseline.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["constant_sign", "constant_sign", "duplicate_constraint"])
        XCTAssertTrue(findings.allSatisfy { $0["path"] as? String == "screens/a.layout" && ($0["hash"] as? String)?.count == 16 })
        let keys = findings.map { "\($0["path"] ?? "")|\($0["rule"] ?? "")|\($0["hash"] ?? "")" }
        XCTAssertEqual(keys, keys.sorted(), "sorted by path, rule, hash")

        var (_, again) = lint(["screens", "--baseline", "baseline.json", "--quiet"])
        XCTAssertEqual(again.standardOutput, "", "everything is in the baseline")

        try write(layout + "\nview c in r intrinsic=20,20\nc.top == r.safeArea.top\nc.trailing == r.trailing + 4\n", to: "screens/a.layout")
        (_, again) = lint(["screens", "--baseline", "baseline.json"])
        XCTAssertEqual(again.standardOutput.split(separator: "\n").count, 1, again.standardOutput)
        XCTAssertTrue(again.standardOutput.contains("a.layout:11:1: warning:"), again.standardOutput)
        XCTAssertTrue(again.standardError.contains("; 3 in the baseline"), again.standardError)
    }

    func testBaselineIsUnchangedWhenLinesMoveAndMatchesFromAnotherFolder() throws {
        try write(layout, to: "screens/a.layout")
        _ = lint(["screens", "--write-baseline", "first.json", "--quiet"])
        try write("# a comment that moves everything down\n\n" + layout.replacingOccurrences(of: "view b in r\n", with: "view b in r\n\n"), to: "screens/a.layout")
        _ = lint(["screens", "--write-baseline", "second.json", "--quiet"])
        XCTAssertEqual(try read("first.json"), try read("second.json"))
        let (_, shifted) = lint(["screens", "--baseline", "first.json", "--quiet"])
        XCTAssertEqual(shifted.standardOutput, "")

        // The same checkout elsewhere, run from a subfolder with an absolute path: same repository-relative keys.
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.appendingPathComponent("screens").path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        var output = CommandOutput()
        var command = LintCommand()
        command.environment = [:]
        command.showsProgress = false
        _ = try command.run([folder.appendingPathComponent("screens/a.layout").path, "--baseline", folder.appendingPathComponent("first.json").path, "--quiet"], output: &output)
        XCTAssertEqual(output.standardOutput, "")
    }

    func testOutputFileIsWrittenAndStandardOutputStaysEmpty() throws {
        try write(layout, to: "screens/a.layout")
        let (code, output) = lint(["screens", "--reporter", "checkstyle", "--output", "report.xml"])
        XCTAssertEqual(code, .success)
        XCTAssertEqual(output.standardOutput, "")
        let report = try read("report.xml")
        XCTAssertTrue(report.hasPrefix("<?xml"), report)
        XCTAssertTrue(report.contains("<file name=\"screens/a.layout\">"), report)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "the temporary file was renamed into place")
        XCTAssertEqual(lint(["screens", "--output", "no/such/folder/report.txt"]).0, .usageOrInput)
    }

    func testForceExcludeAppliesExclusionsToExplicitFiles() throws {
        try write(layout, to: "screens/a.layout")
        try write("{\"excluded\": [\"screens/a.layout\"], \"opt_in_rules\": [\"constant_sign\"]}", to: ".layoutlint.json")
        XCTAssertEqual(lint(["screens", "--quiet"]).1.standardOutput, "", "walked folders honour exclusions")
        XCTAssertTrue(lint(["screens/a.layout", "--quiet"]).1.standardOutput.contains("(constant_sign)"), "an explicit file is linted")
        XCTAssertEqual(lint(["screens/a.layout", "--quiet", "--force-exclude"]).1.standardOutput, "")
    }

    func testInterfaceBuilderBuildExitsQuietly() throws {
        try write("root r\na.top === r.top\n", to: "screens/a.layout")
        let (code, output) = lint(["screens"], environment: ["COMPILED_FOR_INTERFACE_BUILDER": "1"])
        XCTAssertEqual(code, .success)
        XCTAssertEqual(output.standardOutput + output.standardError, "")
    }

    func testStrictAndQuiet() throws {
        try write(layout, to: "screens/a.layout")
        XCTAssertEqual(lint(["screens"]).0, .success)
        let (code, output) = lint(["screens", "--strict", "--quiet"])
        XCTAssertEqual(code, .lintErrors)
        XCTAssertEqual(output.standardError, "")
    }

    func testCacheGivesTheSameResultsAndNoticesChanges() throws {
        try write(layout, to: "screens/a.layout")
        try write("root r\nview c in r\nc.top == r.safeArea.top\n", to: "screens/b.layout")
        let cold = lint(["screens", "--cache-path", "cache.json"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache.json").path))
        let warm = lint(["screens", "--cache-path", "cache.json"])
        XCTAssertEqual(cold.1.standardOutput, warm.1.standardOutput)
        XCTAssertEqual(cold.1.standardError, warm.1.standardError, "file and scene counts come from the cache too")
        XCTAssertEqual(cold.0, warm.0)

        let cache = try read("cache.json")
        XCTAssertTrue(cache.contains("\"screens/a.layout\""), cache)
        try write(layout.replacingOccurrences(of: "b.trailing == r.trailing + 16", with: "b.trailing == r.trailing - 16"), to: "screens/a.layout")
        let changed = lint(["screens", "--cache-path", "cache.json"])
        XCTAssertEqual(changed.1.standardOutput.components(separatedBy: "(constant_sign)").count - 1, 1, changed.1.standardOutput)

        try write("{\"disabled_rules\": [\"constant_sign\"]}", to: ".layoutlint.json")
        let reconfigured = lint(["screens", "--cache-path", "cache.json"])
        XCTAssertFalse(reconfigured.1.standardOutput.contains("(constant_sign)"), "a new configuration does not reuse results")

        try write("not json at all", to: "cache.json")
        XCTAssertEqual(lint(["screens", "--cache-path", "cache.json"]).1.standardOutput, reconfigured.1.standardOutput, "a damaged cache is rebuilt")
    }

    func testGitHubActionsWritesTheStepSummary() throws {
        try write(layout, to: "screens/a.layout")
        let summary = folder.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let (_, output) = lint(["screens", "--reporter", "github-actions", "--quiet"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertTrue(output.standardOutput.hasPrefix("::warning file=screens/a.layout,line="), output.standardOutput)
        let text = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("earlier step\n### layoutlint\n"), text)
        XCTAssertTrue(text.contains("| `constant_sign` | 0 | 2 | 0 |"), text)
    }

    func testHTMLReportDrawsTheViewsOfAConflict() throws {
        try write("root r\nview a in r\nview b in r\na.top == r.top\na.height == 40\na.height == 60\na.leading == r.leading\na.width == 10\nb.top == a.bottom\nb.leading == r.leading\nb.width == 10\nb.height == 10\n", to: "screens/a.layout")
        let (_, output) = lint(["screens", "--reporter", "html", "--quiet"])
        XCTAssertTrue(output.standardOutput.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(output.standardOutput.contains("(unsatisfiable_constraints)") || output.standardOutput.contains("unsatisfiable_constraints"))
        XCTAssertTrue(output.standardOutput.contains("<svg"), "a drawing of the conflict's views")
        XCTAssertTrue(output.standardOutput.contains(">a</text>"), output.standardOutput)
    }
}
