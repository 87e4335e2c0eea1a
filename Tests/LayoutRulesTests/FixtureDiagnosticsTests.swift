import Foundation
import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// Every fixture carries the diagnostics the default rules must give it, in `NAME.diagnostics` beside it:
/// one `line:column: severity: rule_id` per diagnostic. Any missing or extra diagnostic fails.
/// `LAYOUTLINT_WRITE_EXPECTED=1 swift test --filter FixtureDiagnosticsTests` rewrites them (review the diff).
final class FixtureDiagnosticsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func check(folder: String, endings: [String], reader: any LayoutReader) throws {
        let directory = root.appendingPathComponent("Fixtures/\(folder)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { name in endings.contains { name.hasSuffix($0) } }.sorted()
        XCTAssertFalse(files.isEmpty, folder)
        for name in files {
            let path = "Fixtures/\(folder)/\(name)"
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let result = reader.read([SourceFile(path: path, text: text)])
            let diagnostics = (result.diagnostics.filter { $0.severity != .note } + Linter().lint(result.scenes)).sorted()
            let actual = diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.ruleID)" }
                .joined(separator: "\n") + "\n"
            let expectedURL = directory.appendingPathComponent(name + ".diagnostics")
            if ProcessInfo.processInfo.environment["LAYOUTLINT_WRITE_EXPECTED"] == "1" {
                try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            }
            let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            XCTAssertEqual(actual, expected, "\(path): diagnostics differ from \(name).diagnostics; they were:\n"
                + diagnostics.map { "\($0.location.line): \($0.ruleID): \($0.message)" }.joined(separator: "\n"))
        }
    }

    func testLayoutFixtures() throws {
        try check(folder: "layout", endings: [".layout"], reader: LayoutTextReader())
    }

    func testInterfaceBuilderFixtures() throws {
        try check(folder: "interface-builder", endings: [".xib", ".storyboard"], reader: InterfaceBuilderReader())
    }
}
