import Foundation
import LayoutModel
import LayoutReaders
import LayoutRules

// The same empty conformances as the executable's ExplainInputs.swift (a test target cannot import an executable);
// the mapping itself is LayoutRules' ExplainInput(_:), shared by both.
extension ConsoleLogMessage: LoggedMessage {}
extension ConsoleLogConstraint: LoggedConstraintRecord {}
extension ConsoleLogItem: LoggedItemRecord {}
extension ConsoleLogAmbiguity: LoggedAmbiguityRecord {}

/// Turns the console-log reader's messages into the explainer's input, as the command line does.
enum ExplainFixtureSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let logsFolder = packageRoot.appendingPathComponent("Fixtures/logs")

    static func logs() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: logsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "log" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func inputs(_ url: URL) throws -> [ExplainInput] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return ConsoleLogReader().messages(in: SourceFile(path: "Fixtures/logs/" + url.lastPathComponent, text: text)).map { ExplainInput($0) }
    }

    /// The expectation form of an explanation: conflict sets by formula, arithmetic, diagnosis, suggested member.
    static func summary(_ explanation: MessageExplanation) -> [String: Any] {
        let input = explanation.input
        var message: [String: Any] = [
            "kind": input.kind.rawValue,
            "lines": "\(input.lines.lowerBound)-\(input.lines.upperBound)",
            "brokenIsMember": explanation.brokenIsMember,
        ]
        if let broken = input.broken { message["broken"] = broken.constraint.formula }
        message["conflicts"] = explanation.conflicts.map { conflict -> [String: Any] in
            var entry: [String: Any] = [
                "constraints": conflict.members.map { $0.formula(in: input) },
                "diagnosis": conflict.diagnosis.kind.rawValue,
            ]
            if let arithmetic = conflict.arithmetic { entry["arithmetic"] = arithmetic }
            if let view = conflict.diagnosis.view { entry["view"] = view.name }
            if let suggested = conflict.diagnosis.suggestedMember { entry["suggested"] = input.constraints[suggested].constraint.formula }
            return entry
        }
        return message
    }

    static func canonicalJSON(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
