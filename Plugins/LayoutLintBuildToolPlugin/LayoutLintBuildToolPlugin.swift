import Foundation
import PackagePlugin

/// Runs `layoutlint lint` over a target's Swift, Interface Builder and `.layout` files on every build that
/// changes them. Every option comes from the package's `.layoutlint.json`; the command's declared output is
/// layoutlint's cache file, so the build system reruns it only when an input changed.
@main
struct LayoutLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceModule = target.sourceModule else { return [] }
        let inputs = sourceModule.sourceFiles.map(\.url).filter(LayoutLintPluginArguments.isLintable)
        guard !inputs.isEmpty else { return [] }
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("layoutlint-\(target.name).cache.json")
        let configuration = context.package.directoryURL.appendingPathComponent(".layoutlint.json")
        let arguments = LayoutLintPluginArguments.lint(
            files: inputs.map(\.path), configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration.path : nil,
            cachePath: cache.path)
        return [.buildCommand(
            displayName: "layoutlint \(target.name) (\(inputs.count) files)",
            executable: try context.tool(named: "layoutlint").url,
            arguments: arguments, inputFiles: inputs + [configuration].filter { FileManager.default.fileExists(atPath: $0.path) },
            outputFiles: [cache])]
    }
}

