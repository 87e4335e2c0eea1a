import Foundation
import LayoutModel

/// A JSON array, one object per diagnostic; every object has a non-null file and line (Danger relies on it).
public struct JSONReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "json" }

    private struct Entry: Encodable {
        struct Note: Encodable {
            var file: String
            var line: Int
            var column: Int
            var message: String
        }

        var rule_id: String
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var constraints: [String]
        var notes: [Note]
        var object_id: String?
        /// Left out when the finding rests on nothing the readers could not prove.
        var assumptions: [String]?
    }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        if diagnostics.isEmpty { return "[]\n" }
        let entries = diagnostics.map { diagnostic in
            Entry(
                rule_id: diagnostic.ruleID, severity: diagnostic.severity.rawValue,
                file: diagnostic.location.file, line: max(diagnostic.location.line, 1), column: max(diagnostic.location.column, 1),
                message: diagnostic.message, constraints: diagnostic.constraints,
                notes: diagnostic.notes.map {
                    Entry.Note(file: $0.location.file, line: max($0.location.line, 1), column: max($0.location.column, 1), message: $0.message)
                },
                object_id: diagnostic.location.objectID,
                assumptions: diagnostic.assumptions.isEmpty ? nil : diagnostic.assumptions)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
