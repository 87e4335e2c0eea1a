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
