import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import LayoutReporters
@testable import layoutlint

/// `layoutlint explain`: input from a file or standard input, the JSON shape, the HTML page's structure,
/// colour, `--source` matching and exit codes.
final class ExplainCommandTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var logs: URL { root.appendingPathComponent("Fixtures/logs") }

    private func explain(_ arguments: [String], stdin: String? = nil, stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false)
        -> (ExitCode, CommandOutput) {
        var command = ExplainCommand()
        command.readStandardInput = { stdin.map { Data($0.utf8) } }
        command.standardInputIsTerminal = { stdinIsTerminal }
        command.standardOutputIsTerminal = { stdoutIsTerminal }
        var output = CommandOutput()
        do {
            return (try command.run(arguments, output: &output), output)
        } catch {
            output.standardError += error.message
            return (.usageOrInput, output)
        }
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testJSONHasTheDocumentedShape() throws {
        let (code, output) = explain([logs.appendingPathComponent("wrapped-and-quoted.log").path, "--format", "json"])
        XCTAssertEqual(code, .success)
        let messages = try XCTUnwrap(try json(output.standardOutput)["messages"] as? [[String: Any]])
        XCTAssertEqual(messages.count, 3)
        XCTAssertEqual(messages[0]["kind"] as? String, "unsatisfiable")
        let conflict = try XCTUnwrap((messages[0]["conflicts"] as? [[String: Any]])?.first)
        XCTAssertEqual(conflict["diagnosis"] as? String, "self_sizing_cell")
        XCTAssertEqual(conflict["arithmetic"] as? String, "top 20 + height 31 + bottom 20 = 71 ≠ 44 (UIView-Encapsulated-Layout-Height)")
        XCTAssertTrue((conflict["fix"] as? String)?.contains("999") ?? false)
        let constraints = try XCTUnwrap(conflict["constraints"] as? [[String: Any]])
        XCTAssertEqual(constraints.count, 4)
        for constraint in constraints {
            XCTAssertEqual(Set(constraint.keys).intersection(["address", "description", "origin", "source"]).count, 4, "\(constraint)")
        }
        XCTAssertEqual(constraints.map { $0["address"] as? String },
                       ["0x60800009f0e0", "0x60800009f180", "0x60800009f220", "0x60800009f2c0"])
        XCTAssertEqual(constraints.last?["origin"] as? String, "cellEncapsulatedSize")
        let broken = try XCTUnwrap(conflict["broken"] as? [String: Any])
        XCTAssertEqual(broken["address"] as? String, "0x60800009f180")
        XCTAssertEqual(broken["isMember"] as? Bool, true)
        let suggested = try XCTUnwrap(conflict["suggested"] as? [String: Any])
        XCTAssertEqual(suggested["formula"] as? String, "ForecastHeader#b6f0.bottom == UILabel'Forecast'.bottom + 20")
    }

    func testStandardInputIsReadWhenNoFileOrDashIsGiven() throws {
        let log = try String(contentsOf: logs.appendingPathComponent("two-required-widths.log"), encoding: .utf8)
        for arguments in [[], ["-"]] {
            let (code, output) = explain(arguments + ["--format", "json"], stdin: log)
            XCTAssertEqual(code, .success)
            let messages = try XCTUnwrap(try json(output.standardOutput)["messages"] as? [[String: Any]])
            let first = try XCTUnwrap((messages.first?["conflicts"] as? [[String: Any]])?.first)
            XCTAssertEqual(first["diagnosis"] as? String, "two_required_sizes")
            XCTAssertEqual(first["arithmetic"] as? String, "width 40 ≠ 56 (ProfileHeader.avatar.width == 56)")
        }
    }

    func testTerminalStandardInputPrintsUsageInsteadOfWaiting() {
        let (code, output) = explain([], stdinIsTerminal: true)
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertTrue(output.standardError.contains("USAGE: layoutlint explain"))
        XCTAssertEqual(output.standardOutput, "")
    }

    func testLogWithoutMessagesExplainsNothingAndSucceeds() {
        let (code, output) = explain(["-"], stdin: "2024-01-01 app launched\nnothing to see\n")
        XCTAssertEqual(code, .success)
        XCTAssertEqual(output.standardOutput, "no Auto Layout messages found in <stdin>\n")
    }

    func testUsageAndInputErrors() {
        XCTAssertEqual(explain(["--format", "yaml", "x.log"]).0, .usageOrInput)
        XCTAssertEqual(explain(["--color", "sometimes", "x.log"]).0, .usageOrInput)
        XCTAssertEqual(explain(["/no/such/file.log"]).0, .usageOrInput)
        XCTAssertEqual(explain([logs.appendingPathComponent("masonry.log").path, "--source", "/no/such/folder"]).0, .usageOrInput)
    }

    func testTextThatIsNotUTF8IsAnErrorAtItsFirstBadByte() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("explain-not-utf8-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayout".utf8 + [0xFF, 0x41] + Data("\n".utf8)).write(to: file)
        let (code, output) = explain([file.path])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertEqual(output.standardOutput, "")
        XCTAssertTrue(output.standardError.hasPrefix("\(file.path):3:15: error: the log is not UTF-8 text (byte 0xFF)"), output.standardError)
    }

    func testDirectoryIsAUsageErrorNotAnEmptyExplanation() {
        let (code, output) = explain([logs.path])
        XCTAssertEqual(code, .usageOrInput)
        XCTAssertTrue(output.standardError.contains("is a directory"), output.standardError)
    }

    func testWhatTheReaderSkippedIsNotedWhereItIs() throws {
        let path = logs.appendingPathComponent("cut-off.log").path
        let (code, output) = explain([path])
        XCTAssertEqual(code, .success)
        XCTAssertTrue(output.standardError.contains("\(path):10:6: note: skipped a constraint description it could not read (description is cut off)"),
                      output.standardError)
        XCTAssertTrue(output.standardOutput.contains("(the message is cut off after line 10: constraints it printed later are missing)"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("The message is cut off after 3 constraints"), output.standardOutput)
        let messages = try XCTUnwrap(try json(explain([path, "--format", "json"]).1.standardOutput)["messages"] as? [[String: Any]])
        XCTAssertEqual(messages.map { $0["isCutOff"] as? Bool }, [true, true])
        XCTAssertEqual(messages.map { $0["hasHeader"] as? Bool }, [true, true])
    }

    func testAListPastedWithoutItsHeaderIsExplainedAndSaysSo() throws {
        let path = logs.appendingPathComponent("list-without-header.log").path
        let text = explain([path]).1.standardOutput
        XCTAssertTrue(text.contains("list-without-header.log:6: Unable to simultaneously satisfy constraints (lines 6-11)"), text)
        XCTAssertTrue(text.contains("(a constraint list pasted without the runtime's header line, read as one such message)"), text)
        let messages = try XCTUnwrap(try json(explain([path, "--format", "json"]).1.standardOutput)["messages"] as? [[String: Any]])
        // The first is the recovery line of an earlier message, on its own.
        XCTAssertEqual(messages.map { $0["hasHeader"] as? Bool }, [false, false, false])
        XCTAssertEqual(messages.map { $0["printedConstraints"] as? Int }, [1, 4, 5])
        XCTAssertEqual(messages.map { $0["isStartMissing"] as? Bool }, [true, false, false])
    }

    func testAFragmentSaysWhatIsMissingFromIt() throws {
        let path = logs.appendingPathComponent("fragment-no-recovery.log").path
        let (code, output) = explain([path])
        XCTAssertEqual(code, .success)
        let text = output.standardOutput
        XCTAssertTrue(text.contains("fragment-no-recovery.log:4: Unable to simultaneously satisfy constraints (lines 4-8)\n"
            + "  (the paste starts in the middle of the message at line 4: what the runtime printed before it is missing)\n"
            + "  (the log stops before the runtime's \"Will attempt to recover by breaking constraint\" line: which constraint it broke is not shown)\n"
            + "  no contradiction among the 3 printed constraints\n"), text)
        // A recovery line alone: no list to call "no contradiction among 1".
        XCTAssertTrue(text.contains("fragment-no-recovery.log:15: Unable to simultaneously satisfy constraints (lines 15-16)\n"
            + "  (the paste starts in the middle of the message at line 15: what the runtime printed before it is missing)\n"
            + "  runtime broke: UIButton'Save'.width == 88\n"), text)
        XCTAssertTrue(output.standardError.contains("\(path):4:1: note: skipped a constraint description it could not read (its beginning is not in the log): ctive)>"),
                      output.standardError)
        let messages = try XCTUnwrap(try json(explain([path, "--format", "json"]).1.standardOutput)["messages"] as? [[String: Any]])
        XCTAssertEqual(messages.map { $0["isStartMissing"] as? Bool }, [true, true, true, false])
        XCTAssertEqual(messages.map { $0["hasRecoveryLine"] as? Bool }, [false, false, true, false])
        XCTAssertEqual(messages.map { $0["isCutOff"] as? Bool }, [false, true, false, false])
    }

    func testColourOnlyForTerminalsUnlessForced() {
        let path = logs.appendingPathComponent("stack-view-hiding.log").path
        XCTAssertFalse(explain([path]).1.standardOutput.contains("\u{1B}["))
        XCTAssertTrue(explain([path], stdoutIsTerminal: true).1.standardOutput.contains("\u{1B}[31m"))
        XCTAssertFalse(explain([path, "--color", "never"], stdoutIsTerminal: true).1.standardOutput.contains("\u{1B}["))
        XCTAssertTrue(explain([path, "--color", "always"]).1.standardOutput.contains("\u{1B}[1m"))
        let text = explain([path]).1.standardOutput
        XCTAssertTrue(text.contains("why: height 120 ≠ 0 (UISV-hiding)\n       that is: the other constraints make it 120; UISV-hiding requires 0\n"), text)
        XCTAssertEqual(ExplainTextFormatter.inWords("top 20 + height 31 + bottom 20 = 71 ≠ 44 (UIView-Encapsulated-Layout-Height)"),
                       "that is: the other constraints make it 71; UIView-Encapsulated-Layout-Height requires 44")
        XCTAssertEqual(ExplainTextFormatter.inWords("width 0 ≠ 390 (UIView-Encapsulated-Layout-Width)"),
                       "that is: the other constraints make it 0; UIView-Encapsulated-Layout-Width requires 390")
        if text.contains("→") { XCTAssertTrue(text.contains("(→ marks the constraint the fix below changes)"), text) }
        XCTAssertTrue(text.contains("diagnosis: hidden_arranged_subview"), text)
    }

    /// `--cache-path` keeps the `--source` index: the first run writes it, a later run loads it and explains alike, and
    /// a changed source file makes the next run index again (its new line is matched).
    func testSourceIndexIsBuiltOnceAndRebuiltWhenAFileChanges() throws {
        let project = try TemporaryProject(label: "source-index", subfolder: "Sources")
        defer { project.remove() }
        let view = try String(contentsOf: logs.appendingPathComponent("source/ProfileHeaderView.swift"), encoding: .utf8)
        try project.write(view, to: "Sources/ProfileHeaderView.swift")
        let indexPath = project.folder.appendingPathComponent("index.json").path
        let arguments = [logs.appendingPathComponent("two-required-widths.log").path, "--format", "json",
                         "--source", project.folder.appendingPathComponent("Sources").path, "--cache-path", indexPath]
        let (code, first) = explain(arguments)
        XCTAssertEqual(code, .success)
        let stored = try String(contentsOfFile: indexPath, encoding: .utf8)
        XCTAssertTrue(stored.hasPrefix("layoutlint-source-index/2\t"), stored)
        // An index whose file name was changed by hand shows that the second run loaded it instead of reading the folder.
        try stored.replacingOccurrences(of: "ProfileHeaderView.swift", with: "FromTheIndex.swift")
            .write(toFile: indexPath, atomically: true, encoding: .utf8)
        XCTAssertEqual(explain(arguments).1.standardOutput,
                       first.standardOutput.replacingOccurrences(of: "ProfileHeaderView.swift", with: "FromTheIndex.swift"))
        XCTAssertEqual(explain([logs.appendingPathComponent("two-required-widths.log").path, "--format", "json",
                                "--source", project.folder.appendingPathComponent("Sources").path]).1.standardOutput, first.standardOutput)
        // Two lines moved down: the rebuilt index points at the new lines.
        try project.write("\n\n" + view, to: "Sources/ProfileHeaderView.swift")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 10)],
                                              ofItemAtPath: project.folder.appendingPathComponent("Sources/ProfileHeaderView.swift").path)
        let moved = explain(arguments).1.standardOutput
        XCTAssertTrue(first.standardOutput.contains("\"line\" : 12"), first.standardOutput)
        XCTAssertTrue(moved.contains("\"line\" : 14"), moved)
        XCTAssertFalse(moved.contains("\"line\" : 12,"), moved)
    }

    func testSourceMapsConstraintsToLinesWithConfidence() throws {
        let source = logs.appendingPathComponent("source").path
        func sources(_ log: String) throws -> [String: [String: Any]] {
            let (code, output) = explain([logs.appendingPathComponent(log).path, "--format", "json", "--source", source])
            XCTAssertEqual(code, .success)
            let messages = try XCTUnwrap(try json(output.standardOutput)["messages"] as? [[String: Any]])
            var found: [String: [String: Any]] = [:]
            for message in messages {
                for conflict in message["conflicts"] as? [[String: Any]] ?? [] {
                    for constraint in conflict["constraints"] as? [[String: Any]] ?? [] {
                        if let formula = constraint["formula"] as? String, let match = constraint["source"] as? [String: Any] { found[formula] = match }
                    }
                }
            }
            return found
        }
        func check(_ found: [String: [String: Any]], _ formula: String, file: String, line: Int, confidence: String) {
            let match = found[formula]
            XCTAssertEqual((match?["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }, file, formula)
            XCTAssertEqual(match?["line"] as? Int, line, formula)
            XCTAssertEqual(match?["confidence"] as? String, confidence, formula)
        }
        let snapkit = try sources("snapkit.log")
        check(snapkit, "MapOverlayView#c210.height == 90", file: "MapOverlayView.swift", line: 41, confidence: "sure")
        check(snapkit, "UIButton#d8b0.height == 52", file: "MapOverlayView.swift", line: 48, confidence: "sure")
        let masonry = try sources("masonry.log")
        check(masonry, "UIButton#a100.right == KioskHeaderView#9e70.right - 12", file: "KioskHeaderView.swift", line: 15, confidence: "sure")
        check(masonry, "UIButton#a100.width == 88", file: "KioskHeaderView.swift", line: 18, confidence: "possible")
        let widths = try sources("two-required-widths.log")
        check(widths, "ProfileHeader.avatar.width == 56", file: "ProfileHeaderView.swift", line: 12, confidence: "likely")
        check(widths, "ProfileHeader.avatar.width == 40", file: "ProfileHeaderView.swift", line: 17, confidence: "likely")
        let autoresizing = try sources("autoresizing-mask.log")
        check(autoresizing, "UILabel'Due tomorrow'.trailing == UIView#d8f0.trailing - 40", file: "ReminderRowView.swift", line: 13, confidence: "likely")
        let cell = try sources("self-sizing-cell.log")
        check(cell, "UITableViewCellContentView#3f80.bottomMargin >= UILabel'Grandma’s \"Best\" Pie'.bottom + 4",
              file: "RecipeCell.swift", line: 21, confidence: "possible")
    }

    func testHTMLIsOneSelfContainedPageWithADiagramBesideTheExplanation() throws {
        let (code, output) = explain([logs.appendingPathComponent("autoresizing-mask.log").path, "--format", "html"])
        XCTAssertEqual(code, .success)
        let page = output.standardOutput
        XCTAssertFalse(page.contains("src=\""), "no external assets")
        XCTAssertFalse(page.contains("href=\""), "no external assets")
        let document = try XMLDocument(data: Data(page.utf8), options: [])
        let rootElement = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(rootElement.localName, "html")
        func value(_ element: XMLElement, _ attribute: String) -> String? {
            (element.attributes ?? []).first { $0.localName == attribute || $0.name == attribute }?.stringValue
        }
        func elements(_ name: String, in element: XMLElement, where attribute: String? = nil, is expected: String? = nil) -> [XMLElement] {
            var found: [XMLElement] = []
            for child in element.children ?? [] {
                guard let child = child as? XMLElement else { continue }
                if child.localName == name, attribute.map({ value(child, $0) == expected }) ?? true { found.append(child) }
                found += elements(name, in: child, where: attribute, is: expected)
            }
            return found
        }
        XCTAssertEqual(elements("style", in: rootElement).count, 1)
        let sections = elements("section", in: rootElement)
        XCTAssertEqual(sections.count, 2)
        for section in sections {
            let svg = try XCTUnwrap(elements("svg", in: section).first)
            let boxes = elements("g", in: svg, where: "class", is: "item").compactMap { value($0, "data-item") }
            XCTAssertEqual(elements("div", in: section, where: "class", is: "explanation").count, 1)
            XCTAssertFalse(elements("line", in: svg, where: "class", is: "conflict").isEmpty)
            XCTAssertTrue(boxes.contains("UIView#d8f0"), "\(boxes)")
        }
        // The first message: every printed constraint conflicts, each drawn; the container is 280 tall as its mask says.
        let first = sections[0]
        XCTAssertEqual(elements("line", in: first, where: "class", is: "conflict").count, 6)
        let container = try XCTUnwrap(elements("g", in: first, where: "data-item", is: "UIView#d8f0").first.flatMap { elements("rect", in: $0).first })
        XCTAssertEqual(value(container, "height"), "280")
        XCTAssertEqual(elements("div", in: first, where: "class", is: "conflict").compactMap { value($0, "data-diagnosis") },
                       ["fixed_frame_container"])
        XCTAssertTrue(page.contains("top 72 + spacing 12 + height 44 + bottom 20 + height ≥ 160 = 308 &gt; 280"), page)
    }

    func testBuiltBinaryReadsAPipe() throws {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle(for: Self.self).bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("layoutlint") }
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("layoutlint binary not found next to the test bundle")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["explain", "--format", "json"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try Data(contentsOf: logs.appendingPathComponent("negative-size.log")))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let messages = try XCTUnwrap(try json(String(decoding: data, as: UTF8.self))["messages"] as? [[String: Any]])
        let conflict = try XCTUnwrap((messages.first?["conflicts"] as? [[String: Any]])?.first)
        // The palette's width is its zero frame (h=--&): that, not the spacing, is the cause named.
        XCTAssertEqual(conflict["diagnosis"] as? String, "fixed_frame_container")
        XCTAssertEqual(conflict["arithmetic"] as? String, "leading 16 + trailing 16 + width ≥ 0 = 32 > 0 (h=--& v=--&: ToolPalette#c2a0.width == 0)")
    }

    /// A list that is one constraint printed twice says so instead of counting "2 of the 2" as a conflict.
    func testDuplicateListIsNamedAsOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let (code, output) = LayoutLint.run(["explain", root.appendingPathComponent("Fixtures/logs/duplicate-listed.log").path])
        XCTAssertEqual(code, .success, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("  the printed list is one constraint twice:\n"), output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains("printed constraints cannot hold together"), output.standardOutput)
    }
}
