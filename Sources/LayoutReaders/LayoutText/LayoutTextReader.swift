import LayoutModel

/// Reads the `.layout` text format: Auto Layout Guide recipes and the compact constraint notation.
public struct LayoutTextReader: LayoutReader {
    public init() {}

    public var fileExtensions: [String] { ["layout"] }

    public func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult {
        var result = ReadResult()
        for file in files { result.merge(read(file)) }
        return result
    }

    /// Reads one file.
    public func read(_ file: SourceFile) -> ReadResult {
        var parser = LayoutTextParser(file: file)
        parser.parse()
        let checked = NumericLimitCheck.check(ReadResult(scenes: parser.scenes, diagnostics: parser.diagnostics))
        return ReadResult(scenes: checked.scenes, diagnostics: checked.diagnostics.sorted())
    }
}
