import LayoutModel

/// Checkstyle XML (version 4.3), which Jenkins, Danger and review bots read.
public struct CheckstyleReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "checkstyle" }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (file, group) in FileGroups.grouped(diagnostics, paths: context.paths) {
            output += "  <file name=\"\(MarkupEscaping.attribute(file))\">\n"
            for diagnostic in group {
                // Checkstyle has no place for related locations: one short line, not a repeated note per constraint.
                var message = diagnostic.message
                if let related = RelatedLocations.line(diagnostic) { message += " (\(related))" }
                output += "    <error line=\"\(max(diagnostic.location.line, 1))\" column=\"\(max(diagnostic.location.column, 1))\""
                output += " severity=\"\(diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue)\""
                output += " message=\"\(MarkupEscaping.attribute(message))\" source=\"\(context.toolName).\(diagnostic.ruleID)\"/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }
}
