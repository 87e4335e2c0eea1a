import LayoutModel

/// What a reader produced: the scenes it understood and what it had to say about the rest.
public struct ReadResult: Sendable {
    public var scenes: [Scene]
    /// Syntax errors (severity error) and constructs it skipped (severity note), each with a location.
    public var diagnostics: [Diagnostic]

    public init(scenes: [Scene] = [], diagnostics: [Diagnostic] = []) {
        self.scenes = scenes
        self.diagnostics = diagnostics
    }

    /// Appends another result's scenes and diagnostics.
    public mutating func merge(_ other: ReadResult) {
        scenes += other.scenes
        diagnostics += other.diagnostics
    }
}
