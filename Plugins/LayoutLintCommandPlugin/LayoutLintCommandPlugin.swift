import Foundation
import PackagePlugin

/// `swift package lint-layouts [--target NAME …] [layoutlint options]`: lints the package's targets (all of
/// them, or those named) with the options of `.layoutlint.json` plus any given on the command line.
@main
struct LayoutLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        if let message = LayoutLintPluginArguments.unknownTargetsMessage(named: requested, available: context.package.targets.map(\.name)) {
            throw LintLayoutsError(message: message)
        }
        let named = Set(requested)
        let targets = context.package.targets.filter { named.isEmpty || named.contains($0.name) }
        let files = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles.map(\.url) }.filter(LayoutLintPluginArguments.isLintable)
        guard !files.isEmpty else {
            print("layoutlint: no Swift, Interface Builder or .layout files in \(targets.map(\.name).joined(separator: ", "))")
            return
        }
        let configuration = context.package.directoryURL.appendingPathComponent(".layoutlint.json")
        let lintArguments = LayoutLintPluginArguments.lint(
            files: files.map(\.path), configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration.path : nil,
            cachePath: nil, extra: extractor.remainingArguments)
        let process = Process()
        process.executableURL = try context.tool(named: "layoutlint").url
        process.arguments = lintArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw LintLayoutsError(message: "layoutlint exited with status \(process.terminationStatus)")
        }
    }
}

/// Makes `swift package lint-layouts` exit non-zero; SwiftPM prints it as `error: <message>`.
struct LintLayoutsError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

