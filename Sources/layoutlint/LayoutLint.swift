import Foundation

/// The `layoutlint` command: dispatches to subcommands and turns usage errors into exit code 1.
enum LayoutLint {
    static let version = "0.2.0"

    static let usage = """
        OVERVIEW: layoutlint finds Auto Layout mistakes before the app runs.

        USAGE: layoutlint <subcommand> [options]
               layoutlint                 lint the current folder (like `layoutlint lint .`)

        SUBCOMMANDS:
          lint [<path> …]     check layouts and report diagnostics (default subcommand)
          rules [<rule_id>]   list the rules, or describe one
          solve <file>        print each item's frame on a device, with conflicts and ambiguity
          explain [<log>]     explain an "Unable to simultaneously satisfy constraints" log
          convert <file>      print the model read from a file as JSON or .layout text

        OPTIONS:
          -h, --help          show this help (also: layoutlint <subcommand> --help)
          --version           print the version

        EXIT CODES: 0 no errors, 1 bad usage, unreadable input or nothing to lint, 2 errors found.
        """

    static func run(_ arguments: [String]) -> (ExitCode, CommandOutput) {
        var output = CommandOutput()
        do throws(UsageError) {
            guard let first = arguments.first else {
                return (try LintCommand().run([], output: &output), output)
            }
            switch first {
            case "--help", "-h", "help":
                output.standardOutput += usage + "\n"
                return (.success, output)
            case "--version":
                output.standardOutput += version + "\n"
                return (.success, output)
            case "lint":
                return (try LintCommand().run(Array(arguments.dropFirst()), output: &output), output)
            case "rules":
                return (try RulesCommand().run(Array(arguments.dropFirst()), output: &output), output)
            case "solve":
                return (try SolveCommand().run(Array(arguments.dropFirst()), output: &output), output)
            case "explain":
                return (try ExplainCommand().run(Array(arguments.dropFirst()), output: &output), output)
            case "convert":
                return (try ConvertCommand().run(Array(arguments.dropFirst()), output: &output), output)
            default:
                if first.hasPrefix("-") && !LintCommand.specification.flags.union(LintCommand.specification.options)
                    .contains(String(first.split(separator: "=").first ?? "")) {
                    throw UsageError("unknown option \(first)")
                }
                if !first.hasPrefix("-") && !first.contains(".") && !first.contains("/") && !FileManager.default.fileExists(atPath: first) {
                    throw UsageError("unknown subcommand '\(first)'; expected lint, rules, solve, explain or convert")
                }
                return (try LintCommand().run(arguments, output: &output), output)
            }
        } catch {
            output.standardError += "layoutlint: error: \(error.message)\n"
            if error.isUsage { output.standardError += "Run 'layoutlint --help' for usage.\n" }
            return (.usageOrInput, output)
        }
    }
}
