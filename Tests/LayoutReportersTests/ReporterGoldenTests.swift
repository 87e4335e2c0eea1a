import Foundation
import LayoutModel
@testable import LayoutReporters
import XCTest

/// The exact bytes of every reporter, compared with Fixtures/reporters/<name>.golden.
/// `LAYOUTLINT_WRITE_GOLDEN=1 swift test --filter ReporterGoldenTests` rewrites them (review the diff).
final class ReporterGoldenTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/reporters")

    private func assertGolden(_ reporterName: String, diagnostics: [Diagnostic] = ReporterSamples.all,
                              context: ReportContext = ReporterSamples.context, suffix: String = "",
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let reporter = try XCTUnwrap(ReporterCatalog.reporter(named: reporterName), file: file, line: line)
        let output = reporter.report(diagnostics, context: context)
        let url = Self.folder.appendingPathComponent("\(reporterName)\(suffix).golden")
        if ProcessInfo.processInfo.environment["LAYOUTLINT_WRITE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(output.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(output, expected, "\(reporterName) differs from \(url.lastPathComponent)", file: file, line: line)
    }

    func testXcode() throws { try assertGolden("xcode") }
    func testJSON() throws { try assertGolden("json") }
    func testSARIF() throws { try assertGolden("sarif") }
    func testJUnit() throws { try assertGolden("junit") }
    func testCheckstyle() throws { try assertGolden("checkstyle") }
    func testGitHubActions() throws { try assertGolden("github-actions") }
    func testGitLab() throws { try assertGolden("gitlab") }
    func testHTML() throws { try assertGolden("html") }
    func testSummary() throws { try assertGolden("summary") }
    func testSwiftLintJSON() throws { try assertGolden("swiftlint-json") }

    /// danger-swiftlint reads these keys and values; SwiftLint's own JSONReporter writes exactly them.
    func testSwiftLintJSONHasSwiftLintsFields() throws {
        let output = SwiftLintJSONReporter().report(ReporterSamples.all, context: ReporterSamples.context)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 3, "notes are left out")
        for entry in entries {
            XCTAssertEqual(Set(entry.keys), ["character", "file", "line", "reason", "rule_id", "severity", "type"])
            XCTAssertTrue(["Error", "Warning"].contains(entry["severity"] as? String))
            XCTAssertTrue((entry["file"] as? String)?.hasPrefix("/") ?? false)
        }
        XCTAssertEqual(entries[0]["severity"] as? String, "Error")
        XCTAssertEqual(entries[0]["type"] as? String, "Unsatisfiable constraints")
        XCTAssertEqual(entries[0]["rule_id"] as? String, "unsatisfiable_constraints")
        XCTAssertEqual(entries[0]["line"] as? Int, 12)
        XCTAssertEqual(entries[0]["character"] as? Int, 9)
        XCTAssertEqual(entries[0]["file"] as? String, "/repo/Sources/SignUp/SignUpView.swift")
        // SwiftLint's bytes for the same values: JSONSerialization, pretty-printed, sorted keys.
        let swiftLint = try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys])
        XCTAssertEqual(try XCTUnwrap(JSONSerialization.jsonObject(with: swiftLint) as? NSArray),
                       try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? NSArray))
    }

    /// Checkstyle, JUnit and GitHub annotations keep a conflict's message short: the related places on one line.
    func testNotesDoNotRepeatPathsInMessages() {
        var conflict = ReporterSamples.conflict
        conflict.notes = (1...12).map { DiagnosticNote(message: "c\($0).height == \($0)", location: SourceLocation(file: conflict.location.file, line: $0, column: 1)) }
        let annotation = GitHubActionsReporter().report([conflict], context: ReporterSamples.context)
        XCTAssertEqual(annotation.components(separatedBy: "%0A").count, 2, annotation)
        XCTAssertTrue(annotation.contains("%0ARelated: line 1:1; line 2:1; line 3:1; line 4:1; line 5:1 and 7 more\n"), annotation)
        let checkstyle = CheckstyleReporter().report([conflict], context: ReporterSamples.context)
        XCTAssertFalse(checkstyle.contains("&#10;"), checkstyle)
        XCTAssertFalse(checkstyle.contains("SignUpView.swift:"), checkstyle)
    }

    func testEveryReporterHandlesNoDiagnostics() throws {
        for name in ReporterCatalog.names {
            try assertGolden(name, diagnostics: [], suffix: "-empty")
        }
    }

    func testGitHubStepSummary() throws {
        let reporter = GitHubActionsReporter()
        XCTAssertEqual(reporter.stepSummary(ReporterSamples.all, context: ReporterSamples.context), """
            ### layoutlint

            1 error, 2 warnings in 3 files.

            | Rule | Errors | Warnings | Notes |
            | --- | ---: | ---: | ---: |
            | `ambiguous_layout` | 0 | 1 | 0 |
            | `constant_sign` | 0 | 1 | 0 |
            | `skipped_construct` | 0 | 0 | 1 |
            | `unsatisfiable_constraints` | 1 | 0 | 0 |
            | **Total** | 1 | 2 | 1 |

            """)
        XCTAssertEqual(reporter.stepSummary([], context: ReporterSamples.context), "### layoutlint\n\nNo Auto Layout problems found in 3 files.\n")
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubActionsReporter.escapedData("50% a:b,c\r\nd"), "50%25 a:b,c%0D%0Ad")
        XCTAssertEqual(GitHubActionsReporter.escapedProperty("50% a:b,c\r\nd"), "50%25 a%3Ab%2Cc%0D%0Ad")
    }
}
