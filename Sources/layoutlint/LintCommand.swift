import LayoutEngine
import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// `layoutlint lint [paths…]`: read, check, report.
struct LintCommand {
    static let usage = """
        USAGE: layoutlint lint [<path> …] [--reporter <name>] [--config <file>] [--strict] [--quiet]

        Lints the files it has readers for (folders are searched recursively; default: the current folder).

        OPTIONS:
          --reporter <name>   output format: \(ReporterCatalog.names.joined(separator: ", ")) (default: xcode)
          --config <file>     configuration file (default: the nearest .layoutlint.json at or above the first path)
          --no-config         ignore .layoutlint.json files
          --strict            warnings also fail the run (exit 2)
          --quiet             no summary line on standard error
          -h, --help          show this help
        """

    static let specification = ArgumentParser.Specification(
        flags: ["--help", "--strict", "--quiet", "--no-config"], options: ["--reporter", "--config"])

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: Self.specification).parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
        var configuration = Configuration()
        if let path = parsed.value("--config") {
            configuration = try Configuration.load(path)
        } else if !parsed.has("--no-config"), let found = Configuration.find(from: paths[0]) {
            configuration = try Configuration.load(found)
        }
        let reporterName = parsed.value("--reporter") ?? configuration.reporter ?? "xcode"
        guard let reporter = ReporterCatalog.reporter(named: reporterName) else {
            throw UsageError("unknown reporter '\(reporterName)'; expected one of \(ReporterCatalog.names.joined(separator: ", "))")
        }
        let readers = ReaderSet()
        let discovered = FileDiscovery(extensions: readers.extensions).files(under: paths)
        var (result, fileCount, texts) = readers.read(paths: discovered.files.filter(configuration.admits))
        for missing in discovered.missing {
            result.diagnostics.append(Diagnostic(ruleID: ReaderRuleID.unreadableFile, severity: .error,
                                                 message: "no such file or folder",
                                                 location: SourceLocation(file: missing)))
        }
        var engine = LayoutEngine()
        if let devices = configuration.engineDevices { engine.devices = devices }
        let linter = Linter(rules: configuration.rules, engine: engine, severities: configuration.severities)
        let found = result.diagnostics.filter { $0.severity != .note } + linter.lint(result.scenes)
        let diagnostics = Suppressions.apply(found, texts: texts, knownRules: Set(RuleRegistry.all.map(\.description.id)))
        output.standardOutput += reporter.report(diagnostics)
        if !parsed.has("--quiet") {
            output.standardError += Self.summary(diagnostics, files: fileCount, scenes: result.scenes.count) + "\n"
        }
        let readerRules: Set<String> = [ReaderRuleID.syntaxError, ReaderRuleID.unreadableFile]
        if diagnostics.contains(where: { readerRules.contains($0.ruleID) && $0.severity == .error }) {
            return .usageOrInput
        }
        let failing: Severity = parsed.has("--strict") ? .warning : .error
        return diagnostics.contains { $0.severity >= failing } ? .lintErrors : .success
    }

    /// `layoutlint: 2 errors, 1 warning in 5 files (7 scenes)`.
    static func summary(_ diagnostics: [Diagnostic], files: Int, scenes: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "layoutlint: \(count(errors, "error")), \(count(warnings, "warning")) in \(count(files, "file")) (\(count(scenes, "scene")))"
    }
}
