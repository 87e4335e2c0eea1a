import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// `layoutlint lint [paths…]`: read, check, report.
struct LintCommand {
    static let usage = """
        USAGE: layoutlint lint [<path> …] [--reporter <name>] [--output <file>] [--config <file>] [--strict] [--quiet]

        Lints the files it has readers for (folders are searched recursively; default: the current folder).

        OPTIONS:
          --reporter <name>         output format: \(ReporterCatalog.names.joined(separator: ", ")) (default: xcode)
          --output <file>           write the report to a file (atomically) instead of standard output
          --config <file>           configuration file (default: the nearest .layoutlint.json at or above the first path)
          --no-config               ignore .layoutlint.json files
          --strict                  warnings also fail the run (exit 2)
          --quiet                   no summary line or progress on standard error
          --baseline <file>         report only findings not recorded in this baseline
          --write-baseline <file>   record the current findings as a baseline
          --cache-path <file>       reuse results for unchanged files from this cache file (created if missing)
          --use-stdin               lint the text on standard input (name it with --stdin-path)
          --stdin-path <name>       the path standard input stands for (selects the reader, configuration, exclusions)
          --use-script-input-files  lint Xcode's SCRIPT_INPUT_FILE_n and SCRIPT_INPUT_FILE_LIST_n files
          --force-exclude           apply the configuration's "excluded" paths to files named explicitly too
          --stats                   print how many constraint expressions the Swift reader found and understood
          --assume-complete         read what the readers could not see as absent: every suspicion, proven or not
          -h, --help                show this help

        Inside Xcode's Interface Builder previews (COMPILED_FOR_INTERFACE_BUILDER set) it exits at once, quietly.
        """

    static let specification = ArgumentParser.Specification(
        flags: ["--help", "--strict", "--quiet", "--no-config", "--use-stdin", "--use-script-input-files", "--force-exclude", "--stats",
                "--assume-complete"],
        options: ["--reporter", "--config", "--output", "--baseline", "--write-baseline", "--cache-path", "--stdin-path"])

    /// The process environment (script input files, GitHub's step summary, Interface Builder).
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Standard input's bytes, read only under `--use-stdin`.
    /// (At most one byte more than the largest input cap: LintInputs refuses what is over its format's cap.)
    var readStandardInput: () -> Data = { BoundedInput.standardInputPrefix(InputLimits.interfaceBuilderBytes + 1) }
    /// Progress on a terminal; tests leave it off.
    var showsProgress = true

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        if let flag = environment["COMPILED_FOR_INTERFACE_BUILDER"], !flag.isEmpty, flag != "0", flag.uppercased() != "NO" {
            return .success
        }
        let parsed = try ArgumentParser(specification: Self.specification).parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        let inputs = try LintInputs(parsed: parsed, environment: environment, readStandardInput: readStandardInput)
        let configuration = try inputs.configuration(parsed)
        let reporterName = parsed.value("--reporter") ?? configuration.reporter ?? "xcode"
        guard let reporter = ReporterCatalog.reporter(named: reporterName) else {
            throw UsageError("unknown reporter '\(reporterName)'; expected one of \(ReporterCatalog.names.joined(separator: ", "))")
        }
        let baseline = try parsed.value("--baseline").map { path throws(UsageError) in try Baseline.load(path) }

        let readers = ReaderSet()
        // The project files are read once: for which files their targets build, then for where the app runs.
        let projectContents = ProjectFileContents()
        let files = inputs.files(readers: readers, configuration: configuration, forceExclude: parsed.has("--force-exclude"),
                                 projectContents: projectContents)
        try Self.requireLintableFiles(files, inputs: inputs, readers: readers)
        let (outcome, deviceNote) = try lint(files, inputs: inputs, parsed: parsed, configuration: configuration,
                                             wantsFigures: reporter is HTMLReporter, readers: readers, projectContents: projectContents)

