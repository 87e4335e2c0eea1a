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

    func testModulesAreTheDeepestProjectFolders() {
        let modules = CodeModules(projectDescriptions: [
            "repo/App.xcodeproj/project.pbxproj", "repo/Examples/Demo/Demo.xcodeproj/project.pbxproj", "repo/App/Info.plist",
        ])
        XCTAssertEqual(modules.module(of: "repo/App/Sources/Main.swift"), "repo/")
        XCTAssertEqual(modules.module(of: "repo/Examples/Demo/Demo/Cell.swift"), "repo/Examples/Demo/")
        XCTAssertEqual(modules.module(of: "other/Loose.swift"), "")
        let single = CodeModules(projectDescriptions: ["repo/App.xcodeproj/project.pbxproj"])
        XCTAssertEqual(single.module(of: "repo/Examples/Demo/Demo/Cell.swift"), "")
        XCTAssertEqual(single.partition(["a.swift", "b.swift"], path: { $0 }).map(\.module), [""])
    }
}
