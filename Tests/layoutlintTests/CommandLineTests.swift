import Foundation
import XCTest
import LayoutModel
@testable import layoutlint

/// The command line in-process: arguments, exit codes and output.
final class CommandLineTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func run(_ arguments: [String]) -> (ExitCode, CommandOutput) {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        return LayoutLint.run(arguments)
    }

    func testLintReadsEveryFixtureWithoutReaderErrors() {
        let (code, output) = run(["lint", "Fixtures/layout"])
        XCTAssertNotEqual(code, .usageOrInput, output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("(syntax_error)"), output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("(unreadable_file)"), output.standardOutput)
        let layoutFiles = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Fixtures/layout").path)
            .filter { $0.hasSuffix(".layout") || $0.hasSuffix(".layout.json") }
        XCTAssertGreaterThan(layoutFiles?.count ?? 0, 15)
        XCTAssertTrue(output.standardError.contains(" in \(layoutFiles?.count ?? 0) files"), output.standardError)
    }

    func testSyntaxErrorsExitOneWithLocation() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.layout")
        try "root r\nview a in r intrinsic=10,10\na.top === r.top\na.top == r.safeArea.top\na.leading == r.leading\n".write(to: file, atomically: true, encoding: .utf8)
        let (code, output) = run(["lint", file.path])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertEqual(output.standardOutput, "\(file.path):3:9: error: expected a number, 'Standard' or an item, found '=' (syntax_error)\n")
        let (jsonCode, jsonOutput) = run(["lint", "--reporter=json", "--quiet", file.path])
        XCTAssertEqual(jsonCode, .usageOrInput)
        XCTAssertEqual(jsonOutput.standardError, "")
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(jsonOutput.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 1)
        XCTAssertEqual(entries[0]["rule_id"] as? String, "syntax_error")
        XCTAssertEqual(entries[0]["line"] as? Int, 3)
        XCTAssertEqual(entries[0]["column"] as? Int, 9)
        XCTAssertEqual(entries[0]["file"] as? String, file.path)
        XCTAssertEqual(entries[0]["constraints"] as? [String], [])
    }

    func testUsageErrors() {
        let cases: [([String], String)] = [
            (["lint", "--reporter"], "--reporter needs a value"),
            (["lint", "--reporter", "yaml"], "unknown reporter 'yaml'"),
            (["lint", "--stritc"], "unknown option --stritc; did you mean --strict?"),
            (["lint", "--quiet=yes"], "--quiet takes no value"),
            (["frobnicate"], "unknown subcommand 'frobnicate'"),
            (["rules", "no_such_rule"], "unknown rule 'no_such_rule'"),
            (["convert"], "convert needs a file"),
            (["convert", "a.txt"], "no reader for 'a.txt'"),
            (["convert", "Fixtures/layout/sign-up.layout", "--to", "yaml"], "--to takes json or layout"),
            (["--nonsense"], "unknown option --nonsense"),
        ]
        for (arguments, message) in cases {
            let (code, output) = run(arguments)
            XCTAssertEqual(code, .usageOrInput, arguments.joined(separator: " "))
            XCTAssertTrue(output.standardError.contains("layoutlint: error: \(message)"), "\(arguments): \(output.standardError)")
            XCTAssertTrue(output.standardError.contains("--help"), "a usage hint follows")
        }
    }

    func testHelpVersionAndNoArguments() {
        XCTAssertEqual(run(["--version"]).1.standardOutput, LayoutLint.version + "\n")
        let help = run(["--help"])
        XCTAssertEqual(help.0, .success)
        XCTAssertTrue(help.1.standardOutput.contains("USAGE: layoutlint <subcommand>"))
        XCTAssertTrue(run(["lint", "--help"]).1.standardOutput.contains("--reporter <name>"))
    }

    func testMissingPathIsAnInputError() {
        let (code, output) = run(["lint", "Fixtures/does-not-exist.layout"])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertEqual(output.standardError, "layoutlint: error: no such file or folder: 'Fixtures/does-not-exist.layout'\n")
    }

    func testConvertRoundTripsThroughTheCommandLine() throws {
        let (code, output) = run(["convert", "Fixtures/layout/quote-cell.layout", "--to", "layout"])
        XCTAssertEqual(code, .success)
        XCTAssertTrue(output.standardOutput.hasPrefix("scene QuoteCell cell rowHeight=automatic\nroot contentView: UITableViewCellContentView\n"),
                      output.standardOutput)
        let (jsonCode, json) = run(["convert", "Fixtures/layout/quote-cell.layout"])
        XCTAssertEqual(jsonCode, .success)
        XCTAssertTrue(json.standardOutput.contains("\"format\" : \"layoutlint-model/1\""))
    }

    /// Several code files are read together, as `lint` reads a project: the view class of the second file is
    /// followed into the controller of the first instead of being an open view of an unknown class.
    func testConvertReadsSeveralFilesTogether() {
        let (alone, aloneOutput) = run(["convert", "Fixtures/swift/ReadingViewController.swift", "--to", "layout"])
        XCTAssertEqual(alone, .success)
        XCTAssertTrue(aloneOutput.standardOutput.contains("view avatarView: AvatarView in view autoresizing open=both\n"), aloneOutput.standardOutput)
        let (together, output) = run(["convert", "Fixtures/swift/ReadingViewController.swift", "Fixtures/swift/AvatarView.swift", "--to", "layout"])
        XCTAssertEqual(together, .success)
        XCTAssertTrue(output.standardOutput.contains("view avatarView: AvatarView in view platform=UIView\nview \"avatarView.imageView\": UIImageView in avatarView\n"),
                      output.standardOutput)
        let (unknown, unknownOutput) = run(["convert", "Fixtures/swift/AvatarView.swift", "notes.txt"])
        XCTAssertEqual(unknown, .usageOrInput)
        XCTAssertTrue(unknownOutput.standardError.contains("no reader for 'notes.txt'"), unknownOutput.standardError)
    }
}

