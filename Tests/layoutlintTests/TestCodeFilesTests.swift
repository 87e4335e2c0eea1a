import Foundation
import XCTest
@testable import layoutlint

/// Issue #18: a test target's code is not the app's (GetStream/stream-chat-swift @a4e569b1, held-out round 12: a
/// snapshot test's own size helper gave five false conflicts on app views).
final class TestCodeFilesTests: XCTestCase {
    private var project: TemporaryProject!
    override func setUpWithError() throws {
        project = try TemporaryProject(label: "testcode", subfolder: "Chat/App")
        for folder in ["Chat/AppTests", "Chat/Tests/UI", "Chat/App/Support"] {
            try FileManager.default.createDirectory(at: project.folder.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }
    override func tearDown() { project.remove() }

    /// Two required widths that cannot both hold: reported wherever it is linted.
    private func conflictingView(_ name: String, imports: String) -> String {
        """
        \(imports)
        import UIKit

        final class \(name): UIView {
            private let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                badge.translatesAutoresizingMaskIntoConstraints = false
                addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.widthAnchor.constraint(equalToConstant: 50),
                    badge.widthAnchor.constraint(equalToConstant: 30),
                    badge.heightAnchor.constraint(equalToConstant: 30),
                    badge.topAnchor.constraint(equalTo: topAnchor),
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }

    func testTestTargetsAndFilesImportingATestFrameworkAreLeftOutOfAFolderAndCounted() throws {
        try project.write(conflictingView("AppBadgeView", imports: ""), to: "Chat/App/AppBadgeView.swift")
        try project.write(conflictingView("SnapshotBadgeView", imports: "import XCTest"), to: "Chat/AppTests/SnapshotBadgeView.swift")
        try project.write(conflictingView("PackageBadgeView", imports: ""), to: "Chat/Tests/UI/PackageBadgeView.swift")
        try project.write(conflictingView("HelperBadgeView", imports: "@testable import Chat"), to: "Chat/App/Support/HelperBadgeView.swift")
        let (code, output) = project.lint(["Chat"])
        XCTAssertEqual(code, .lintErrors)
        let errors = output.standardOutput.split(separator: "\n").filter { $0.contains(": error:") }
        XCTAssertEqual(errors.count, 1, output.standardOutput)
        XCTAssertTrue(errors.allSatisfy { $0.contains("Chat/App/AppBadgeView.swift:") }, output.standardOutput)
        XCTAssertTrue(output.standardError.contains("; 3 test files not linted"), output.standardError)
    }

    func testATestFileNamedOnTheCommandLineIsLinted() throws {
        try project.write(conflictingView("SnapshotBadgeView", imports: "import XCTest"), to: "Chat/AppTests/SnapshotBadgeView.swift")
        let (code, output) = project.lint(["Chat/AppTests/SnapshotBadgeView.swift"])
        XCTAssertEqual(code, .lintErrors, output.standardOutput)
        XCTAssertFalse(output.standardError.contains("test file"), output.standardError)
    }

    func testOnlyFoldersBelowTheWalkedOneAndRealImportsCount() {
        XCTAssertFalse(TestCodeFiles.isTestCode("/repo/MyAppTests/Screens/View.swift", under: "/repo/MyAppTests"))
        XCTAssertFalse(TestCodeFiles.isTestCode("/repo/MyAppTests/Screens/View.swift", under: "/repo/MyAppTests/"))
        XCTAssertTrue(TestCodeFiles.isTestCode("/repo/MyAppTests/Screens/View.swift", under: "/repo"))
        XCTAssertTrue(TestCodeFiles.isTestCode("./Tests/a.xib", under: "."))
        XCTAssertFalse(TestCodeFiles.isTestCode("/repo/Contests/Board.swift", under: "/repo"), "not a test target's folder name")
        XCTAssertFalse(TestCodeFiles.isTestCode("/repo/App/Tests.swift", under: "/repo"), "a file's own name is not a folder")
    }
}
