/// `layoutlint explain [LOG]`: reads "Unable to simultaneously satisfy constraints" logs and explains them.
struct ExplainCommand {
    static let usage = """
        USAGE: layoutlint explain [<log file> | -] [--format text|json|html] [--source <dir>]

        Explains the Auto Layout messages of a console log: the minimal set of constraints in conflict,
        why, which one to change, and where it was made.
        """

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: .init(flags: ["--help"], options: ["--format", "--source"], maximumPositionals: 1))
            .parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        throw UsageError("explain is not available yet")
    }
}
