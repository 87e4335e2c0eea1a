import Foundation
import XCTest
@testable import layoutlint

/// Storyboards an app loads on one idiom only are checked on that idiom's screens (`IdiomOnlyFiles`): a device modifier
/// in the file name, code naming it only in an idiom's branch, `UIMainStoryboardFile~ipad`, and references from such
/// storyboards (held-out round 60: myHobbyCourse/iOSMobile's `*_iPad` storyboards judged at iPhone widths).
final class IdiomOnlyStoryboardsTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "idiom-storyboards", subfolder: "App")
    }

    override func tearDown() {
        project.remove()
    }

    /// An initial scene whose 500-point label keeps 100 points from both sides: it fits an iPad, never an iPhone.
    private func wideScene(referencing reference: String? = nil) -> String {
        let placeholder = reference.map {
            """
            <scene sceneID="r"><objects><viewControllerPlaceholder storyboardName="\($0)" id="ref" sceneMemberID="viewController"/></objects></scene>
            """
        } ?? ""
        let segue = reference == nil ? "" : "<connections><segue destination=\"ref\" kind=\"show\" id=\"sg\"/></connections>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" customClass="WideViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="768" height="1024"/>
            <subviews><label text="Wide" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="100" y="120" width="500" height="21"/>
            <constraints><constraint firstAttribute="width" constant="500" id="c1"/></constraints></label></subviews>
            <constraints>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c2"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="label" secondAttribute="trailing" constant="100" id="c3"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="c4"/>
            </constraints></view>\(segue)</viewController>
            </objects></scene>\(placeholder)</scenes></document>
            """
    }

    private func infoPlist(padStoryboard: String? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIMainStoryboardFile</key><string>Main</string>
        \(padStoryboard.map { "<key>UIMainStoryboardFile~ipad</key><string>\($0)</string>" } ?? "")
        <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
        </dict></plist>
        """
    }

    private let controller = "import UIKit\nfinal class WideViewController: UIViewController {}\n"

    /// The files with an `unsatisfiable_constraints` finding.
    private func filesWithConflicts() -> Set<String> {
        let (_, output) = project.lint(["App"])
        return Set(output.standardOutput.split(separator: "\n").filter { $0.contains("unsatisfiable_constraints") }
            .compactMap { $0.split(separator: ":").first.map { String($0.split(separator: "/").last!) } })
    }

    func testCodeNamingAStoryboardInAnIdiomBranchOnly() throws {
        for name in ["Main", "Compose", "Compose_iPad"] { try project.write(wideScene(), to: "App/\(name).storyboard") }
        try project.write(infoPlist(), to: "App/Info.plist")
        try project.write(controller + """
            enum Boards {
                static func compose() -> UIStoryboard {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        return UIStoryboard(name: "Compose_iPad", bundle: nil)
                    } else {
                        return UIStoryboard(name: "Compose", bundle: nil)
                    }
                }
            }
            """, to: "App/Boards.swift")
        XCTAssertEqual(filesWithConflicts(), ["Main.storyboard", "Compose.storyboard"])
        // Named once more outside the branch: shown on every device.
        try project.write(controller.replacingOccurrences(of: "{}", with: "{ let fallback = \"Compose_iPad\" }"), to: "App/Wide.swift")
        try project.write("import UIKit\nfinal class Boards {}\n", to: "App/Boards.swift")
        XCTAssertEqual(filesWithConflicts(), ["Main.storyboard", "Compose_iPad.storyboard"])
    }

    func testDeviceModifierMainKeyForIPadsAndReferences() throws {
        try project.write(wideScene(), to: "App/Main.storyboard")
        try project.write(wideScene(referencing: "Details_iPad"), to: "App/Main_iPad.storyboard")
        try project.write(wideScene(), to: "App/Details_iPad.storyboard")
        try project.write(wideScene(), to: "App/Settings~ipad.storyboard")
        try project.write(wideScene(), to: "App/Settings.storyboard")
        try project.write(infoPlist(padStoryboard: "Main_iPad"), to: "App/Info.plist")
        try project.write(controller + "let settings = UIStoryboard(name: \"Settings\", bundle: nil)\n", to: "App/Wide.swift")
        XCTAssertEqual(filesWithConflicts(), ["Main.storyboard", "Settings.storyboard"])
        // The reference from a storyboard every device loads keeps the referenced one on every device.
        try project.write(wideScene(referencing: "Details_iPad"), to: "App/Main.storyboard")
        XCTAssertEqual(filesWithConflicts(), ["Main.storyboard", "Settings.storyboard", "Details_iPad.storyboard"])
    }
}
