import LayoutModel
import LayoutReaders

/// `layoutlint convert FILE… --to json|layout`: the model of any readable files, as JSON or `.layout` text.
struct ConvertCommand {
    static let usage = """
        USAGE: layoutlint convert <file> [<file> …] [--to json|layout]

        Prints the scenes read from <file> in the JSON model form (default) or as .layout text. Several Swift or
        Objective-C files are read together, as `lint` reads a project: a view's class in one file and the cell
        that shows it in another make one scene.
        """

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: .init(flags: ["--help"], options: ["--to"], maximumPositionals: .max)).parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        guard !parsed.positionals.isEmpty else { throw UsageError("convert needs a file") }
        let format = parsed.value("--to") ?? "json"
        guard format == "json" || format == "layout" else { throw UsageError("--to takes json or layout, not '\(format)'") }
        guard let result = try ReaderSet().readTogether(parsed.positionals, errors: &output.standardError) else { return .usageOrInput }
        if format == "layout" {
            output.standardOutput += LayoutTextWriter.write(result.scenes)
        } else {
            do {
                output.standardOutput += try LayoutJSON.encode(result.scenes)
            } catch {
                output.standardError += "layoutlint: error: cannot encode the model: \(error)\n"
                return .usageOrInput
            }
        }
        return .success
    }
}
