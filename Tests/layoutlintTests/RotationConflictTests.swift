import Foundation
import XCTest
@testable import layoutlint

/// Size-class constraint sets that a trait-change hook activates without switching the other set off conflict after a
/// rotation, on the phones the app lets rotate; the swaps done right stay quiet.
final class RotationConflictTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/swift")

    private func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    func testKeptSetsAreOneConflictAfterTheRotationWithTheFix() throws {
        let project = try TemporaryProject(label: "rotation", subfolder: "App")
        defer { project.remove() }
        try project.write(fixture("SizeClassSetsKeptAfterRotation.swift"), to: "App/Screens.swift")
        let (code, output) = project.lint(["--no-config", "App"])
        XCTAssertEqual(code, .lintErrors)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.contains(": error: ") }.count, 2, output.standardOutput)
        XCTAssertTrue(lines.contains("App/Screens.swift:58:13: error: RotatingWelcomeViewController: after the screen rotates from "
            + "iPhone SE landscape to iPhone SE, the constraints activated for verticalSizeClass=compact are still active beside "
            + "those of verticalSizeClass=regular: the size-class branch runs again on every trait change and switches nothing "
            + "off, so 2 required constraints cannot all hold: badge.width == 120, badge.width == 200 (and 3 more conflicts in "
            + "that state). Deactivate the other size class's constraints before activating these (unsatisfiable_constraints)"),
                      output.standardOutput)
        XCTAssertTrue(lines.contains("App/Screens.swift:52:13: note: in conflict: badge.width == 120"), output.standardOutput)
    }

    /// An app that runs in portrait only never rotates: nothing to report.
    func testPortraitOnlyAppHasNoRotation() throws {
        let project = try TemporaryProject(label: "rotation-portrait", subfolder: "App")
        defer { project.remove() }
        try project.write(fixture("SizeClassSetsKeptAfterRotation.swift"), to: "App/Screens.swift")
        try project.write(AppDeviceSupportTests.plist("""
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string></array>
            """), to: "App/Info.plist")
        let (code, output) = project.lint(["--no-config", "App"])
        XCTAssertEqual(code, .success, output.standardOutput)
    }

    func testSwapsDoneRightStayQuiet() throws {
        let project = try TemporaryProject(label: "rotation-quiet", subfolder: "App")
        defer { project.remove() }
        try project.write(fixture("SizeClassSetsSwappedOnTraitChange.swift"), to: "App/Screens.swift")
        let (code, output) = project.lint(["--no-config", "App"])
        XCTAssertEqual(code, .success, output.standardOutput)
    }
}
