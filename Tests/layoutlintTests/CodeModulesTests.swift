import Foundation
import XCTest
@testable import layoutlint

/// A folder holding several Xcode projects reads each project's code as a module of its own (CodeModules).
final class CodeModulesTests: XCTestCase {
    private static func projectFile(naming files: [String]) -> String {
        let references = files.enumerated().map { index, name in
            "        F\(index) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };"
        }
        return "// !$*UTF8*$!\n{\n    objects = {\n" + references.joined(separator: "\n") + "\n    };\n}\n"
    }

    /// The to-do exercise's table sets no row height: its cell sizes itself from a 130-point chain.
    private static let toDoController = """
        import UIKit

        final class ViewController: UIViewController, UITableViewDataSource {
            private let tableView = UITableView()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(TaskCell.self, forCellReuseIdentifier: "TaskCell")
                tableView.dataSource = self
                view.addSubview(tableView)
                tableView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
            }
        }

        """

    private static let toDoCell = """
        import UIKit

        final class TaskCell: UITableViewCell {
            private let box = UIView()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 110),
                ])
            }

            required init?(coder: NSCoder) { fatalError("not used") }
        }

        """

    /// The other exercise's controller of the same name fixes its rows at 120 points.
    private static let playlistController = """
        import UIKit

        final class ViewController: UIViewController {
            private let tableView = UITableView()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.rowHeight = 120
                view.addSubview(tableView)
                tableView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }
        }

        """