        let suppressed = Suppressions.apply(LocalizedCopies.merge(RepeatedFindings.merge(outcome.diagnostics)), texts: outcome.texts,
                                            knownRules: Set(RuleRegistry.allDescriptions.map(\.id)))
        let all = Self.configuringToolRules(suppressed, configuration: configuration)
        let paths = RepositoryPaths.discover()
        if let path = parsed.value("--write-baseline") {
            try OutputFile.write(Baseline(all, paths: paths).rendered(), to: path)
        }
        let diagnostics = baseline.map { $0.newFindings(in: all, paths: paths) } ?? all
        let context = OutputContext.make(configuration: configuration, paths: paths, texts: outcome.texts,
                                         figures: outcome.figures, fileCount: outcome.fileCount)
        let report = reporter.report(diagnostics, context: context)
        if let path = parsed.value("--output") {
            try OutputFile.write(report, to: path)
        } else {
            output.standardOutput += report
        }
        if let actions = reporter as? GitHubActionsReporter, let summaryPath = environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
            OutputFile.append(actions.stepSummary(diagnostics, context: context), to: summaryPath)
        }
        if !parsed.has("--quiet") {
            let baselined = baseline == nil ? 0 : all.count - diagnostics.count
            output.standardError += Self.summaryLine(diagnostics, outcome: outcome, files: files, baselined: baselined,
                                                     deviceNote: deviceNote) + "\n"
        }
        if parsed.has("--stats") {
            output.standardError += Self.statistics(outcome.statistics, readers: readers.readers)
        }
        return Self.exitCode(diagnostics, strict: parsed.has("--strict"))
    }

    /// Stops the run when a path named does not exist, or when nothing at all was found to lint.
    private static func requireLintableFiles(_ files: LintInputs.FileSelection, inputs: LintInputs, readers: ReaderSet)
        throws(UsageError) {
        if !files.missing.isEmpty {
            throw .input(Self.unreachableMessage(files.missing))
        }
        // Nothing to lint is a mistake (a wrong folder, a typo in `included`), except when Xcode's build phase has
        // no input files, every file named was excluded on purpose (`--force-exclude`: pre-commit, editors) or every
        // file found is in no Xcode target or test code (the summary line says how many).
        if files.paths.isEmpty && files.standardInput == nil && !inputs.fromScriptInputFiles && files.forceExcluded + files.notInAnyTarget + files.testFiles == 0 {
            let endings = readers.extensions.map { "." + $0 }.joined(separator: ", ")
            throw .input("no lintable files found in \(inputs.paths.map { "'\($0)'" }.joined(separator: ", ")) (layoutlint reads \(endings))")
        }
    }

    /// Reads and checks the files on the devices the app runs on, through the cache when one is named, and saves it.
    private func lint(_ files: LintInputs.FileSelection, inputs: LintInputs, parsed: ArgumentParser.Parsed, configuration: Configuration,
                      wantsFigures: Bool, readers: ReaderSet, projectContents: ProjectFileContents)
        throws(UsageError) -> (outcome: ParallelLintPipeline.Outcome, deviceNote: String?) {
        var engine = LayoutEngine()
        let start = inputs.standardInput?.path ?? inputs.paths.first
        let (support, fileScreens) = AppDeviceSupportReader.readWithScreens(
            environment: environment, projectDescriptions: files.projectDescriptions, sourcePaths: files.paths, start: start, contents: projectContents)
        let (devices, deviceNote) = Self.devices(configured: configuration.engineDevices, support: support)
        engine.devices = devices
        let assumesComplete = parsed.has("--assume-complete")
        let linter = Linter(rules: configuration.rules, engine: engine, severities: configuration.severities, assumesComplete: assumesComplete,
                            environment: AppEnvironment(iOSDeploymentTarget: support.iOSDeploymentTarget))
        let cachePath = parsed.value("--cache-path")
        let cacheKey = CacheFile.key(version: LayoutLint.version, configuration: configuration,
                                     devices: engine.devices.map { "\($0.name) \($0.safeAreaInsets.top)" } + [fileScreens.fingerprint],
                                     assumesComplete: assumesComplete, deploymentTarget: support.iOSDeploymentTarget)
        var pipeline = ParallelLintPipeline(
            readers: readers, linter: linter, cache: cachePath.map { CacheFile.load($0, key: cacheKey) },
            wantsFigures: wantsFigures, wantsStatistics: parsed.has("--stats"),
            progress: showsProgress && !parsed.has("--quiet") ? ProgressDisplay.forTerminal(total: files.paths.count + (files.standardInput == nil ? 0 : 1)) : nil,
            fileScreens: fileScreens, projectFacts: ProjectStoryboardNames.facts(byWalked: files.projectDescriptions, start: start, projectContents),
            codeModules: CodeModules(projectDescriptions: files.projectDescriptions))
        let outcome = pipeline.run(paths: files.paths, standardInput: files.standardInput)
        if let cachePath, let cache = pipeline.cache { try cache.save(to: cachePath) }
        return (outcome, deviceNote)
    }

    /// The line on standard error: the counts, then how many findings the baseline holds and what was left out.
    private static func summaryLine(_ diagnostics: [Diagnostic], outcome: ParallelLintPipeline.Outcome, files: LintInputs.FileSelection,
                                    baselined: Int, deviceNote: String?) -> String {
        var line = Self.summary(diagnostics, files: outcome.fileCount, scenes: outcome.sceneCount)
        if baselined > 0 { line += "; \(baselined) in the baseline" }
        let leftOut = [
            leftOutNote(files.notInAnyTarget, "file", "files", "in no Xcode target"),
            leftOutNote(files.testFiles, "test file", "test files", ""),
            leftOutNote(outcome.unloadedNibs, "nib", "nibs", "no code loads"),
            leftOutNote(outcome.undequeuedCells, "cell", "cells", "no code dequeues"),
            leftOutNote(outcome.uncreatedClasses, "class", "classes", "no code creates"),
            leftOutNote(outcome.encryptedFiles, "file", "files", "encrypted with git-crypt"),
        ]
        for note in ([deviceNote] + leftOut).compactMap({ $0 }) { line += "; " + note }
        return line
    }

    /// A reader's error (a file it could not read at all) is an input failure; otherwise errors, and under `--strict`
    /// warnings too, fail the run.
    private static func exitCode(_ diagnostics: [Diagnostic], strict: Bool) -> ExitCode {
        let readerRules: Set<String> = [ToolRules.syntaxError.id, ToolRules.unreadableFile.id]
        if diagnostics.contains(where: { readerRules.contains($0.ruleID) && $0.severity == .error }) {
            return .usageOrInput
        }
        let failing: Severity = strict ? .warning : .error
        return diagnostics.contains { $0.severity >= failing } ? .lintErrors : .success
    }

    /// The findings of the readers' and the command's own rules (`syntax_error`, `unused_suppression`…) under the
    /// configuration: dropped when in `disabled_rules`, with the severity `severity` gives them. A reader's finding
    /// under a lint rule's id (the Swift reader's activation order, `no_common_ancestor`) follows that rule: it is
    /// reported only when the configuration runs the rule, so an opt-in rule stays silent until enabled.
    static func configuringToolRules(_ diagnostics: [Diagnostic], configuration: Configuration) -> [Diagnostic] {
        let toolRules = Set(ToolRules.all.map(\.id))
        let lintRules = Set(RuleRegistry.all.map(\.description.id))
        let running = Set(configuration.rules.map(\.description.id))
        return diagnostics.compactMap { diagnostic in
            if lintRules.contains(diagnostic.ruleID) && !running.contains(diagnostic.ruleID) { return nil }
            guard toolRules.contains(diagnostic.ruleID) else { return diagnostic }
            if configuration.disabledRules.contains(diagnostic.ruleID) { return nil }
            var copy = diagnostic
            if let severity = configuration.severities[diagnostic.ruleID] { copy.severity = severity }
            return copy
        }
    }

    /// Each counting reader's coverage, in the readers' order: what it found, what it understood completely, and why
    /// not the rest; a reader that read nothing is named only when its subject asks for it.
    static func statistics(_ statistics: [Int: ReaderCoverage], readers: [any LayoutReader]) -> String {
        var text = ""
        for (index, reader) in readers.enumerated() {
            guard let subject = reader.coverageSubject else { continue }
            if let coverage = statistics[index] {
                text += Self.coverage(coverage, language: subject.language, units: subject.units)
            } else if subject.isReportedWhenAbsent {
                text += "layoutlint: no \(subject.language) files read\n"
            }
        }
        return text
    }

    /// One language's line and its reasons, most common first.
    private static func coverage(_ statistics: ReaderCoverage, language: String, units: String) -> String {
        let found = statistics.constraintExpressionsFound, understood = statistics.constraintExpressionsUnderstood
        let share = found == 0 ? 100 : Int((Double(understood) / Double(found) * 100).rounded())
        var text = "layoutlint: \(language): \(statistics.filesRead) files, \(statistics.typesRead) \(units), \(statistics.scenes) scenes, "
        text += "\(statistics.constraints) constraints; \(found) constraint expressions found, \(understood) understood completely (\(share)%)\n"
        for (reason, count) in statistics.unsupported.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            text += "  \(count)\t\(reason)\n"
        }
        for (library, counts) in statistics.libraries.sorted(by: { $0.key < $1.key }) {
            text += "  \(library): \(counts.found) calls found, \(counts.understood) read into constraints\n"
        }
        return text
    }

    /// The devices to check: the configuration's, else the app's (its project's families and orientations, without
    /// the status bar where it hides it), with a note saying how the app's facts narrowed the default set.
    static func devices(configured: [Device]?, support: AppDeviceSupport) -> (devices: [Device], note: String?) {
        if let configured { return (configured, nil) }
        let devices = support.devices(from: DeviceCatalog.defaultSet)
        var notes: [String] = []
        let sources = support.sources.count <= 2 ? support.sources.joined(separator: ", ") : "\(support.sources.count) project files"
        if devices == [DeviceCatalog.appleTV] {
            notes.append("checked on Apple TV, the only device family the app builds for (\(sources))")
        } else if devices.count < DeviceCatalog.defaultSet.count {
            notes.append("checked on the \(devices.count) of \(DeviceCatalog.defaultSet.count) devices the app supports (\(sources))")
        }
        // A project read whose Info.plist is not in the folder (or names no orientations) leaves the phones' orientations
        // to Xcode's template, portrait and landscape: findings on landscape phones rest on that (held-out round 82).
        if !support.sources.isEmpty, support.phoneOrientations == nil, devices.contains(where: { $0.form == .phoneLandscape }) {
            notes.append("iPhone orientations not stated in \(sources): portrait and landscape checked")
        }
        if let legacy = support.legacyScreens { notes.append(legacy.note) }
        if support.statusBarHidden == true { notes.append("status bar hidden (UIStatusBarHidden)") }
        return (devices, notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// "2 nibs no code loads not linted": what was left out, counted, with the noun in the singular or the plural; nil
    /// when nothing was.
    static func leftOutNote(_ count: Int, _ one: String, _ many: String, _ why: String) -> String? {
        count == 0 ? nil : ["\(count)", count == 1 ? one : many, why, "not linted"].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `layoutlint: 2 errors, 1 warning in 5 files (7 scenes)`.
    static func summary(_ diagnostics: [Diagnostic], files: Int, scenes: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "layoutlint: \(count(errors, "error")), \(count(warnings, "warning")) in \(count(files, "file")) (\(count(scenes, "scene")))"
    }

    /// "no such file or folder: 'a', 'b'" for paths that do not exist; a path that exists but cannot be reached
    /// (a symbolic link loop, a dangling link) says why instead.
    static func unreachableMessage(_ paths: [String]) -> String {
        let reasons = paths.map { ($0, FileAccess.whyUnreachable($0)) }
        let absent = reasons.filter { $0.1 == nil }.map { "'\($0.0)'" }
        var parts = reasons.compactMap { path, reason in reason.map { "cannot read '\(path)': \($0)" } }
        if !absent.isEmpty { parts.insert("no such file or folder: \(absent.joined(separator: ", "))", at: 0) }
        return parts.joined(separator: "; ")
    }
}