/// `--stats`: the Swift reader's coverage on standard error.
final class StatisticsOptionTests: XCTestCase {
    func testStatsCountsWhatTheSwiftReaderUnderstood() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-stats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            import UIKit
            final class Card: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Theme.unknownInset).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let (_, output) = LayoutLint.run(["lint", "--no-config", "--quiet", "--stats", folder.path])
        XCTAssertTrue(output.standardError.contains("2 constraint expressions found, 1 understood completely (50%)"), output.standardError)
        XCTAssertTrue(output.standardError.contains("\tunresolved constant"), output.standardError)
        let (_, plain) = LayoutLint.run(["lint", "--no-config", "--quiet", folder.path])
        XCTAssertFalse(plain.standardError.contains("constraint expressions"))
    }

    /// Calls through a layout library's namespace on a view (Align's `anchors`) are counted as that library's, not read.
    func testStatsCountsNamespaceLibraryCallsAsNotRead() {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/swift/AlignPinnedHeader.swift").path
        let (_, output) = LayoutLint.run(["lint", "--no-config", "--quiet", "--stats", fixture])
        XCTAssertTrue(output.standardError.contains("5 constraint expressions found, 0 understood completely (0%)"), output.standardError)
        XCTAssertTrue(output.standardError.contains("  5\tAlign call not read\n"), output.standardError)
        XCTAssertTrue(output.standardError.contains("  Align: 5 calls found, 0 read into constraints"), output.standardError)
    }
}

/// One finding per place, however many scenes embed the view it is about.
final class RepeatedFindingsTests: XCTestCase {
    /// A finding repeated word for word at the same place of every `.lproj` copy of a nib is reported once, naming the
    /// languages; a copy whose finding differs (another line) stays apart, as do files outside `.lproj` folders.
    func testLocalizedCopiesOfANibAreReportedOnce() {
        func finding(_ path: String, line: Int = 219, message: String = "Alert: skip.leading repeats install.leading") -> Diagnostic {
            Diagnostic(ruleID: "duplicate_constraint", severity: .warning, message: message,
                       location: SourceLocation(file: path, line: line, column: 21))
        }
        let merged = LocalizedCopies.merge([
            finding("App/Base.lproj/Alert.xib"), finding("App/de.lproj/Alert.xib"), finding("App/pt_BR.lproj/Alert.xib"),
            finding("App/ar.lproj/Alert.xib", line: 220), finding("App/Other.xib"), finding("App/Other.xib"),
        ])
        XCTAssertEqual(merged.map { "\($0.location.file):\($0.location.line) \($0.message)" }, [
            "App/Base.lproj/Alert.xib:219 Alert: skip.leading repeats install.leading (the same in 2 other localizations: de, pt_BR)",
            "App/ar.lproj/Alert.xib:220 Alert: skip.leading repeats install.leading",
            "App/Other.xib:219 Alert: skip.leading repeats install.leading",
            "App/Other.xib:219 Alert: skip.leading repeats install.leading",
        ])
    }

    func testSamePlaceInSeveralScenesIsReportedOnce() {
        let place = SourceLocation(file: "Status.swift", line: 12, column: 5)
        let found = [
            Diagnostic(ruleID: "ambiguous_layout", severity: .warning, message: "CellA: status.avatar is ambiguous", location: place),
            Diagnostic(ruleID: "ambiguous_layout", severity: .warning, message: "CellB: status.avatar is ambiguous", location: place),
            Diagnostic(ruleID: "ambiguous_layout", severity: .warning, message: "CellC: status.avatar is ambiguous", location: place),
            Diagnostic(ruleID: "duplicate_constraint", severity: .warning, message: "CellA: repeats", location: place),
            Diagnostic(ruleID: "ambiguous_layout", severity: .warning, message: "CellA: other", location: SourceLocation(file: "Status.swift", line: 13, column: 5)),
            Diagnostic(ruleID: "unsatisfiable_constraints", severity: .error, message: "Launch: cannot hold on iPhone SE", location: place),
            Diagnostic(ruleID: "unsatisfiable_constraints", severity: .error, message: "Launch: cannot hold on iPad", location: place),
            Diagnostic(ruleID: "unsatisfiable_constraints", severity: .error, message: "Launch: cannot hold on iPad", location: place),
        ]
        let merged = RepeatedFindings.merge(found)
        XCTAssertEqual(merged.map(\.message), [
            "CellA: status.avatar is ambiguous (the same at this place in 2 more scenes)",
            "CellA: repeats",
            "Launch: cannot hold on iPad (1 more at this place for other devices, variants or constraints)",
            "CellA: other",
        ], "one scene's findings at one place are not counted as scenes")
    }
}