    private func makeExercises(secondProject: Bool) throws -> TemporaryProject {
        let project = try TemporaryProject(label: "modules", subfolder: "Exercises/ToDo/ToDo.xcodeproj")
        for folder in ["Exercises/ToDo/ToDo", "Exercises/Playlist/Playlist", "Exercises/Playlist/Playlist.xcodeproj"] {
            try FileManager.default.createDirectory(at: project.folder.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try project.write(Self.projectFile(naming: ["ViewController.swift", "TaskCell.swift"]), to: "Exercises/ToDo/ToDo.xcodeproj/project.pbxproj")
        try project.write(Self.toDoController, to: "Exercises/ToDo/ToDo/ViewController.swift")
        try project.write(Self.toDoCell, to: "Exercises/ToDo/ToDo/TaskCell.swift")
        try project.write(Self.playlistController, to: "Exercises/Playlist/Playlist/ViewController.swift")
        if secondProject {
            try project.write(Self.projectFile(naming: ["ViewController.swift"]), to: "Exercises/Playlist/Playlist.xcodeproj/project.pbxproj")
        }
        return project
    }

    func testEachProjectsCodeIsItsOwnModule() throws {
        let project = try makeExercises(secondProject: true)
        defer { project.remove() }
        let (exit, output) = project.lint(["Exercises"])
        XCTAssertEqual(exit, .success, output.standardOutput + output.standardError)
        XCTAssertFalse(output.standardOutput.contains("TaskCell.swift"), output.standardOutput)
    }

    func testOneProjectReadsTheFolderAsOneModule() throws {
        // Without the second project file, both controllers are one project's code: one `ViewController` type whose
        // table is fixed at 120-point rows, which the 130-point cell contradicts (what the split prevents above).
        let project = try makeExercises(secondProject: false)
        defer { project.remove() }
        let (exit, output) = project.lint(["Exercises"])
        XCTAssertEqual(exit, .lintErrors, output.standardOutput + output.standardError)
        XCTAssertTrue(output.standardOutput.contains("TaskCell.swift"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("unsatisfiable_constraints"), output.standardOutput)
    }

    /// A nib cell whose label sits 50 points below the top and 20 above the bottom: about 91 points of row.
    private static let homeCellNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="HomeCell" id="hc-cl" customClass="HomeCell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="91"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="hc-cl" id="hc-cv">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="91"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="hc-lb" userLabel="titleLabel">
                                <rect key="frame" x="16" y="50" width="120" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="hc-lb" firstAttribute="top" secondItem="hc-cv" secondAttribute="top" constant="50" id="hc-c0"/>
                            <constraint firstItem="hc-cv" firstAttribute="bottom" secondItem="hc-lb" secondAttribute="bottom" constant="20" id="hc-c1"/>
                            <constraint firstItem="hc-lb" firstAttribute="leading" secondItem="hc-cv" secondAttribute="leading" constant="16" id="hc-c2"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>

        """

    private static func nibController(_ name: String, rowHeight: Int?) -> String {
        """
        import UIKit

        final class \(name): UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "HomeCell", bundle: nil), forCellReuseIdentifier: "HomeCell")
        \(rowHeight.map { "        tableView.rowHeight = \($0)" } ?? "")
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "HomeCell", for: indexPath)
            }
        }

        final class HomeCell: UITableViewCell {}

        """
    }

    /// What one project's code says of its cells (a fixed 70-point row for `HomeCell`) is not said of another project's
    /// nib of the same name, whose table sizes its rows from the cell.
    func testANibTakesOnlyItsOwnProjectsCodeFacts() throws {
        let project = try TemporaryProject(label: "module-facts", subfolder: "Course")
        defer { project.remove() }
        for (app, rowHeight) in [("Gallery", Optional(70)), ("Notes", nil)] {
            try FileManager.default.createDirectory(at: project.folder.appendingPathComponent("Course/\(app)/\(app).xcodeproj"),
                                                    withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: project.folder.appendingPathComponent("Course/\(app)/\(app)"), withIntermediateDirectories: true)
            try project.write(Self.projectFile(naming: ["\(app)Controller.swift", "HomeCell.xib"]),
                              to: "Course/\(app)/\(app).xcodeproj/project.pbxproj")
            try project.write(Self.nibController("\(app)Controller", rowHeight: rowHeight), to: "Course/\(app)/\(app)/\(app)Controller.swift")
            try project.write(Self.homeCellNib, to: "Course/\(app)/\(app)/HomeCell.xib")
        }
        let (exit, output) = project.lint(["Course"])
        XCTAssertEqual(exit, .lintErrors, output.standardOutput + output.standardError)
        XCTAssertTrue(output.standardOutput.contains("Gallery/Gallery/HomeCell.xib"), output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("Notes/Notes/HomeCell.xib"), output.standardOutput)
    }

    func testModulesAreTheOutermostProjectFolders() {
        let modules = CodeModules(projectDescriptions: [
            "repo/Chat/Chat.xcodeproj/project.pbxproj", "repo/Chat/Core/Core.xcodeproj/project.pbxproj",
            "repo/Notes/Notes.xcodeproj/project.pbxproj", "repo/Chat/Info.plist",
        ])
        XCTAssertEqual(modules.module(of: "repo/Chat/Sources/Main.swift"), "repo/Chat/")
        // A project inside another's folder (the app's own framework) is read with it.
        XCTAssertEqual(modules.module(of: "repo/Chat/Core/Badge.swift"), "repo/Chat/")
        XCTAssertEqual(modules.module(of: "repo/Notes/Notes/Cell.swift"), "repo/Notes/")
        XCTAssertEqual(modules.module(of: "other/Loose.swift"), "")
        let nested = CodeModules(projectDescriptions: [
            "repo/App.xcodeproj/project.pbxproj", "repo/Examples/Demo/Demo.xcodeproj/project.pbxproj",
        ])
        XCTAssertEqual(nested.module(of: "repo/Examples/Demo/Demo/Cell.swift"), "")
        let single = CodeModules(projectDescriptions: ["repo/App.xcodeproj/project.pbxproj"])
        XCTAssertEqual(single.module(of: "repo/Examples/Demo/Demo/Cell.swift"), "")
        XCTAssertEqual(single.partition(["a.swift", "b.swift"], path: { $0 }).map(\.module), [""])
    }
}
