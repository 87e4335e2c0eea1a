import LayoutModel

/// A reader for one input format. Readers never throw and never crash on bad input: they skip what
/// they do not understand, say why in a diagnostic, and go on.
///
/// This protocol is the whole seam between the readers and the command line: how files are grouped (one by one or
/// together), which readers' facts others wait for, what `--stats` says about a reader and whose scenes `explain
/// --source` matches logs against are all asked here, so a new reader plugs in by being listed in `ReaderSet`.
public protocol LayoutReader: Sendable {
    /// File name endings this reader claims, without the dot (`layout`, `swift`, `xib`).
    var fileExtensions: [String] { get }
    /// Whether the reader needs all its files at once (the Swift reader resolves helpers and extensions across
    /// files); otherwise each file is read, and can be cached, on its own.
    var readsFilesTogether: Bool { get }
    /// Whether what the reader makes of a file depends on other readers' `ProjectFacts`: such files are read
    /// after the others, and cached under the facts they were read with.
    var usesProjectFacts: Bool { get }
    /// Whether the reader's `ReadResult.facts` say something about the project other readers' files depend on
    /// (cells shown at fixed row heights, outlets constrained in code): it is then read before those readers.
    var contributesProjectFacts: Bool { get }
    /// A short name, unique among the readers, for cache entries of files read together (`swift`).
    var name: String { get }
    /// What `lint --stats` calls the reader's coverage; nil when the reader counts none.
    var coverageSubject: ReaderCoverage.Subject? { get }
    /// Whether `explain --source` matches logged constraints against the scenes this reader finds in a project.
    var providesSourceIndex: Bool { get }
    /// Reads a set of files, given what other readers found out about the project.
    func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult
    /// What one file of a reader that reads files one by one states about the project for its other files (the
    /// tables a nib draws for the cells other nibs hold): gathered from every file before any is read.
    func projectFacts(statedIn file: SourceFile) -> ProjectFacts
    /// What the reader's files tell the readers that read files together (the code readers) before those read
    /// theirs: the classes a nib names, the views a nib's load gives, whether the code has an app entry point.
    func factsForCodeReaders(statedIn files: [SourceFile]) -> ProjectFacts
    /// Reads a set of files, handing each scene to `onScene` (with its index in the result) once it is made, so a
    /// caller can check scenes while later ones are still being read; with the coverage when `collectingStatistics`
    /// (and the reader counts any). The result is the same as `read(_:facts:)`'s.
    func read(_ files: [SourceFile], facts: ProjectFacts, collectingStatistics: Bool,
              onScene: ((Int, Scene) -> Void)?) -> (result: ReadResult, statistics: ReaderCoverage?)
}

extension LayoutReader {
    public var readsFilesTogether: Bool { false }
    public var usesProjectFacts: Bool { false }
    public var contributesProjectFacts: Bool { false }
    public var name: String { fileExtensions.first ?? "" }
    public var coverageSubject: ReaderCoverage.Subject? { nil }
    public var providesSourceIndex: Bool { false }
    public func projectFacts(statedIn file: SourceFile) -> ProjectFacts { ProjectFacts() }
    public func factsForCodeReaders(statedIn files: [SourceFile]) -> ProjectFacts { ProjectFacts() }

    /// Reads the files, then hands over the scenes in order; no coverage.
    public func read(_ files: [SourceFile], facts: ProjectFacts, collectingStatistics: Bool,
                     onScene: ((Int, Scene) -> Void)?) -> (result: ReadResult, statistics: ReaderCoverage?) {
        let result = read(files, facts: facts)
        if let onScene {
            for (index, scene) in result.scenes.enumerated() { onScene(index, scene) }
        }
        return (result, nil)
    }

    /// Reads files knowing nothing of the project beyond them.
    public func read(_ files: [SourceFile]) -> ReadResult {
        read(files, facts: ProjectFacts())
    }
}
