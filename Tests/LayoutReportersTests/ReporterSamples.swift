import LayoutModel
import LayoutReporters

/// The diagnostics and context every golden test reports: a conflict with notes, an ambiguity with a figure,
/// a warning whose text needs escaping in every format, and a note.
enum ReporterSamples {
    static let conflict = Diagnostic(
        ruleID: "unsatisfiable_constraints", severity: .error,
        message: "SignUp: 2 required constraints cannot all hold on iPhone SE: 'title-height' title.height == 44, title.height == 60",
        location: SourceLocation(file: "/repo/Sources/SignUp/SignUpView.swift", line: 12, column: 9),
        notes: [
            DiagnosticNote(message: "'title-height' title.height == 44", location: SourceLocation(file: "/repo/Sources/SignUp/SignUpView.swift", line: 12, column: 9)),
            DiagnosticNote(message: "title.height == 60", location: SourceLocation(file: "/repo/Sources/SignUp/SignUpView+Layout.swift", line: 30, column: 13)),
        ],
        constraints: ["'title-height' title.height == 44", "title.height == 60"])

    static let ambiguity = Diagnostic(
        ruleID: "ambiguous_layout", severity: .warning,
        message: "SignUp: the layout of button is ambiguous: its x is not determined by its constraints",
        location: SourceLocation(file: "/repo/Sources/SignUp/SignUpView.swift", line: 20, column: 5),
        constraints: ["button.top == title.bottom + 8"])

    static let escaping = Diagnostic(
        ruleID: "constant_sign", severity: .warning,
        message: "100% wrong: a, b <&> \"c\" 'd'\r\nsecond line",
        location: SourceLocation(file: "/repo/Screens/Sign Up, v2.layout", line: 3, column: 1),
        constraints: ["a.trailing == r.trailing + 16"])

    static let note = Diagnostic(
        ruleID: "skipped_construct", severity: .note,
        message: "skipped a call it does not model",
        location: SourceLocation(file: "Sources/Other.swift", line: 0, column: 0))

    static let all = [conflict, ambiguity, escaping, note]

    static let rules = [
        ReportedRule(id: "unsatisfiable_constraints", name: "Unsatisfiable constraints", shortDescription: "Unsatisfiable constraints",
                     fullDescription: "Required constraints contradict each other.",
                     helpURI: "https://example.com/rules/unsatisfiable_constraints.md", defaultSeverity: .error),
        ReportedRule(id: "ambiguous_layout", name: "Ambiguous layout", shortDescription: "Ambiguous layout",
                     fullDescription: "The constraints leave a frame undetermined.",
                     helpURI: "https://example.com/rules/ambiguous_layout.md", defaultSeverity: .warning),
        ReportedRule(id: "constant_sign", name: "Constant pushes outside", shortDescription: "Constant pushes outside",
                     fullDescription: "A trailing inset with a positive constant puts the child outside.",
                     helpURI: "https://example.com/rules/constant_sign.md", defaultSeverity: .warning),
    ]

    static let context = ReportContext(
        toolName: "layoutlint", toolVersion: "1.2.3", informationURI: "https://example.com/layoutlint", rules: rules,
        paths: RepositoryPaths(root: "/repo", currentDirectory: "/repo/Sources"),
        sourceTexts: ["/repo/Sources/SignUp/SignUpView.swift": (1...25).map { $0 == 12 ? "        title.heightAnchor.constraint(equalToConstant: 44)  " : "// line \($0)" }.joined(separator: "\n")],
        figures: [ambiguity: DiagnosticFigure(caption: "SignUp on iPhone SE", boxes: [
            .init(name: "view", x: 0, y: 0, width: 320, height: 568, isInvolved: false),
            .init(name: "safeArea", x: 0, y: 20, width: 320, height: 548, isInvolved: false, isGuide: true),
            .init(name: "title", x: 16, y: 40, width: 288, height: 44, isInvolved: false),
            .init(name: "button", x: .nan, y: 92, width: 100, height: 30, isInvolved: true),
            .init(name: "footer", x: 16, y: 500, width: 288.25, height: 40, isInvolved: true),
        ])],
        fileCount: 3)
}
