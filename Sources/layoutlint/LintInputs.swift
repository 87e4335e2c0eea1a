import Foundation
import LayoutReaders

/// What `lint` is asked to check: paths on the command line, Xcode's script input files, or standard input,
/// and which of them the configuration's `excluded` paths remove.
struct LintInputs {
    /// Paths named on the command line or by Xcode: files among them are "explicit".
    var paths: [String]
    /// Whether the paths came from Xcode's script input files (none is then no error: the phase has no inputs).
    var fromScriptInputFiles = false
    var standardInput: SourceFile?

    init(parsed: ArgumentParser.Parsed, environment: [String: String], readStandardInput: () -> Data) throws(UsageError) {
        paths = parsed.positionals
        if parsed.has("--use-script-input-files") {
            paths += try ScriptInputFiles.paths(environment: environment)
            fromScriptInputFiles = true
        }
        if parsed.has("--use-stdin") {
            guard paths.isEmpty else { throw UsageError("--use-stdin lints standard input only; remove the paths") }
            let name = parsed.value("--stdin-path") ?? "stdin.swift"
            let readers = ReaderSet()
            guard FileDiscovery(extensions: readers.extensions).matchingExtension(name) != nil else {
                throw UsageError("--stdin-path '\(name)' names no format layoutlint reads (its ending decides the reader: "
                                 + readers.extensions.map { "." + $0 }.joined(separator: ", ") + "); nothing would be linted")
            }
            let data = readStandardInput()
            let limit = InputLimits.bytes(forPath: name)
            guard data.count <= limit else {
                throw UsageError.input("standard input (\(name)): \(InputLimits.tooLargeMessage(limit: limit))")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw UsageError.input("standard input is not valid UTF-8 text")
            }
            standardInput = SourceFile(path: name, text: text)
        } else if parsed.value("--stdin-path") != nil {
            throw UsageError("--stdin-path needs --use-stdin")
        } else if paths.isEmpty && !parsed.has("--use-script-input-files") {
            paths = ["."]
        }
    }

    /// The configuration: `--config`, or the nearest `.layoutlint.json` at or above the first input.
    func configuration(_ parsed: ArgumentParser.Parsed) throws(UsageError) -> Configuration {
        if let path = parsed.value("--config") { return try Configuration.load(path) }
        if parsed.has("--no-config") { return Configuration() }
        let start = standardInput?.path ?? paths.first ?? "."
        return try Configuration.find(from: start).map { path throws(UsageError) in try Configuration.load(path) } ?? Configuration()
    }

    /// The files a run reads, the paths that were not there, and how many files were left out and why.
    typealias FileSelection = (paths: [String], standardInput: SourceFile?, missing: [String], projectDescriptions: [String],
                               forceExcluded: Int, notInAnyTarget: Int, testFiles: Int)

    /// Files to read: folders walked (their files always filtered by the configuration), explicit files kept
    /// unless `--force-exclude` applies the configuration to them as well (editors and pre-commit pass files
    /// one by one, and expect excluded ones to stay excluded).
    /// `projectDescriptions`: the `Info.plist` and `project.pbxproj` files in the folders walked. Files a walked
    /// folder's Xcode projects build in no target, and test code (`TestCodeFiles`), are left out and counted; named ones are
    /// kept.
    func files(readers: ReaderSet, configuration: Configuration, forceExclude: Bool, projectContents: ProjectFileContents)
        -> FileSelection {
        let discovery = FileDiscovery(extensions: readers.extensions)
        var selected: [String] = []
        var missing: [String] = []
        var projectDescriptions: [String] = []
        var seen = Set<String>()
        var forceExcluded = 0
        var notInAnyTarget = 0
        var testFiles = 0
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            var found = [path]
            if isDirectory.boolValue {
                let walked = discovery.files(under: [path])
                found = walked.files.filter(configuration.admits)
                if let membership = ProjectMembership(projectFiles: walked.projectDescriptions, files: walked.files, contents: projectContents) {
                    let built = found.filter(membership.isBuilt)
                    notInAnyTarget += found.count - built.count
                    found = built
                }
                let appFiles = found.filter { !TestCodeFiles.isTestCode($0, under: path) }
                testFiles += found.count - appFiles.count
                found = appFiles
                projectDescriptions += walked.projectDescriptions.filter(configuration.admits)
            } else if forceExclude && !configuration.admits(path) {
                found = []
                forceExcluded += 1
            } else if discovery.matchingExtension(path) == nil {
                // A file named on the command line that no reader reads (`notes.txt`) is not linted: alone, it leaves
                // nothing to lint, which is an error, not a pass (issue #21).
                found = []
            }
            for file in found where seen.insert(file).inserted { selected.append(file) }
        }
        var input = standardInput
        if let file = input, forceExclude, !configuration.admits(file.path) {
            input = nil
            forceExcluded += 1
        }
        return (selected, input, missing, projectDescriptions, forceExcluded, notInAnyTarget, testFiles)
    }
}
