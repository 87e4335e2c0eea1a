import Foundation
import LayoutModel
import LayoutReporters

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

    var findings: [Finding]

    /// The baseline of these findings.
    init(_ diagnostics: [Diagnostic], paths: RepositoryPaths) {
        var grouped: [String: Finding] = [:]
        for diagnostic in diagnostics {
            let key = DiagnosticFingerprint.key(of: diagnostic, paths: paths)
            let id = "\(key.path)\u{0}\(key.rule)\u{0}\(key.hash)"
            if grouped[id] != nil {
                grouped[id]?.count += 1
            } else {
                grouped[id] = Finding(path: key.path, rule: key.rule, hash: key.hash, count: 1,
                                      message: DiagnosticFingerprint.withoutLineReferences(diagnostic.message))
            }
        }
        findings = grouped.values.sorted()
    }

    init(findings: [Finding]) {
        self.findings = findings.sorted()
    }

    /// Reads a baseline file.
    static func load(_ path: String) throws(UsageError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("cannot read the baseline \(path)") }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["format"] as? String == format, let entries = object["findings"] as? [[String: Any]] else {
            throw UsageError("\(path) is not a layoutlint baseline (expected {\"format\": \"\(format)\", \"findings\": […]})")
        }
        var findings: [Finding] = []
        for entry in entries {
            guard let path = entry["path"] as? String, let rule = entry["rule"] as? String, let hash = entry["hash"] as? String else {
                throw UsageError("\(path): every finding needs \"path\", \"rule\" and \"hash\"")
            }
            findings.append(Finding(path: path, rule: rule, hash: hash, count: (entry["count"] as? Int) ?? 1,
                                    message: (entry["message"] as? String) ?? ""))
        }
        return Baseline(findings: findings)
    }

    /// Sorted, pretty-printed, one key order: the same findings always give the same bytes.
    func rendered() -> String {
        JSONDocument.object([
            ("format", .string(Self.format)),
            ("findings", .array(findings.map { finding in
                .object([
                    ("path", .string(finding.path)),
                    ("rule", .string(finding.rule)),
                    ("hash", .string(finding.hash)),
                    ("count", .integer(finding.count)),
                    ("message", .string(finding.message)),
                ])
            })),
        ]).rendered()
    }

    /// The findings not in the baseline: each recorded finding absorbs up to `count` matching ones.
    func newFindings(in diagnostics: [Diagnostic], paths: RepositoryPaths) -> [Diagnostic] {
        var remaining: [String: Int] = [:]
        for finding in findings {
            // Counts add saturating (two counts near Int.max trapped); a negative count absorbs nothing.
            let id = "\(finding.path)\u{0}\(finding.rule)\u{0}\(finding.hash)"
            let sum = remaining[id, default: 0].addingReportingOverflow(max(finding.count, 0))
            remaining[id] = sum.overflow ? Int.max : sum.partialValue
        }
        return diagnostics.filter { diagnostic in
            let key = DiagnosticFingerprint.key(of: diagnostic, paths: paths)
            let id = "\(key.path)\u{0}\(key.rule)\u{0}\(key.hash)"
            guard let left = remaining[id], left > 0 else { return true }
            remaining[id] = left - 1
            return false
        }
    }
}
