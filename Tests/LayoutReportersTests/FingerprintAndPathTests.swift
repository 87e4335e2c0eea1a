import LayoutModel
@testable import LayoutReporters
import XCTest

/// Fingerprints that must not move with lines, and repository-relative paths.
final class FingerprintAndPathTests: XCTestCase {
    private func diagnostic(line: Int, constraints: [String], message: String = "m") -> Diagnostic {
        Diagnostic(ruleID: "duplicate_constraint", severity: .warning, message: message,
                   location: SourceLocation(file: "/repo/a.swift", line: line, column: 3), constraints: constraints)
    }

    func testContentHashIgnoresLinesWhitespaceAndOrder() {
        let a = DiagnosticFingerprint.contentHash(of: diagnostic(line: 3, constraints: ["a.top == b.top + 8", "'x' a.height == 44"]))
        let b = DiagnosticFingerprint.contentHash(of: diagnostic(line: 90, constraints: ["'x'  a.height ==\t44", "a.top  == b.top + 8"]))
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, DiagnosticFingerprint.contentHash(of: diagnostic(line: 3, constraints: ["a.top == b.top + 9", "'x' a.height == 44"])))
    }

    func testMessageFallbackDropsLineReferences() {
        XCTAssertEqual(DiagnosticFingerprint.withoutLineReferences("see a.layout:12:5 and line 40, constant 16"),
                       "see a.layout and line , constant 16")
        let moved = DiagnosticFingerprint.contentHash(of: diagnostic(line: 1, constraints: [], message: "unused at a.swift:10"))
        XCTAssertEqual(moved, DiagnosticFingerprint.contentHash(of: diagnostic(line: 5, constraints: [], message: "unused at a.swift:14")))
    }

    func testStableHashIsFNV1a() {
        var hash = StableHash()
        hash.combine(bytes: Array("a".utf8))
        XCTAssertEqual(hash.hex, "af63dc4c8601ec8c", "FNV-1a 64 of \"a\" (published test vector)")
        XCTAssertEqual(StableHash().hex, "cbf29ce484222325")
    }

    func testUniqueFingerprintsNumberRepeats() {
        let same = diagnostic(line: 3, constraints: ["a.top == b.top"])
        let prints = DiagnosticFingerprint.uniqueFingerprints([same, same, diagnostic(line: 4, constraints: ["c"])], paths: .unrooted)
        XCTAssertEqual(Set(prints).count, 3)
        XCTAssertEqual(prints[0], DiagnosticFingerprint.uniqueFingerprints([same], paths: .unrooted)[0])
    }

    func testRepositoryRelativePaths() {
        let paths = RepositoryPaths(root: "/repo", currentDirectory: "/repo/App")
        XCTAssertEqual(paths.relative("/repo/App/View.swift"), "App/View.swift")
        XCTAssertEqual(paths.relative("View.swift"), "App/View.swift")
        XCTAssertEqual(paths.relative("./Sub/../View.swift"), "App/View.swift")
        XCTAssertEqual(paths.relative("../Other/X.xib"), "Other/X.xib")
        XCTAssertEqual(paths.relative("/elsewhere/X.xib"), "/elsewhere/X.xib")
        XCTAssertEqual(paths.relative("Win\\Path.swift"), "App/Win/Path.swift")
        XCTAssertEqual(RepositoryPaths.unrooted.relative("./Fixtures/a.layout"), "Fixtures/a.layout")
    }
}
