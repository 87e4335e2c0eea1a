import Foundation
import XCTest
@testable import layoutlint

/// `lint` hands each nib's first top-level view to the code reader: code loading the nib by name and pinning the view
/// without turning its autoresizing flag off is reported at the load, with the runtime's autoresizing constraints.
final class NibLoadedViewTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/code-with-nibs")

    private func copyFixtures(into project: TemporaryProject, only: [String]? = nil) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
        where (name.hasSuffix(".swift") || name.hasSuffix(".xib")) && (only?.contains(name) ?? true) {
            try project.write(try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8), to: "Shelf/\(name)")
        }
    }

    func testPinnedNibViewWithItsFlagOnIsReportedAtTheLoad() throws {
        let project = try TemporaryProject(label: "nib-loading", subfolder: "Shelf")
        defer { project.remove() }
        try copyFixtures(into: project)
        let (code, output) = project.lint(["--no-config", "Shelf"])
        XCTAssertEqual(code, .lintErrors)
        let errors: [String] = output.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        func tail(_ mask: String) -> String {
            "has constraints but translatesAutoresizingMaskIntoConstraints is still true; its autoresizing constraints "
                + "(\(mask)) conflict with them. Set it to false (autoresizing_mask_constraints)"
        }
        let expected: [String] = [
            // Loaded through the project's `NibLoadable` helper: reported inside the helper, at the load.
            "Shelf/NibLoadableHelpers.swift:15:9: error: ShelfRibbonHostController: ribbon " + tail("h=--& v=--&"),
            "Shelf/NibLoadedViews.swift:28:26: error: ShelfViewController: card " + tail("h=-&- v=-&-"),
            "Shelf/NibLoadedViews.swift:42:22: error: ShelfFooterViewController: footer " + tail("h=-&- v=-&-"),
        ]
        XCTAssertEqual(errors, expected, output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains(
            "Shelf/NibLoadedViews.swift:28:26: note: in conflict on iPhone SE: 'h=-&- v=-&-' card.top == view.top (added by the runtime: autoresizing mask)"),
                      output.standardOutput)
    }

    /// Without the nib, what the load returns is not known: nothing is claimed.
    func testNibNotLintedLeavesTheViewUnknown() throws {
        let project = try TemporaryProject(label: "nib-loading-absent", subfolder: "Shelf")
        defer { project.remove() }
        try copyFixtures(into: project, only: ["NibLoadedViews.swift"])
        let (code, output) = project.lint(["--no-config", "Shelf"])
        XCTAssertEqual(code, .success, output.standardOutput)
    }
}
