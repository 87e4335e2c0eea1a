import Foundation
import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// `layoutlint explain [LOG]`: reads "Unable to simultaneously satisfy constraints" logs and explains them.
struct ExplainCommand {
    static let usage = """
        USAGE: layoutlint explain [<log file> | -] [--format text|json|html] [--source <dir> [--cache-path <file>]]
               [--color auto|always|never]

        Explains the Auto Layout messages of a console log: the minimal set of constraints that really
        conflict (often fewer than the runtime printed), the arithmetic that shows the contradiction,
        the constraint the runtime broke, the likely root cause with its fix, and with --source where
        in the project each constraint was made (sure, likely or possible).

        Reads the log from <log file>, or from standard input when it is '-' or missing.

        OPTIONS:
          --format text|json|html   text for the terminal (default), JSON, or one self-contained HTML page
          --source <dir>            index the Swift files under <dir> and map constraints to file:line
          --cache-path <file>       keep the --source index in <file>: built once, loaded while no file changed
          --color auto|always|never colour the text output (auto: only when standard output is a terminal)

        EXIT CODES: 0 explained (also when conflicts were found, and when the log holds no Auto Layout
        message: a "no Auto Layout messages found" line says so), 1 bad usage or unreadable input.
        """

    static let specification = ArgumentParser.Specification(
        flags: ["--help"], options: ["--format", "--source", "--cache-path", "--color"], maximumPositionals: 1)

    /// Standard input, and whether it and standard output are terminals; replaceable in tests.
    var readStandardInput: () -> Data? = {
        switch BoundedInput.standardInput(limit: InputLimits.logBytes) {
        case .success(let data): return data
        case .failure(.tooLarge): return Data(ExplainCommand.tooLargeMarker.utf8)
        case .failure(.unreadable): return nil
        }
    }
    /// What `readStandardInput` returns for an input over the cap (never valid log text: it starts with NUL).
    static let tooLargeMarker = "\u{0}layoutlint: standard input over the limit"
    var standardInputIsTerminal: () -> Bool = { isatty(0) == 1 }
    var standardOutputIsTerminal: () -> Bool = { isatty(1) == 1 }

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: Self.specification).parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        let format = parsed.value("--format") ?? "text"
        guard ["text", "json", "html"].contains(format) else { throw UsageError("--format takes text, json or html, not '\(format)'") }
        let colorChoice = parsed.value("--color") ?? "auto"
        guard ["auto", "always", "never"].contains(colorChoice) else { throw UsageError("--color takes auto, always or never, not '\(colorChoice)'") }

        let path = parsed.positionals.first ?? "-"
        let loaded = path == "-" ? readLogFromStandardInput(wasNamed: !parsed.positionals.isEmpty, output: &output)
            : try Self.readLogFile(path, output: &output)
        guard let file = loaded else { return .usageOrInput }

        let readers = ReaderSet()
        let matcher = try Self.sourceMatcher(parsed, readers: readers)

        let scan = readers.consoleLog.scan(file)
        // What the reader could not read is said where it is, so a partly read message is never silently partial.
        output.standardError += XcodeReporterLines.format(scan.diagnostics)
        let messages = Self.explained(scan.messages, matcher: matcher)
        switch format {
        case "json": output.standardOutput += ExplainJSONFormatter.format(messages, path: file.path)
        case "html": output.standardOutput += ExplainHTMLFormatter.format(messages, path: file.path)
        default:
            let color = colorChoice == "always" || (colorChoice == "auto" && standardOutputIsTerminal())
            output.standardOutput += ExplainTextFormatter(color: color, path: file.path).format(messages)
        }
        return .success
    }

    /// The log on standard input, or nil after saying on standard error why there is none (the usage, when nothing
    /// was named and standard input is a terminal nobody will type into).
    private func readLogFromStandardInput(wasNamed: Bool, output: inout CommandOutput) -> SourceFile? {
        if !wasNamed && standardInputIsTerminal() {
            output.standardError += Self.usage + "\n"
            return nil
        }
        guard let data = readStandardInput() else {
            output.standardError += "layoutlint: error: cannot read standard input\n"
            return nil
        }
        if data == Data(Self.tooLargeMarker.utf8) {
            output.standardError += "<stdin>:1:1: error: \(InputLimits.tooLargeMessage(limit: InputLimits.logBytes)) (unreadable_file)\n"
            return nil
        }
        return Self.decodedLog(data, path: "<stdin>", output: &output)
    }

    /// The log file at `path`, or nil after reporting why it could not be read; a directory is a usage error.
    private static func readLogFile(_ path: String, output: inout CommandOutput) throws(UsageError) -> SourceFile? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("'\(path)' is a directory; explain takes one log file (or '-' for standard input)")
        }
        let data: Data
        switch BoundedInput.contents(atPath: path, limit: InputLimits.logBytes) {
        case .success(let read): data = read
        case .failure(let failure):
            var message = "cannot read the file: \(FileAccess.whyUnreadable(path))"
            if case .tooLarge(let limit) = failure { message = InputLimits.tooLargeMessage(limit: limit) }
            output.standardError += XcodeReporterLines.format([Diagnostic(
                ruleID: ReaderRuleID.unreadableFile, severity: .error, message: message,
                location: SourceLocation(file: path, line: 1, column: 1))])
            return nil
        }
        return decodedLog(data, path: path, output: &output)
    }

    /// The log's text, or nil after reporting why its bytes are not text.
    private static func decodedLog(_ data: Data, path: String, output: inout CommandOutput) -> SourceFile? {
        switch ExplainLogText.decode(data, path: path) {
        case .success(let loaded): return loaded
        case .failure(let failure):
            output.standardError += XcodeReporterLines.format([failure.diagnostic])
            return nil
        }
    }

    /// Each message explained, with where its constraints and the broken one were made when `--source` gave a matcher.
    private static func explained(_ messages: [ConsoleLogMessage], matcher: SourceMatcher?) -> [ExplainedMessage] {
        let explainer = ConflictExplainer()
        return messages.map { message -> ExplainedMessage in
            let input = ExplainInput(message)
            var sources: [Int: SourceMatch] = [:]
            var brokenSource: SourceMatch?
            if let matcher {
                for (index, logged) in input.constraints.enumerated() {
                    sources[index] = matcher.match(logged, in: input)
                }
                brokenSource = input.broken.flatMap { matcher.match($0, in: input) }
            }
            return ExplainedMessage(explanation: explainer.explain(input), sources: sources, brokenSource: brokenSource)
        }
    }

    /// The `--source` index's matcher (built, or loaded from `--cache-path`); nil without `--source`.
    private static func sourceMatcher(_ parsed: ArgumentParser.Parsed, readers: ReaderSet) throws(UsageError) -> SourceMatcher? {
        guard let directory = parsed.value("--source") else { return nil }
        let index = ExplainSourceIndex(readers: readers).matcher(directory: directory, cachePath: parsed.value("--cache-path"))
        if let error = index.error { throw UsageError.input(error) }
        return index.matcher
    }
}
