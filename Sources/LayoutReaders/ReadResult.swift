import LayoutModel

/// What a reader produced: the scenes it understood and what it had to say about the rest.
public struct ReadResult: Sendable {
    public var scenes: [Scene]
    /// Syntax errors (severity error) and constructs it skipped (severity note), each with a location.
    public var diagnostics: [Diagnostic]
    /// What the files said about the project that other readers' files depend on.
    public var facts: ProjectFacts

    public init(scenes: [Scene] = [], diagnostics: [Diagnostic] = [], facts: ProjectFacts = ProjectFacts()) {
        self.scenes = scenes
        self.diagnostics = diagnostics
        self.facts = facts
    }

    /// Appends another result's scenes, diagnostics and facts.
    public mutating func merge(_ other: ReadResult) {
        scenes += other.scenes
        diagnostics += other.diagnostics
        facts.merge(other.facts)
    }
}
