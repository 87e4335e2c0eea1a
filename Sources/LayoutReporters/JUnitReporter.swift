import LayoutModel

/// JUnit XML, one test suite per file and one failing test case per finding, for CI test-report views.
public struct JUnitReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "junit" }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let failures = diagnostics.filter { $0.severity != .note }.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"\(context.toolName)\" tests=\"\(diagnostics.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for (file, group) in FileGroups.grouped(diagnostics, paths: context.paths) {
            let groupFailures = group.filter { $0.severity != .note }.count
            output += "  <testsuite name=\"\(MarkupEscaping.attribute(file))\" tests=\"\(group.count)\" failures=\"\(groupFailures)\" errors=\"0\">\n"
            for diagnostic in group {
                let location = "\(max(diagnostic.location.line, 1)):\(max(diagnostic.location.column, 1))"
                output += "    <testcase classname=\"\(MarkupEscaping.attribute(file))\" name=\"\(MarkupEscaping.attribute("\(diagnostic.ruleID) at \(location)"))\">\n"
                // The failure's text (JUnit's place for details): the message, then each related constraint on a line
                // of its own with where it is; the test case's class name already says which file.
                var body = diagnostic.message
                for note in diagnostic.notes {
                    body += "\n  \(note.message) (\(context.paths.relative(note.location.file)):\(max(note.location.line, 1)))"
                }
                let element = diagnostic.severity == .note ? "system-out" : "failure"
                let attributes = diagnostic.severity == .note ? ""
                    : " type=\"\(diagnostic.severity.rawValue)\" message=\"\(MarkupEscaping.attribute(diagnostic.message))\""
                output += "      <\(element)\(attributes)>\(MarkupEscaping.escaped(body))</\(element)>\n"
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }
}

/// Findings grouped by repository-relative file, files in first-appearance order.
enum FileGroups {
    static func grouped(_ diagnostics: [Diagnostic], paths: RepositoryPaths) -> [(file: String, diagnostics: [Diagnostic])] {
        var order: [String] = []
        var groups: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let file = paths.relative(diagnostic.location.file)
            if groups[file] == nil { order.append(file) }
            groups[file, default: []].append(diagnostic)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
