import LayoutModel

/// What the Swift reader tells the command line through `LayoutReader` (kept beside the seam while the reader's own
/// folder is being regrouped; see docs/internals.md).
extension SwiftSourceReader {
    public var name: String { "swift" }
    /// The code says which cells its tables show at fixed heights and which outlets it constrains itself.
    public var contributesProjectFacts: Bool { true }
    public var coverageSubject: ReaderCoverage.Subject? { ReaderCoverage.Subject(language: "Swift", units: "types", isReportedWhenAbsent: true) }
    public var providesSourceIndex: Bool { true }

    public func read(_ files: [SourceFile], facts: ProjectFacts, collectingStatistics: Bool,
                     onScene: ((Int, Scene) -> Void)?) -> (result: ReadResult, statistics: ReaderCoverage?) {
        let (result, statistics) = read(files, collectingStatistics: collectingStatistics, lintsWholeProject: facts.lintsWholeProject, given: facts,
                                      onScene: onScene)
        return (result, collectingStatistics ? statistics : nil)
    }
}
