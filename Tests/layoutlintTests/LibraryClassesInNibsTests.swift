import Foundation
import XCTest
@testable import layoutlint

/// In a lint of the whole app, a nib's custom class that no code read declares is a library's (an Objective-C pod's
/// classes carry no module in Interface Builder): its size is open, as a class of another module's is.
final class LibraryClassesInNibsTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "library-classes", subfolder: "App")
        try project.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """, to: "App/Info.plist")
        // A slider of class RangeSlider centred vertically with no height: sized by its own intrinsic height, which
        // only its class knows; Xcode flagged it ambiguous, not knowing the class.
        try project.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc">
            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" customClass="FilterViewController" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="393" height="852"/>
            <subviews><view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="slider" customClass="RangeSlider">
            <rect key="frame" x="20" y="400" width="353" height="65"/></view></subviews>
            <constraints>
            <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="slider" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
            </constraints></view></viewController>
            </objects></scene></scenes></document>
            """, to: "App/Main.storyboard")
    }

    override func tearDown() {
        project.remove()
    }

    private func reportsTheSlider() -> Bool {
        let (_, output) = project.lint(["App"])
        return output.standardOutput.contains("(xcode_ambiguous_layout)")
    }

    func testAClassNoCodeDeclaresIsALibrarysAndOpen() throws {
        try project.write("import UIKit\nfinal class FilterViewController: UIViewController {}\n", to: "App/Filter.swift")
        XCTAssertFalse(reportsTheSlider())
    }

    func testAClassTheCodeDeclaresWithoutASizeIsReported() throws {
        try project.write("import UIKit\nfinal class FilterViewController: UIViewController {}\nfinal class RangeSlider: UIControl {}\n",
                          to: "App/Filter.swift")
        XCTAssertTrue(reportsTheSlider())
    }
}
