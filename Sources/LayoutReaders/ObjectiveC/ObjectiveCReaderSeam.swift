import LayoutModel

/// What the Objective-C reader tells the command line through `LayoutReader` (kept beside the seam while the reader's
/// own folder is being worked on; see docs/internals.md).
extension ObjectiveCReader {
    public var name: String { "objective-c" }
    /// The code says which cells it sizes itself and which rows its tables show at fixed heights.
    public var contributesProjectFacts: Bool { true }
    public var coverageSubject: ReaderCoverage.Subject? { ReaderCoverage.Subject(language: "Objective-C", units: "classes") }

    /// Reads every file first (classes span headers and implementation files), then hands over the scenes.
    public func read(_ files: [SourceFile], facts: ProjectFacts, collectingStatistics: Bool,
                     onScene: ((Int, Scene) -> Void)?) -> (result: ReadResult, statistics: ReaderCoverage?) {
        let (result, statistics) = readWithStatistics(files, given: facts)
        if let onScene {
            for (index, scene) in result.scenes.enumerated() { onScene(index, scene) }
        }
        return (result, collectingStatistics ? statistics : nil)
    }
}
