import Foundation
import XCTest
@testable import layoutlint

/// Which storyboards the system or the code loads (`ProjectStoryboardNames`, `IBUnloadedNib`): one nothing names is
/// left out of `lint` and counted in the summary line; unknown project files leave every storyboard read.
final class StoryboardLoadingTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "storyboards", subfolder: "App")
    }

    override func tearDown() {
        project.remove()
    }

    /// A storyboard whose initial scene holds a 400-point label between 100-point insets: one conflict.
    private let conflicting = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc">
        <scenes><scene sceneID="s"><objects>
        <viewController id="vc" customClass="ComposeViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="393" height="852"/>
        <subviews><label text="To" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="100" y="120" width="193" height="21"/>
        <constraints><constraint firstAttribute="width" constant="400" id="c1"/></constraints></label></subviews>
        <constraints>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="100" id="c3"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="c4"/>
        </constraints></view></viewController>
        </objects></scene></scenes></document>
        """

    private let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIMainStoryboardFile</key><string>Main</string>
        <key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>Widget</string></dict>
        </dict></plist>
        """

    private func filesWithFindings(_ output: CommandOutput) -> Set<String> {
        Set(output.standardOutput.split(separator: "\n").filter { $0.contains("unsatisfiable_constraints") }
            .compactMap { $0.split(separator: ":").first.map { String($0.split(separator: "/").last!) } })
    }

    func testStoryboardsTheInfoPlistNamesAreReadAndOthersCounted() throws {
        for name in ["Main", "Widget", "Main_old"] { try project.write(conflicting, to: "App/\(name).storyboard") }
        try project.write(infoPlist, to: "App/Info.plist")
        try project.write("import UIKit\nfinal class ComposeViewController: UIViewController {}\n", to: "App/Compose.swift")
        let (code, output) = project.lint(["App"])
        XCTAssertEqual(code, .lintErrors)
        XCTAssertEqual(filesWithFindings(output), ["Main.storyboard", "Widget.storyboard"], output.standardOutput)
        XCTAssertTrue(output.standardError.contains("; 1 nib no code loads not linted"), output.standardError)
    }

    func testWithoutProjectFilesEveryStoryboardIsRead() throws {
        for name in ["Main", "Main_old"] { try project.write(conflicting, to: "App/\(name).storyboard") }
        try project.write("import UIKit\nfinal class ComposeViewController: UIViewController {}\n", to: "App/Compose.swift")
        let (_, output) = project.lint(["App"])
        XCTAssertEqual(filesWithFindings(output), ["Main.storyboard", "Main_old.storyboard"], output.standardOutput)
    }

    func testBuildSettingsAndTheirInfoPlistsNameStoryboards() throws {
        try FileManager.default.createDirectory(at: project.folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try project.write("""
            buildSettings = {
                INFOPLIST_KEY_UIMainStoryboardFile = Main;
                INFOPLIST_FILE = "$(SRCROOT)/Support/App-Info.plist";
            };
            """, to: "App.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: project.folder.appendingPathComponent("Support"), withIntermediateDirectories: true)
        try project.write(infoPlist.replacingOccurrences(of: "<string>Main</string>", with: "<string>Launch</string>"), to: "Support/App-Info.plist")
        let contents = ProjectFileContents()
        let pbxproj = project.folder.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        let names = ProjectStoryboardNames.named(by: [pbxproj], contents)?.all
        XCTAssertEqual(names.map { $0.isSuperset(of: ["Main", "Launch", "Widget"]) }, true, "\(String(describing: names))")
        try FileManager.default.removeItem(at: project.folder.appendingPathComponent("Support/App-Info.plist"))
        XCTAssertNil(ProjectStoryboardNames.named(by: [pbxproj], ProjectFileContents()), "a target's Info.plist missing: unknown")
        XCTAssertNil(ProjectStoryboardNames.named(by: [], ProjectFileContents()), "no project file: unknown")
    }
}
