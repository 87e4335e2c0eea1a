import LayoutModel
import LayoutReaders

/// `layoutlint convert FILE --to json|layout`: the model of any readable file, as JSON or `.layout` text.
struct ConvertCommand {
    static let usage = """
        USAGE: layoutlint convert <file> [--to json|layout]

        Prints the scenes read from <file> in the JSON model form (default) or as .layout text.
        """

    func run(_ arguments: [String], output: inout CommandOutput) throws(UsageError) -> ExitCode {
        let parsed = try ArgumentParser(specification: .init(flags: ["--help"], options: ["--to"], maximumPositionals: 1)).parse(arguments)
        if parsed.has("--help") {
            output.standardOutput += Self.usage + "\n"
            return .success
        }
        guard let path = parsed.positionals.first else { throw UsageError("convert needs a file") }
        let format = parsed.value("--to") ?? "json"
        guard format == "json" || format == "layout" else { throw UsageError("--to takes json or layout, not '\(format)'") }
        guard let result = try ReaderSet().readOne(path, errors: &output.standardError) else { return .usageOrInput }
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
