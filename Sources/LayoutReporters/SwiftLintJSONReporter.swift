import Foundation
import LayoutModel

/// SwiftLint's JSON reporter, field for field, so tools written for SwiftLint (danger-swiftlint, editor plugins)
/// read layoutlint's findings unchanged: an array of `{"character", "file", "line", "reason", "rule_id",
/// "severity", "type"}` with `severity` "Error" or "Warning" (SwiftLint's capitalised raw values), `type` the
/// rule's name, `file` an absolute path, keys sorted and pretty-printed as SwiftLint's `JSONSerialization` output is.
/// Notes (layoutlint's third severity) are left out: SwiftLint has no such severity and danger-swiftlint would
/// count them as warnings.
public struct SwiftLintJSONReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "swiftlint-json" }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let entries = diagnostics.filter { $0.severity != .note }
        if entries.isEmpty { return "[\n\n]\n" }
        var output = "[\n"
        for (index, diagnostic) in entries.enumerated() {
            let name = context.rules.first { $0.id == diagnostic.ruleID }?.name ?? diagnostic.ruleID
            let fields: [(String, String)] = [
                ("character", diagnostic.location.column > 0 ? String(diagnostic.location.column) : "null"),
                ("file", Self.string(absolute(diagnostic.location.file, context.paths))),
                ("line", diagnostic.location.line > 0 ? String(diagnostic.location.line) : "null"),
                ("reason", Self.string(diagnostic.message)),
                ("rule_id", Self.string(diagnostic.ruleID)),
                ("severity", Self.string(diagnostic.severity == .error ? "Error" : "Warning")),
                ("type", Self.string(name)),
            ]
            output += "  {\n" + fields.map { "    \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n") + "\n  }"
            output += index == entries.count - 1 ? "\n" : ",\n"
        }
        return output + "]\n"
    }

    private func absolute(_ path: String, _ paths: RepositoryPaths) -> String {
        path.hasPrefix("/") ? path : RepositoryPaths.normalized(paths.currentDirectory + "/" + path)
    }

    /// A JSON string as `JSONSerialization` writes it (`/` escaped, as SwiftLint's output has it).
    static func string(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "/": output += "\\/"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    output += String(format: "\\u%04x", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
