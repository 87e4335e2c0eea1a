import Foundation
import LayoutModel
import LayoutReaders
import XCTest

/// What a fixture log must read as; lives next to each `Fixtures/logs/X.log` as `X.expected.json`.
struct ConsoleLogExpectation: Codable, Equatable {
    struct Message: Codable, Equatable {
        var kind: String
        /// `first-last`, 1-based.
        var lines: String
        var repeatCount: Int
        var sceneKind: String
        var root: String?
        var items: [Item]
        var constraints: [Constraint]
        var broken: Int?
        /// `View: minY, Height` for each view an ambiguity trace marked; absent for other messages.
        var ambiguities: [String]?
    }

    struct Item: Codable, Equatable {
        var id: String
        var kind: String
        var className: String?
        var role: String
        var label: String?
        var accessibilityIdentifier: String?
        var superview: String?
        var autoresizingMask: String?
        var hidden: Bool?
    }

    struct Constraint: Codable, Equatable {
        var formula: String
        var origin: String
        var identifier: String?
        var active: Bool?
        /// Where SnapKit says the constraint was made.
        var source: String?
        /// `line:column` of the description in the log.
        var at: String
    }

    struct Note: Codable, Equatable {
        var rule: String
        var at: String
    }

    var messages: [Message]
    var notes: [Note]

    init(scan: ConsoleLogScan) {
        messages = scan.messages.map { message in
            let scene = message.scene
            let sceneKind: String
            switch scene.kind {
            case .cell(let rowHeight): sceneKind = "cell(\(rowHeight.map(formatNumber) ?? "automatic"))"
            default: sceneKind = "standalone"
            }
            let items = scene.items.map { item -> Item in
                let logItem = message.items.values.first { $0.id == item.id }
                let kind: String
                switch item.kind {
                case .view: kind = "view"
                case .layoutGuide(let guide): kind = guide.rawValue
                }
                return Item(
                    id: item.id.name, kind: kind, className: item.className, role: logItem?.role.rawValue ?? "?",
                    label: logItem?.label, accessibilityIdentifier: logItem?.accessibilityIdentifier,
                    superview: item.superview?.name,
                    autoresizingMask: item.translatesAutoresizingMask ? (item.autoresizingMask?.runtimeNotation ?? "fixed") : nil,
                    hidden: item.isHidden ? true : nil)
            }
            let constraints = message.constraints.map { logConstraint -> Constraint in
                let constraint = logConstraint.constraint
                return Constraint(
                    formula: constraint.formula, origin: constraint.origin.rawValue, identifier: constraint.identifier,
                    active: constraint.isActive ? nil : false, source: logConstraint.sourceHint,
                    at: "\(constraint.location.line):\(constraint.location.column)")
            }
            return Message(
                kind: message.kind.rawValue, lines: "\(message.lines.lowerBound)-\(message.lines.upperBound)",
                repeatCount: message.repeatCount, sceneKind: sceneKind, root: scene.root?.name, items: items,
                constraints: constraints, broken: message.brokenConstraintIndex,
                ambiguities: message.ambiguities.isEmpty ? nil
                    : message.ambiguities.map { "\($0.item.name): \($0.attributes.joined(separator: ", "))" })
        }
        notes = scan.diagnostics.map { Note(rule: $0.ruleID, at: "\($0.location.line):\($0.location.column)") }
    }
}

final class ConsoleLogFixtureTests: XCTestCase {
    static let logsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/logs")

    /// Reads every fixture log and compares with its expectation exactly. Set
    /// `LAYOUTLINT_WRITE_LOG_EXPECTATIONS=1` to rewrite the files from the reader's output (then review the diff).
    func testEveryFixtureReadsAsExpected() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.logsDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "log" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertGreaterThanOrEqual(files.count, 12)
        let rewrite = ProcessInfo.processInfo.environment["LAYOUTLINT_WRITE_LOG_EXPECTATIONS"] == "1"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let scan = ConsoleLogReader().scan(SourceFile(path: "Fixtures/logs/" + file.lastPathComponent, text: text))
            let actual = ConsoleLogExpectation(scan: scan)
            let expectationURL = file.deletingPathExtension().appendingPathExtension("expected.json")
            if rewrite {
                try (encoder.encode(actual) + Data("\n".utf8)).write(to: expectationURL)
                continue
            }
            let expected = try JSONDecoder().decode(ConsoleLogExpectation.self, from: Data(contentsOf: expectationURL))
            if expected != actual {
                let actualText = String(decoding: try encoder.encode(actual), as: UTF8.self)
                XCTFail("\(file.lastPathComponent) reads differently from \(expectationURL.lastPathComponent); it now reads as:\n\(actualText)")
            }
        }
    }
}
