import LayoutReaders
// A baseline's value, its parsing from text and the counts it absorbs need nothing but the JSON reader, so the
// fuzz target (scripts/fuzz.sh) compiles this file on its own; Baseline.swift makes, writes and applies baselines.

/// Findings recorded so that only new ones are reported: keyed by repository-relative path, rule and a hash of
/// the constraints' normalised text, never by line, so the file is the same when code moves and on every machine.
struct Baseline: Equatable {
    /// One recorded finding; `count` is how many identical findings there were.
    struct Finding: Equatable, Comparable {
        var path: String
        var rule: String
        var hash: String
        var count: Int
        /// For people reading the file; matching ignores it.
        var message: String

        static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.path, lhs.rule, lhs.hash) < (rhs.path, rhs.rule, rhs.hash)
        }
    }

    static let format = "layoutlint-baseline/1"
    /// The largest count a finding may have; larger ones are refused where the file is read (the message says
    /// this bound: "at least 1" alone read as if 9223372036854775807 were fine).
    static let maximumCount = 999_999_999

    var findings: [Finding]

    init(findings: [Finding]) {
        self.findings = findings.sorted()
    }

    /// Parses a baseline's text; bad JSON is placed at its line and column, and every field is checked. `path`
    /// only names the file in messages.
    static func parse(_ text: String, path: String) throws(UsageError) -> Baseline {
        let root: StrictJSON.Value
        do {
            root = try StrictJSON.parse(text)
        } catch {
            throw .input("\(path):\(error.line):\(error.column): not valid JSON: \(error.message)")
        }
        guard case .string(format) = root["format"] ?? .null, case .array(let entries) = root["findings"] ?? .null else {
            throw .input("\(path) is not a layoutlint baseline (expected {\"format\": \"\(format)\", \"findings\": […]})")
        }
        var findings: [Finding] = []
        for (index, entry) in entries.enumerated() {
            let entryPlace = "\(path): finding \(index + 1)"
            guard case .object(let members) = entry else { throw .input("\(entryPlace): expected an object, found \(entry.kind)") }
            // A misspelt key first: `"rul"` is better said as a typo than as a missing "rule".
            let keys = ["path", "rule", "hash", "count", "message"]
            if let unknown = members.first(where: { !keys.contains($0.key) }) {
                throw .input("\(path):\(unknown.line):\(unknown.column): unknown key \"\(unknown.key)\" in a finding\(Configuration.suggestion(for: unknown.key, among: keys))")
            }
            /// Where a member is (or, missing, where its finding starts).
            func place(_ key: String) -> String {
                guard let member = members.first(where: { $0.key == key }) ?? members.first else { return entryPlace }
                return "\(path):\(member.line):\(member.column): finding \(index + 1)"
            }
            var fields: [String: String] = [:]
            for key in ["path", "rule", "hash"] {
                guard case .string(let value) = entry[key] ?? .null else {
                    throw .input("\(place(key)): \"\(key)\" must be a string (every finding needs \"path\", \"rule\" and \"hash\")")
                }
                fields[key] = value
            }
            var count = 1
            if let value = entry["count"] {
                guard case .number(_, let number) = value, number >= 1, number == number.rounded(), number <= Double(maximumCount) else {
                    let shown: String
                    if case .number(let written, _) = value { shown = written } else if case .string(let word) = value { shown = "\"\(word)\"" } else { shown = value.kind }
                    throw .input("\(place("count")): \"count\" must be a whole number from 1 to \(maximumCount), not \(shown)")
                }
                count = Int(number)
            }
            var message = ""
            if let value = entry["message"] {
                guard case .string(let text) = value else { throw .input("\(place("message")): \"message\" must be a string, not \(value.kind)") }
                message = text
            }
            findings.append(Finding(path: fields["path"]!, rule: fields["rule"]!, hash: fields["hash"]!, count: count, message: message))
        }
        return Baseline(findings: findings)
    }

    /// How many findings each (path, rule, hash) key absorbs. Counts add saturating (two counts near Int.max
    /// trapped); a negative count absorbs nothing.
    func absorbableCounts() -> [String: Int] {
        var remaining: [String: Int] = [:]
        for finding in findings {
            let id = Self.matchKey(path: finding.path, rule: finding.rule, hash: finding.hash)
            let sum = remaining[id, default: 0].addingReportingOverflow(max(finding.count, 0))
            remaining[id] = sum.overflow ? Int.max : sum.partialValue
        }
        return remaining
    }

    /// The key findings are matched by.
    static func matchKey(path: String, rule: String, hash: String) -> String {
        "\(path)\u{0}\(rule)\u{0}\(hash)"
    }
}
