import Foundation
@testable import layoutlint

/// A scratch folder (a git root, like a CI checkout) with one subfolder, removed by `remove()`; the command-line
/// tests write inputs into it and run `layoutlint lint` there in-process.
struct TemporaryProject {
    let folder: URL

    /// Creates `<tmp>/layoutlint-<label>-<uuid>/<subfolder>` and a `.git` marker.
    init(label: String, subfolder: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(subfolder), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Runs `layoutlint` (any subcommand) with `arguments` from inside the folder.
    func run(_ arguments: [String]) -> (ExitCode, CommandOutput) {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        return LayoutLint.run(arguments)
    }

    /// Runs `layoutlint lint` with `arguments` from inside the folder.
    func lint(_ arguments: [String], environment: [String: String] = [:]) -> (ExitCode, CommandOutput) {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        var output = CommandOutput()
        var command = LintCommand()
        command.environment = environment
        command.showsProgress = false
        do {
            return (try command.run(arguments, output: &output), output)
        } catch {
            output.standardError += error.message
            return (.usageOrInput, output)
        }
    }
}
