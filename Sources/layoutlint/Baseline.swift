import Foundation
import LayoutModel
import LayoutReporters

/// Making a baseline from findings, reading and writing its file, and filtering findings through it.
extension Baseline {
    /// The baseline of these findings.
    init(_ diagnostics: [Diagnostic], paths: RepositoryPaths) {
        var grouped: [String: Finding] = [:]
        for diagnostic in diagnostics {
            let key = DiagnosticFingerprint.key(of: diagnostic, paths: paths)
            let id = Self.matchKey(path: key.path, rule: key.rule, hash: key.hash)
            if grouped[id] != nil {
                grouped[id]?.count += 1
            } else {
                grouped[id] = Finding(path: key.path, rule: key.rule, hash: key.hash, count: 1,
                                      message: DiagnosticFingerprint.withoutLineReferences(diagnostic.message))
            }
        }
        findings = grouped.values.sorted()
    }

    /// Reads a baseline file (see `parse`).
    static func load(_ path: String) throws(UsageError) -> Baseline {
        let data = try FileAccess.read(path, what: "the baseline")
        guard let text = String(data: data, encoding: .utf8) else { throw .input("\(path): the baseline is not UTF-8 text") }
        return try parse(text, path: path)
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
        var remaining = absorbableCounts()
        return diagnostics.filter { diagnostic in
            let key = DiagnosticFingerprint.key(of: diagnostic, paths: paths)
            let id = Self.matchKey(path: key.path, rule: key.rule, hash: key.hash)
            guard let left = remaining[id], left > 0 else { return true }
            remaining[id] = left - 1
            return false
        }
    }
}
