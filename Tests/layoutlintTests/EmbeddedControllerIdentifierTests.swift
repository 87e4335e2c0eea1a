import Foundation
import XCTest
@testable import layoutlint

/// A controller only an embed segue shows is sized by its container view even with a storyboard identifier, when no
/// code of the whole app asks for that identifier (`IBContainerSizedControllers`); code asking for it may show it full
/// screen.
final class EmbeddedControllerIdentifierTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "embedded-identifier", subfolder: "App")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/interface-builder/embedded-step-strip.storyboard")
        // The step strip, now with a storyboard identifier.
        let storyboard = try String(contentsOf: fixture, encoding: .utf8)
            .replacingOccurrences(of: "<viewController id=\"step-vc\"", with: "<viewController storyboardIdentifier=\"steps\" id=\"step-vc\"")
        try project.write(storyboard, to: "App/Main.storyboard")
        try project.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """, to: "App/Info.plist")
    }

    override func tearDown() {
        project.remove()
    }

    private func conflictLines() -> [String] {
        let (_, output) = project.lint(["App"])
        return output.standardOutput.split(separator: "\n").filter { $0.contains("unsatisfiable_constraints") }.map { String($0.split(separator: ":")[1]) }
    }

    /// The wizard performs its manual `summary` segue (a segue no code performs shows nothing: UnperformedSeguesTests).
    private let controllers = """
        import UIKit
        final class WizardViewController: UIViewController {
            func finish() { performSegue(withIdentifier: "summary", sender: nil) }
        }
        final class StepStripViewController: UIViewController {}
        final class SummaryStripViewController: UIViewController {}
        """

    func testAnIdentifierNoCodeAsksForIsNoWayIn() throws {
        try project.write(controllers, to: "App/Controllers.swift")
        XCTAssertEqual(conflictLines(), ["86"], "only the pushed summary strip")
    }

    func testAnIdentifierTheCodeAsksForMayShowItFullScreen() throws {
        try project.write(controllers + """

            extension WizardViewController {
                func showSteps() {
                    let steps = storyboard!.instantiateViewController(withIdentifier: "steps")
                    present(steps, animated: true)
                }
            }
            """, to: "App/Controllers.swift")
        XCTAssertEqual(conflictLines(), ["61", "86"])
    }
}
