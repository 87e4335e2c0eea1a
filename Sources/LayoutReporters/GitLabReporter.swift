import LayoutModel

/// GitLab Code Quality JSON: one issue per finding with a fingerprint that is unique in the report and
/// stable when lines move, so merge requests show what a change introduced and fixed.
public struct GitLabReporter: DiagnosticReporter {
    public init() {}

    public var name: String { "gitlab" }

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let fingerprints = DiagnosticFingerprint.uniqueFingerprints(diagnostics, paths: context.paths)
        let issues: [JSONDocument] = zip(diagnostics, fingerprints).map { diagnostic, fingerprint in
            .object([
                ("type", "issue"),
                ("check_name", .string(diagnostic.ruleID)),
                ("description", .string(diagnostic.message)),
                ("categories", .array(["Bug Risk"])),
                ("severity", .string(Self.severity(diagnostic.severity))),
                ("fingerprint", .string(fingerprint)),
                ("location", .object([
                    ("path", .string(context.paths.relative(diagnostic.location.file))),
                    ("lines", .object([("begin", .integer(max(diagnostic.location.line, 1)))])),
                ])),
            ])
        }
        return JSONDocument.array(issues).rendered()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "minor"
        case .note: return "info"
        }
    }
}
