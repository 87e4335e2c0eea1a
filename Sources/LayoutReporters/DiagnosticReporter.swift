import LayoutModel

/// Turns diagnostics into the text one consumer reads (a terminal, Xcode, a CI system).
public protocol DiagnosticReporter: Sendable {
    /// The name `--reporter` takes.
    var name: String { get }
    /// The whole report for these diagnostics, already in output order.
    func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String
}

extension DiagnosticReporter {
    /// The report with no rule metadata, source texts or figures.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        report(diagnostics, context: ReportContext())
    }
}

/// The reporters `--reporter` can name.
public enum ReporterCatalog {
    public static let all: [any DiagnosticReporter] = [
        XcodeReporter(), JSONReporter(), SARIFReporter(), JUnitReporter(), CheckstyleReporter(),
        GitHubActionsReporter(), GitLabReporter(), HTMLReporter(), SummaryReporter(), SwiftLintJSONReporter(),
    ]

    /// The reporter with this name, if there is one.
    public static func reporter(named name: String) -> (any DiagnosticReporter)? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map(\.name) }
}
