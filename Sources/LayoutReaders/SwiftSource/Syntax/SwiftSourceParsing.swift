
extension SwiftSourceReader {
    /// Tokenizes and parses the files and every body they declare, on every core, exactly as `read` starts; nothing
    /// is interpreted or checked. For `layoutlint-parse`, which times this step alone so the lint time of the same
    /// files can be compared with it. Returns how many constraint-making expressions the files hold.
    public func parseOnly(_ files: [SourceFile]) -> Int {
        let found = ConcurrentFileMap.map(files) { file in
            SwiftStatisticsCollector.constraintExpressions(in: SwiftFileSyntax.parse(path: file.path, text: file.text)).keys.count
        }
        return found.reduce(0, +)
    }
}
