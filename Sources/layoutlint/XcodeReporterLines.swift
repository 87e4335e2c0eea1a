import LayoutModel
import LayoutReporters

/// Reader errors printed the way the default reporter prints them, for commands that stop on bad input.
enum XcodeReporterLines {
    static func format(_ diagnostics: [Diagnostic]) -> String {
        XcodeReporter().report(diagnostics.sorted())
    }
}
