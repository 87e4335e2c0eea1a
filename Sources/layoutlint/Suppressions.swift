import LayoutModel

/// `layoutlint:disable:next rule`, `layoutlint:disable:this rule`, `layoutlint:disable rule` … `layoutlint:enable rule`
/// in comments of any format (`//`, `#`, `<!-- -->`); `all` stands for every rule.
struct Suppressions {
    /// One directive as written.
    struct Directive {
        var line: Int
        var column: Int
        var rules: [String]
        /// The lines it covers (a region is closed at its `enable`, or at the end of the file).
        var lines: ClosedRange<Int>
    }

    static let ruleID = "unused_suppression"

    private(set) var directives: [Directive] = []
    private(set) var problems: [Diagnostic] = []

    init(file: String, text: String) {
        var open: [String: (line: Int, column: Int)] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            guard let range = line.range(of: "layoutlint:"), Self.isInComment(line, before: range.lowerBound) else { continue }
            let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            let words = line[range.upperBound...].split(whereSeparator: { $0.isWhitespace || $0 == "," })
                .map(String.init).filter { $0 != "-->" && $0 != "*/" }
            guard let command = words.first else { continue }
            let rules = Array(words.dropFirst())
            let location = SourceLocation(file: file, line: number, column: column)
            if rules.isEmpty {
                problems.append(Diagnostic(ruleID: Self.ruleID, severity: .warning,
                                           message: "layoutlint:\(command) names no rule (use a rule id or 'all')", location: location))
                continue
            }
            switch command {
            case "disable:next":
                directives.append(Directive(line: number, column: column, rules: rules, lines: (number + 1)...(number + 1)))
            case "disable:this":
                directives.append(Directive(line: number, column: column, rules: rules, lines: number...number))
            case "disable":
                for rule in rules { open[rule] = (number, column) }
            case "enable":
                for rule in rules {
                    if let start = open.removeValue(forKey: rule) {
                        directives.append(Directive(line: start.line, column: start.column, rules: [rule], lines: start.line...number))
                    } else {
                        problems.append(Diagnostic(ruleID: Self.ruleID, severity: .warning,
                                                   message: "layoutlint:enable \(rule) without a matching layoutlint:disable", location: location))
                    }
                }
            default:
                problems.append(Diagnostic(ruleID: Self.ruleID, severity: .warning,
                                           message: "unknown directive layoutlint:\(command); expected disable, enable, disable:next or disable:this",
                                           location: location))
            }
        }
        for (rule, start) in open {
            directives.append(Directive(line: start.line, column: start.column, rules: [rule], lines: start.line...max(start.line, lines.count)))
        }
    }

    private static func isInComment(_ line: Substring, before index: Substring.Index) -> Bool {
        let prefix = line[..<index]
        return prefix.contains("//") || prefix.contains("#") || prefix.contains("<!--") || prefix.contains("/*")
    }

    /// Whether the text has a `layoutlint:` at all. Most files have none, so a plain scan of the UTF-8 bytes
    /// rules them out before the (much slower) Foundation search the directives are read with.
    static func mentionsDirective(_ text: String) -> Bool {
        let marker = Array("layoutlint:".utf8)
        var text = text
        let hasBytes = text.withUTF8 { bytes -> Bool in
            guard bytes.count >= marker.count else { return false }
            var start = 0
            while start <= bytes.count - marker.count {
                if bytes[start] == marker[0] {
                    var matched = 1
                    while matched < marker.count && bytes[start + matched] == marker[matched] { matched += 1 }
                    if matched == marker.count { return true }
                }
                start += 1
            }
            return false
        }
        return hasBytes && text.contains("layoutlint:")
    }

    /// Diagnostics left after suppression, and a warning for every directive that suppressed nothing.
    static func apply(_ diagnostics: [Diagnostic], texts: [String: String], knownRules: Set<String>) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var byFile: [String: Suppressions] = [:]
        for (file, text) in texts where mentionsDirective(text) {
            byFile[file] = Suppressions(file: file, text: text)
        }
        var used = Set<String>()
        for diagnostic in diagnostics {
            guard let suppressions = byFile[diagnostic.location.file], diagnostic.ruleID != ruleID,
                  let directive = suppressions.directives.first(where: { directive in
                      directive.lines.contains(diagnostic.location.line)
                          && (directive.rules.contains(diagnostic.ruleID) || directive.rules.contains("all"))
                  }) else {
                kept.append(diagnostic)
                continue
            }
            used.insert("\(diagnostic.location.file):\(directive.line):\(directive.column)")
        }
        for (file, suppressions) in byFile {
            kept += suppressions.problems
            for directive in suppressions.directives where !used.contains("\(file):\(directive.line):\(directive.column)") {
                let unknown = directive.rules.filter { $0 != "all" && !knownRules.contains($0) }
                let message = unknown.isEmpty
                    ? "this suppression of \(directive.rules.joined(separator: ", ")) suppresses nothing; remove it"
                    : "unknown rule \(unknown.joined(separator: ", ")) in a layoutlint suppression"
                kept.append(Diagnostic(ruleID: ruleID, severity: .warning, message: message,
                                       location: SourceLocation(file: file, line: directive.line, column: directive.column)))
            }
        }
        return kept.sorted()
    }
}
