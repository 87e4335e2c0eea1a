import LayoutModel

/// `path:line:col: error|warning: message (rule_id)` followed by `note:` lines: what Xcode and most CI systems parse.
public struct XcodeReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "xcode" }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += "\(diagnostic.location): \(diagnostic.severity.rawValue): \(singleLine(diagnostic.message)) (\(diagnostic.ruleID))\n"
            for note in diagnostic.notes {
                output += "\(note.location): note: \(singleLine(note.message))\n"
            }
        }
        return output
    }

    /// Xcode reads one diagnostic per line, so embedded newlines would split a message.
    private func singleLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
