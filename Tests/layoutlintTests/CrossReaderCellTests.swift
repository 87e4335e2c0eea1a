import Foundation
import XCTest
@testable import layoutlint

/// A `.xib` cell is self-sizing unless the project's Swift code shows its class at a fixed height; the lint
/// command hands what the Swift reader found to the Interface Builder reader, and the cache follows it.
final class CrossReaderCellTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "cells", subfolder: "app")
    }

    override func tearDownWithError() throws {
        project.remove()
    }

    private func write(_ text: String, to name: String) throws { try project.write(text, to: name) }

    private func lint(_ arguments: [String]) -> CommandOutput { project.lint(arguments).1 }

    /// A table cell whose label is pinned at the top only: no vertical chain to the bottom.
    private func cellXib(_ className: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-000-001" customClass="\(className)" customModule="Sample" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-000-001" id="cnt-000-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-000-001" userLabel="titleLabel">
                                <rect key="frame" x="16" y="12" width="288" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-000-001" firstAttribute="top" secondItem="cnt-000-001" secondAttribute="top" constant="12" id="con-000-001"/>
                            <constraint firstItem="lbl-000-001" firstAttribute="leading" secondItem="cnt-000-001" secondAttribute="leading" constant="16" id="con-000-002"/>
                            <constraint firstAttribute="trailing" secondItem="lbl-000-001" secondAttribute="trailing" constant="16" id="con-000-003"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    private let swift = """
        import UIKit

        final class SettingsRowCell: UITableViewCell {
            @IBOutlet var titleLabel: UILabel!
        }

        final class CommentCell: UITableViewCell {
            @IBOutlet var titleLabel: UILabel!
        }

        final class SettingsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "SettingsRowCell", bundle: nil), forCellReuseIdentifier: "row")
            }

            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                56
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! SettingsRowCell
            }
        }

        final class CommentsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.rowHeight = UITableView.automaticDimension
                tableView.register(UINib(nibName: "CommentCell", bundle: nil), forCellReuseIdentifier: "comment")
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath) as! CommentCell
            }
        }
        """

    private func chainErrors(_ output: CommandOutput) -> [String] {
        output.standardOutput.split(separator: "\n").filter { $0.contains("(missing_vertical_chain)") }.map(String.init)
    }

    func testXibCellShownAtAFixedHeightIsNotSelfSizing() throws {
        try write(cellXib("SettingsRowCell"), to: "app/SettingsRowCell.xib")
        try write(cellXib("CommentCell"), to: "app/CommentCell.xib")
        try write(swift, to: "app/Controllers.swift")
        let errors = chainErrors(lint(["app", "--no-config"]))
        XCTAssertEqual(errors.count, 1, errors.joined(separator: "\n"))
        XCTAssertTrue(errors.first?.hasPrefix("app/CommentCell.xib:") == true, errors.joined(separator: "\n"))
    }

    func testWithoutSwiftCodeEveryXibCellIsSelfSizing() throws {
        try write(cellXib("SettingsRowCell"), to: "app/SettingsRowCell.xib")
        try write(cellXib("CommentCell"), to: "app/CommentCell.xib")
        XCTAssertEqual(chainErrors(lint(["app", "--no-config"])).count, 2)
    }

    func testCachedXibResultsFollowTheSwiftCode() throws {
        try write(cellXib("SettingsRowCell"), to: "app/SettingsRowCell.xib")
        try write(swift, to: "app/Controllers.swift")
        XCTAssertEqual(chainErrors(lint(["app", "--no-config", "--cache-path", "cache.json"])).count, 0)
        XCTAssertEqual(chainErrors(lint(["app", "--no-config", "--cache-path", "cache.json"])).count, 0, "warm run")
        // The table now sizes its rows by content: the unchanged xib must be checked again.
        try write(swift.replacingOccurrences(of: "        56\n", with: "        UITableView.automaticDimension\n"), to: "app/Controllers.swift")
        XCTAssertEqual(chainErrors(lint(["app", "--no-config", "--cache-path", "cache.json"])).count, 1)
    }

    /// A controller's nib whose list is pinned at the top and sides only; its controller's code may add the bottom.
    private let controllerXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NotesViewController" customModule="Sample" customModuleProvider="target">
                    <connections>
                        <outlet property="listView" destination="lst-000-001" id="out-000-001"/>
                        <outlet property="view" destination="root-00-001" id="out-000-002"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lst-000-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lst-000-001" firstAttribute="top" secondItem="root-00-001" secondAttribute="top" id="con-100-001"/>
                        <constraint firstItem="lst-000-001" firstAttribute="leading" secondItem="root-00-001" secondAttribute="leading" id="con-100-002"/>
                        <constraint firstAttribute="trailing" secondItem="lst-000-001" secondAttribute="trailing" id="con-100-003"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    private let notesController = """
        import UIKit

        final class NotesViewController: UIViewController {
            @IBOutlet private weak var listView: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                listView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
            }
        }

        enum NotesScreens {
            static func make() -> UIViewController { NotesViewController() }
        }
        """

    private func ambiguities(_ output: CommandOutput) -> [String] {
        output.standardOutput.split(separator: "\n").filter { $0.contains("(ambiguous_layout)") }.map(String.init)
    }

    /// The nib alone leaves the list's height open to question; the controller's code constrains the outlet, so
    /// the nib's reading opens it along that axis and nothing is reported.
    func testOutletConstrainedInItsOwnersCodeIsOpenInTheNib() throws {
        try write(#"{"opt_in_rules": ["ambiguous_layout"]}"#, to: "ambiguity.json")
        try write(controllerXib, to: "app/NotesViewController.xib")
        XCTAssertEqual(ambiguities(lint(["app", "--config", "ambiguity.json"])).count, 1, "the nib on its own")
        try write(notesController, to: "app/NotesViewController.swift")
        XCTAssertEqual(ambiguities(lint(["app", "--config", "ambiguity.json", "--cache-path", "cache.json"])), [])
        XCTAssertEqual(ambiguities(lint(["app", "--config", "ambiguity.json", "--cache-path", "cache.json"])), [], "warm run")
        try write(notesController.replacingOccurrences(of: "listView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true", with: ""),
                  to: "app/NotesViewController.swift")
        XCTAssertEqual(ambiguities(lint(["app", "--config", "ambiguity.json", "--cache-path", "cache.json"])).count, 1, "the code no longer constrains it")
    }
}
