/// A reader for one input format. Readers never throw and never crash on bad input: they skip what
/// they do not understand, say why in a diagnostic, and go on.
public protocol LayoutReader: Sendable {
    /// File name endings this reader claims, without the dot (`layout`, `swift`, `xib`).
    var fileExtensions: [String] { get }
    /// Reads a set of files together (the Swift reader resolves helpers and extensions across files).
    func read(_ files: [SourceFile]) -> ReadResult
}
