import Foundation
import XCTest
@testable import layoutlint

/// A storyboard scene reached only by manual segues no code performs is never shown (IBControllersNeverShown).
final class UnperformedSeguesTests: XCTestCase {
    /// A screen whose 1200-point panel fills the safe area: a conflict wherever it is shown.
    private static func overfullScene(_ id: String, _ className: String) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" customClass="\(className)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-v">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-p">
                                        <rect key="frame" x="0.0" y="103" width="393" height="715"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="1200" id="\(id)-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                                <constraints>
                                    <constraint firstItem="\(id)-p" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-p" firstAttribute="leading" secondItem="\(id)-sa" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstItem="\(id)-sa" firstAttribute="trailing" secondItem="\(id)-p" secondAttribute="trailing" id="\(id)-c3"/>
                                    <constraint firstItem="\(id)-sa" firstAttribute="bottom" secondItem="\(id)-p" secondAttribute="bottom" id="\(id)-c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="jr-nav">
            <scenes>
                <scene sceneID="jr-nav-sc">
                    <objects>
                        <navigationController id="jr-nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="jr-list" kind="relationship" relationship="rootViewController" id="jr-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="jr-list-sc">
                    <objects>
                        <viewController id="jr-list" customClass="JournalListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="jr-list-v">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="jr-stats" kind="show" identifier="showStats" id="jr-s1"/>
                                <segue destination="jr-export" kind="show" identifier="showExport" id="jr-s2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        \(overfullScene("jr-stats", "JournalStatsViewController"))
        \(overfullScene("jr-export", "JournalExportViewController"))
            </scenes>
        </document>

        """

    private static let code = """
        import UIKit

        final class JournalListViewController: UIViewController {
            func openStats() {
                performSegue(withIdentifier: "showStats", sender: nil)
            }

            func openExport() {
                // performSegue(withIdentifier: "showExport", sender: nil)
            }
        }

        final class JournalStatsViewController: UIViewController {}
        final class JournalExportViewController: UIViewController {}

        """

    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
        </dict>
        </plist>

        """

    func testAScreenOnlyAnUnperformedSegueLeadsToIsNotChecked() throws {
        let project = try TemporaryProject(label: "segues", subfolder: "Journal")
        defer { project.remove() }
        try project.write(Self.storyboard, to: "Journal/Main.storyboard")
        try project.write(Self.code, to: "Journal/JournalListViewController.swift")
        try project.write(Self.infoPlist, to: "Journal/Info.plist")
        let (exit, output) = project.lint(["Journal"])
        XCTAssertEqual(exit, .lintErrors, output.standardOutput + output.standardError)
        let errors = output.standardOutput.split(separator: "\n").filter { $0.contains(": error:") }
        XCTAssertEqual(errors.count, 1, output.standardOutput)
        XCTAssertTrue(errors.first?.contains("JournalStatsViewController") ?? false, output.standardOutput)
    }
}
