import LayoutModel

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), which annotate the
/// pull request's diff, with GitHub's escaping; and a Markdown table for `$GITHUB_STEP_SUMMARY`.
public struct GitHubActionsReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "github-actions" }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var output = ""
        for diagnostic in diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            // An annotation is shown in the diff at its line: the message and one short line of related places,
            // not every note with its path (a conflict of twelve constraints made a 13-line annotation).
            var message = diagnostic.message
            if let related = RelatedLocations.line(diagnostic) { message += "\n" + related }
            let properties = [
                ("file", context.paths.relative(diagnostic.location.file)),
                ("line", String(max(diagnostic.location.line, 1))),
                ("col", String(max(diagnostic.location.column, 1))),
                ("title", "\(context.toolName) (\(diagnostic.ruleID))"),
            ]
            output += "::\(command) " + properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
            output += "::\(Self.escapedData(message))\n"
        }
        return output
    }

    /// A Markdown summary for the job page: counts per rule and severity.
    public func stepSummary(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var text = "### \(context.toolName)\n\n"
        let files = context.fileCount.map { " in \($0) file\($0 == 1 ? "" : "s")" } ?? ""
        if diagnostics.isEmpty {
            return text + "No Auto Layout problems found\(files).\n"
        }
        let counts = RuleCounts(diagnostics)
        text += "\(counts.total.errors) error\(counts.total.errors == 1 ? "" : "s"), "
        text += "\(counts.total.warnings) warning\(counts.total.warnings == 1 ? "" : "s")\(files).\n\n"
        text += "| Rule | Errors | Warnings | Notes |\n| --- | ---: | ---: | ---: |\n"
        for (rule, count) in counts.rows {
            text += "| `\(rule)` | \(count.errors) | \(count.warnings) | \(count.notes) |\n"
        }
        text += "| **Total** | \(counts.total.errors) | \(counts.total.warnings) | \(counts.total.notes) |\n"
        return text
    }

    /// Message text: `%`, CR and LF escaped.
    static func escapedData(_ text: String) -> String {
        text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// Property values additionally escape `:` and `,`, which separate properties.
    static func escapedProperty(_ text: String) -> String {
        text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }
}

extension String {
    /// Replaces scalars in one pass, so a replacement is never itself replaced again (scalars, not characters:
    /// CR LF is one character).
    func replacingAll(_ pairs: [(Unicode.Scalar, String)]) -> String {
        var output = ""
        output.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = pairs.first(where: { $0.0 == scalar })?.1 {
                output += replacement
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

/// Findings counted per rule and severity, rules in alphabetical order.
struct RuleCounts {
    struct Count {
        var errors = 0
        var warnings = 0
        var notes = 0
        var total: Int { errors + warnings + notes }

        mutating func add(_ severity: Severity) {
            switch severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    var rows: [(rule: String, count: Count)]
    var total = Count()

    init(_ diagnostics: [Diagnostic]) {
        var byRule: [String: Count] = [:]
        for diagnostic in diagnostics {
            byRule[diagnostic.ruleID, default: Count()].add(diagnostic.severity)
            total.add(diagnostic.severity)
        }
        rows = byRule.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
