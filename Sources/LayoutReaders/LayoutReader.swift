/// A reader for one input format. Readers never throw and never crash on bad input: they skip what
/// they do not understand, say why in a diagnostic, and go on.
public protocol LayoutReader: Sendable {
    /// File name endings this reader claims, without the dot (`layout`, `swift`, `xib`).
    var fileExtensions: [String] { get }
    /// Whether the reader needs all its files at once (the Swift reader resolves helpers and extensions across
    /// files); otherwise each file is read, and can be cached, on its own.
    var readsFilesTogether: Bool { get }
    /// Whether what the reader makes of a file depends on other readers' `ProjectFacts`: such files are read
    /// after the others, and cached under the facts they were read with.
    var usesProjectFacts: Bool { get }
    /// Reads a set of files, given what other readers found out about the project.
    func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult
}

extension LayoutReader {
    public var readsFilesTogether: Bool { false }
    public var usesProjectFacts: Bool { false }

    /// Reads files knowing nothing of the project beyond them.
    public func read(_ files: [SourceFile]) -> ReadResult {
        read(files, facts: ProjectFacts())
    }
}
