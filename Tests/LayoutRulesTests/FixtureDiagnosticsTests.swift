import Foundation
import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest

/// Every fixture carries the diagnostics the default rules must give it, in `NAME.diagnostics` beside it:
/// one `line:column: severity: rule_id` per diagnostic. Any missing or extra diagnostic fails.
/// `LAYOUTLINT_WRITE_EXPECTED=1 swift test --filter FixtureDiagnosticsTests` rewrites them (review the diff).
final class FixtureDiagnosticsTests: XCTestCase {
    /// The default rules and the opt-in `ambiguous_layout`, `no_common_ancestor` and `missing_vertical_chain_in_code`:
    /// the fixtures pin what they find and what they leave alone.
    private static let linter = Linter(rules: RuleRegistry.all.filter {
        !$0.description.isOptIn || ["ambiguous_layout", "no_common_ancestor", "missing_vertical_chain_in_code"].contains($0.description.id)
    })
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `together`: read every file of the folder in one go (the Swift reader resolves types across files).
    private func check(folder: String, endings: [String], reader: any LayoutReader, together: Bool = false,
                       facts: ProjectFacts = ProjectFacts()) throws {
        let directory = root.appendingPathComponent("Fixtures/\(folder)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { name in endings.contains { name.hasSuffix($0) } }.sorted()
        XCTAssertFalse(files.isEmpty, folder)
        let sources = try files.map { name in
            SourceFile(path: "Fixtures/\(folder)/\(name)", text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
        // As `layoutlint lint` does, what each file states for the others (the tables a nib draws) is gathered first.
        var facts = facts
        if !together, reader.contributesProjectFacts {
            for source in sources { facts.merge(reader.projectFacts(statedIn: source)) }
        }
        var all: [Diagnostic] = []
        if together {
            let result = reader.read(sources, facts: facts)
            all = result.diagnostics.filter { $0.severity != .note } + Self.linter.lint(result.scenes)
        }
        for (name, source) in zip(files, sources) {
            let path = source.path
            var diagnostics: [Diagnostic]
            if together {
                diagnostics = all.filter { $0.location.file == path }
            } else {
                let result = reader.read([source], facts: facts)
                diagnostics = result.diagnostics.filter { $0.severity != .note } + Self.linter.lint(result.scenes)
            }
            diagnostics.sort()
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

    func testSwiftFixtures() throws {
        try check(folder: "swift", endings: [".swift"], reader: SwiftSourceReader(), together: true)
    }

    /// Each folder of `swift-modules` is a module of its own: what one declares for its whole module (an extension
    /// shadowing a UIKit method) must not reach the others.
    func testSwiftModuleFixtures() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Fixtures/swift-modules").path).sorted()
        XCTAssertFalse(modules.isEmpty)
        for module in modules where !module.hasPrefix(".") {
            try check(folder: "swift-modules/\(module)", endings: [".swift"], reader: SwiftSourceReader(), together: true)
        }
    }

    /// Swift code loading the nibs beside it by name: as `layoutlint lint` does, each nib's first top-level view is
    /// handed to the code reader first (`ProjectFacts.nibTopLevelViews`), and the code's facts to the nibs' reader.
    func testSwiftFixturesWithTheirNibs() throws {
        let folder = "code-with-nibs"
        let directory = root.appendingPathComponent("Fixtures/\(folder)")
        let xibs = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xib") }.sorted()
            .map { (path: "Fixtures/\(folder)/\($0)", text: try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
        var given = ProjectFacts()
        given.nibTopLevelViews = IBNibTopLevelViews.byNibName(xibs)
        XCTAssertEqual(given.nibTopLevelViews.keys.sorted(), ["ShelfArchiveBannerView", "ShelfBadgeView", "ShelfCardView", "ShelfPanelView", "ShelfRibbonView"])
        try check(folder: folder, endings: [".swift"], reader: SwiftSourceReader(), together: true, facts: given)
        try check(folder: folder, endings: [".m", ".h"], reader: ObjectiveCReader(), together: true, facts: given)
        let swift = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { SourceFile(path: "Fixtures/\(folder)/\($0)", text: try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
        try check(folder: folder, endings: [".xib"], reader: InterfaceBuilderReader(), facts: SwiftSourceReader().read(swift, facts: given).facts)
    }

    /// Objective-C: `.m` files with their headers, read together; headers only declare, so theirs stay empty.
    func testObjectiveCFixtures() throws {
        try check(folder: "objc", endings: [".m", ".h"], reader: ObjectiveCReader(), together: true)
    }

    func testInterfaceBuilderFixtures() throws {
        try check(folder: "interface-builder", endings: [".xib", ".storyboard"], reader: InterfaceBuilderReader())
    }

    /// Interface Builder files with the Swift and Objective-C code of their project, which says how their tables size
    /// their rows: the code is read first and its facts handed to the Interface Builder reader, as `layoutlint lint` does.
    func testInterfaceBuilderFixturesWithTheirCode() throws {
        let folder = "interface-builder-with-code"
        let directory = root.appendingPathComponent("Fixtures/\(folder)")
        func sources(_ endings: [String]) throws -> [SourceFile] {
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { name in endings.contains { name.hasSuffix($0) } }.sorted()
                .map { SourceFile(path: "Fixtures/\(folder)/\($0)", text: try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
        }
        // The custom classes the Interface Builder files make, handed to the code readers first (`factsForCodeReaders`).
        let given = InterfaceBuilderReader().factsForCodeReaders(statedIn: try sources([".xib", ".storyboard"]))
        try check(folder: folder, endings: [".swift"], reader: SwiftSourceReader(), together: true, facts: given)
        try check(folder: folder, endings: [".m", ".h"], reader: ObjectiveCReader(), together: true, facts: given)
        var facts = SwiftSourceReader().read(try sources([".swift"]), facts: given).facts
        facts.merge(ObjectiveCReader().read(try sources([".m", ".h"]), facts: given).facts)
        try check(folder: folder, endings: [".xib", ".storyboard"], reader: InterfaceBuilderReader(), facts: facts)
    }
}
