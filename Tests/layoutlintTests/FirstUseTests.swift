import Foundation
import LayoutModel
import LayoutReaders
import LayoutRules
import XCTest
@testable import layoutlint

/// Issue #24: what a first run and everyday runs print, and the exit codes behind them.
final class FirstUseTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "firstuse", subfolder: "App")
    }

    override func tearDown() {
        project.remove()
    }

    /// `LayoutLint.run` (the whole command line) from inside the project folder.
    private func run(_ arguments: [String], in subfolder: String = "") -> (ExitCode, CommandOutput) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(project.folder.appendingPathComponent(subfolder).path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return LayoutLint.run(arguments)
    }

    /// Warnings only: a suppression that suppresses nothing (unused_suppression at 3:3) in a fully placed view.
    private let pushedOut = "root r\nview a in r\n# layoutlint:disable:next syntax_error\na.leading == r.leading\na.top == r.top\na.width == 10\na.height == 10\n"

    func testNoArgumentsLintsTheCurrentFolder() throws {
        try project.write(pushedOut, to: "App/Card.layout")
        let (code, output) = run([], in: "App")
        XCTAssertEqual(code, .success, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("Card.layout:3:3: warning:"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("(unused_suppression)"), output.standardOutput)
        XCTAssertTrue(output.standardError.contains("in 1 file"), output.standardError)
    }

    func testNothingToLintIsAnError() throws {
        try project.write("notes\n", to: "App/README.md")
        for arguments in [[], ["lint"], ["lint", "."]] {
            let (code, output) = run(arguments, in: "App")
            XCTAssertEqual(code, .usageOrInput, "\(arguments)")
            XCTAssertTrue(output.standardError.hasPrefix("layoutlint: error: no lintable files found in '.'"), output.standardError)
            XCTAssertFalse(output.standardError.contains("--help"), output.standardError)
        }
        // Files named one by one and excluded on purpose (pre-commit with --force-exclude) are not a mistake.
        try project.write(pushedOut, to: "App/Card.layout")
        try project.write("{\"excluded\": [\"App\"]}", to: ".layoutlint.json")
        XCTAssertEqual(run(["lint", "--force-exclude", "App/Card.layout"]).0, .success)
    }

    func testMissingPathIsAPlainErrorNamingIt() {
        let (code, output) = run(["lint", "Nope/Card.layout"])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertEqual(output.standardError, "layoutlint: error: no such file or folder: 'Nope/Card.layout'\n")
    }

    func testOnlyUsageErrorsPointToHelp() throws {
        try project.write(pushedOut, to: "App/Card.layout")
        let usage = run(["lint", "--stritc"])
        XCTAssertTrue(usage.1.standardError.hasSuffix("Run 'layoutlint --help' for usage.\n"), usage.1.standardError)
        let write = run(["lint", "App", "--output", "missing/report.json"])
        XCTAssertEqual(write.0, .usageOrInput)
        XCTAssertTrue(write.1.standardError.contains("cannot write missing/report.json: the folder"), write.1.standardError)
        XCTAssertFalse(write.1.standardError.contains("--help"))
        let read = run(["lint", "App", "--baseline", "none.json"])
        XCTAssertEqual(read.1.standardError, "layoutlint: error: cannot read the baseline none.json: no such file\n")
        try FileManager.default.createDirectory(at: project.folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let folder = run(["lint", "App", "--config", "folder.json"])
        XCTAssertEqual(folder.1.standardError, "layoutlint: error: cannot read the configuration folder.json: it is a folder\n")
    }

    private func configurationError(_ json: String) throws -> String {
        try project.write(pushedOut, to: "App/Card.layout")
        try project.write(json, to: ".layoutlint.json")
        let (code, output) = run(["lint", "App"])
        XCTAssertEqual(code, .usageOrInput, json)
        XCTAssertFalse(output.standardError.contains("--help"), output.standardError)
        return output.standardError
    }

    /// A nib no code read loads is left out, and the summary line counts it, warm from the cache as cold.
    func testNibsNoCodeLoadsAreCountedInTheSummary() throws {
        let nib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
            <view contentMode="scaleToFill" id="root" customClass="DraftSheet"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
            </objects></document>
            """
        try project.write(nib, to: "App/DraftSheet.xib")
        try project.write("import UIKit\nfinal class DraftSheet: UIView {}\n", to: "App/DraftSheet.swift")
        for _ in 0..<2 {
            let (code, output) = run(["lint", "App", "--cache-path", "cache.json"])
            XCTAssertEqual(code, .success)
            XCTAssertTrue(output.standardError.contains("; 1 nib no code loads not linted"), output.standardError)
            XCTAssertFalse(output.standardOutput.contains("not linted"), output.standardOutput)
        }
    }

    /// Issue #21: a file named on the command line that no reader reads (`notes.txt`, `C.LAYOUT`) made a passing run of
    /// nothing; alone it is an error, beside a readable file it is skipped.
    func testNamedFilesNoReaderReadsAreNotAPass() throws {
        try project.write(pushedOut, to: "notes.txt")
        try project.write(pushedOut, to: "Card.layout")
        let (code, output) = run(["lint", "notes.txt"])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertTrue(output.standardError.hasPrefix("layoutlint: error: no lintable files found in 'notes.txt'"), output.standardError)
        XCTAssertEqual(run(["lint", "notes.txt", "Card.layout"]).0, .success)
    }

    /// Issue #21: `solve --size 1e19x5` printed frames of 1e19 points; sizes past the numbers the readers accept are refused.
    func testSolveRefusesScreenSizesNoLayoutCanHave() throws {
        try project.write(pushedOut, to: "Card.layout")
        let (code, output) = run(["solve", "Card.layout", "--size", "1e19x5"])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertTrue(output.standardError.contains("--size takes sizes up to 10000000 points, not '1e19x5'"), output.standardError)
    }

    /// Issue #21: 50,000 nested arrays in a configuration (found automatically) overflowed the parser's stack.
    func testDeeplyNestedConfigurationIsRefusedWithItsPlace() throws {
        let place = project.folder.appendingPathComponent(".layoutlint.json").path
        let deep = "{\"disabled_rules\": " + String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000) + "}\n"
        XCTAssertEqual(try configurationError(deep),
                       "layoutlint: error: \(place):1:\(19 + StrictJSON.maximumNesting): not valid JSON: arrays and objects nested more than 512 deep\n")
    }

    func testConfigurationErrorsArePlacedAndSuggestFixes() throws {
        let place = project.folder.appendingPathComponent(".layoutlint.json").path
        XCTAssertEqual(try configurationError("{\n  \"disabled_rules\": [\"constant_sign\"],\n}\n"),
                       "layoutlint: error: \(place):2:38: not valid JSON: trailing comma before '}'\n")
        XCTAssertEqual(try configurationError("{\"excluded\": [], \"excluded\": [\"App\"]}"),
                       "layoutlint: error: \(place):1:18: not valid JSON: duplicate key \"excluded\" (first at line 1, column 2)\n")
        XCTAssertEqual(try configurationError("{\n\"disabled_rules\": [\"constant_sing\"]}"),
                       "layoutlint: error: \(place):2:1: unknown rule 'constant_sing' in \"disabled_rules\"; did you mean 'constant_sign'?; `layoutlint rules` lists them\n")
        XCTAssertTrue(try configurationError("{\"disabled_rule\": []}").contains("unknown key \"disabled_rule\"; did you mean 'disabled_rules'?"))
        XCTAssertTrue(try configurationError("{\"devices\": [\"iPhone 16\"]}").contains("unknown device 'iPhone 16'; did you mean 'iPhone 15'?"))
        XCTAssertTrue(try configurationError("{\"severity\": {\"constant_sign\": \"fatal\"}}").contains("severity of constant_sign must be \"error\" or \"warning\", not \"fatal\""))
        XCTAssertTrue(try configurationError("{\"reporter\": \"jsn\"}").contains("unknown reporter 'jsn'; did you mean 'json'?"))
    }

    func testDeviceNamesAreExact() throws {
        let fourteen = try DeviceNames.device(named: "iPhone 14")
        XCTAssertEqual(fourteen.size, Size(width: 390, height: 844))
        XCTAssertEqual(try DeviceNames.device(named: "iphone 14 landscape").size, Size(width: 844, height: 390))
        XCTAssertEqual(try DeviceNames.device(named: "retina6_12").name, "iPhone 15")
        XCTAssertEqual(try DeviceNames.device(named: "iPhone SE landscape").name, "iPhone SE landscape")
        XCTAssertThrowsError(try DeviceNames.device(named: "iPhone"))
        XCTAssertThrowsError(try DeviceNames.device(named: "iPhone 6.1"))
    }

    func testBaselineCountMustBeANumber() throws {
        try project.write(pushedOut, to: "App/Card.layout")
        for (count, shown) in [("\"2\"", "\"2\""), ("0", "0"), ("1.5", "1.5"), ("1000000000", "1000000000"), ("\"many\"", "\"many\"")] {
            let text = "{\"format\": \"layoutlint-baseline/1\", \"findings\": [{\"path\": \"a\", \"rule\": \"b\", \"hash\": \"c\", \"count\": \(count)}]}"
            try project.write(text, to: "baseline.json")
            let (code, output) = run(["lint", "App", "--baseline", "baseline.json"])
            XCTAssertEqual(code, .usageOrInput)
            let column = text.distance(from: text.startIndex, to: text.range(of: "\"count\"")!.lowerBound) + 1
            XCTAssertEqual(output.standardError,
                           "layoutlint: error: baseline.json:1:\(column): finding 1: \"count\" must be a whole number from 1 to 999999999, not \(shown)\n")
        }
        // A misspelt key is said as one, with the key it is close to, before any key is missing.
        try project.write("{\"format\": \"layoutlint-baseline/1\", \"findings\": [{\"path\": \"a\", \"rul\": \"b\", \"hash\": \"c\"}]}", to: "baseline.json")
        XCTAssertTrue(run(["lint", "App", "--baseline", "baseline.json"]).1.standardError.contains("unknown key \"rul\" in a finding; did you mean 'rule'?"))
        try project.write("{\"format\": \"layoutlint-baseline/1\",\n \"findings\": [,]}", to: "baseline.json")
        XCTAssertEqual(run(["lint", "App", "--baseline", "baseline.json"]).1.standardError,
                       "layoutlint: error: baseline.json:2:15: not valid JSON: expected a value, found ','\n")
    }

    func testVersionIsTheOneTheChangelogAndReadmeName() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        XCTAssertEqual(LayoutLint.version, "0.2.0")
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        XCTAssertTrue(changelog.contains("## \(LayoutLint.version)"), "CHANGELOG.md has a section for the version --version prints")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("rev: \(LayoutLint.version)"))
        XCTAssertTrue(readme.contains("from: \"\(LayoutLint.version)\""))
        XCTAssertFalse(readme.contains("0.1.0"), "the README names only the current version")
    }
}

/// The rule ids the readers and the command emit are rules like the others: documented, listed, configurable.
final class ToolRuleTests: XCTestCase {
    func testToolRuleIDsAreTheOnesTheReadersEmit() {
        XCTAssertEqual(ToolRules.syntaxError.id, ReaderRuleID.syntaxError)
        XCTAssertEqual(ToolRules.unreadableFile.id, ReaderRuleID.unreadableFile)
        XCTAssertEqual(ToolRules.invalidVisualFormat.id, ReaderRuleID.invalidVisualFormat)
        XCTAssertEqual(ToolRules.cellContentView.id, ReaderRuleID.cellContentView)
        XCTAssertEqual(ToolRules.constraintsAddedRepeatedly.id, ReaderRuleID.constraintsAddedRepeatedly)
        XCTAssertEqual(ToolRules.unusedSuppression.id, Suppressions.ruleID)
    }

    /// Every triggering example gives a finding of that rule, every non-triggering example none.
    func testToolRuleExamples() throws {
        for description in ToolRules.all {
            // A folder per rule: only the example is linted.
            let project = try TemporaryProject(label: "toolrules", subfolder: "App")
            defer { project.remove() }
            let wholeClasses = [ToolRules.cellContentView.id, ToolRules.constraintsAddedRepeatedly.id].contains(description.id)
            let readFromSwift = wholeClasses || description.id == ToolRules.invalidVisualFormat.id
            let name = readFromSwift ? "App/Example.swift" : "App/Example.layout"
            func wrap(_ example: String) -> String {
                // A cell or repeated-method example is a whole class; a visual format example is the constraints of a card's initializer.
                if wholeClasses { return "import UIKit\n" + example }
                guard name.hasSuffix(".swift") else { return example }
                return "import UIKit\nfinal class Card: UIView {\n    let titleLabel = UILabel()\n    let subtitleLabel = UILabel()\n"
                    + "    override init(frame: CGRect) {\n        super.init(frame: frame)\n        addSubview(titleLabel)\n"
                    + "        NSLayoutConstraint.activate(\(example.trimmingCharacters(in: .newlines)))\n    }\n"
                    + "    required init?(coder: NSCoder) { fatalError() }\n}\n"
            }
            for example in description.triggeringExamples {
                try project.write(wrap(example), to: name)
                let (_, output) = project.lint(["--no-config", "--quiet", "App"])
                XCTAssertTrue(output.standardOutput.contains("(\(description.id))"), "\(description.id) should flag:\n\(example)\n\(output.standardOutput)")
            }
            for example in description.nonTriggeringExamples {
                try project.write(wrap(example), to: name)
                let (_, output) = project.lint(["--no-config", "--quiet", "App"])
                XCTAssertFalse(output.standardOutput.contains("(\(description.id))"), "\(description.id) should accept:\n\(example)\n\(output.standardOutput)")
            }
        }
    }

    func testToolRulesAreConfigurableAndSuppressible() throws {
        let project = try TemporaryProject(label: "toolrules", subfolder: "App")
        defer { project.remove() }
        try project.write("root r\nview a in r\n# layoutlint:disable:next constant_sign\na.top == r.top\n", to: "App/Card.layout")
        XCTAssertTrue(project.lint(["--quiet", "App"]).1.standardOutput.contains("(unused_suppression)"))
        try project.write("{\"disabled_rules\": [\"unused_suppression\"]}", to: ".layoutlint.json")
        XCTAssertFalse(project.lint(["--quiet", "App"]).1.standardOutput.contains("(unused_suppression)"))
        try project.write("{\"severity\": {\"unused_suppression\": \"error\"}}", to: ".layoutlint.json")
        let (code, output) = project.lint(["--quiet", "App"])
        XCTAssertEqual(code, .lintErrors)
        XCTAssertTrue(output.standardOutput.contains("error: this suppression of constant_sign suppresses nothing"), output.standardOutput)
        // A suppression naming a reader rule is a known rule, and it suppresses.
        try project.write("{}", to: ".layoutlint.json")
        try project.write("root r\n# layoutlint:disable:next syntax_error\nview a in r ===\n", to: "App/Card.layout")
        let (suppressedCode, suppressed) = project.lint(["--quiet", "App"])
        XCTAssertFalse(suppressed.standardOutput.contains("(syntax_error)"), suppressed.standardOutput)
        XCTAssertFalse(suppressed.standardOutput.contains("unknown rule"), suppressed.standardOutput)
        XCTAssertNotEqual(suppressedCode, .usageOrInput)
    }

    func testRulesListsEveryRuleWithWhetherItRuns() throws {
        var configuration = Configuration()
        configuration.disabledRules = ["constant_sign", "unused_suppression"]
        configuration.optInRules = ["misplaced_frame"]
        let table = RulesCommand.table(configuration)
        for description in RuleRegistry.allDescriptions {
            XCTAssertTrue(table.contains("\n\(description.id) "), "rules lists \(description.id)")
        }
        func row(_ id: String) -> [Substring] {
            table.split(separator: "\n").first { $0.hasPrefix(id + " ") }!.split(separator: " ")
        }
        XCTAssertEqual(row("constant_sign")[2], "no")
        XCTAssertEqual(row("misplaced_frame")[2], "yes")
        XCTAssertEqual(row("mixed_direction_attributes")[2], "no")
        XCTAssertEqual(row("unused_suppression")[2], "no")
        XCTAssertEqual(row("syntax_error")[2], "yes")
        XCTAssertEqual(row("ambiguous_layout")[2], "no")
    }

    func testSARIFListsEveryToolRule() {
        let context = OutputContext.make(configuration: Configuration(), paths: .init(root: "/", currentDirectory: "/"), texts: [:], figures: [:], fileCount: 0)
        for description in ToolRules.all {
            XCTAssertTrue(context.rules.contains { $0.id == description.id }, description.id)
        }
    }
}
