import LayoutModel

/// What a reader produced: the scenes it understood and what it had to say about the rest.
public struct ReadResult: Sendable {
    public var scenes: [Scene]
    /// Syntax errors (severity error) and constructs it skipped (severity note), each with a location.
    public var diagnostics: [Diagnostic]
    /// Cell classes (last name component) that the project's code shows at a height its table or collection
    /// view fixes, as the Swift reader found; the Interface Builder reader uses them for cells in `.xib` files.
    public var fixedHeightCellClasses: Set<String>

    public init(scenes: [Scene] = [], diagnostics: [Diagnostic] = [], fixedHeightCellClasses: Set<String> = []) {
        self.scenes = scenes
        self.diagnostics = diagnostics
        self.fixedHeightCellClasses = fixedHeightCellClasses
    }

    /// Appends another result's scenes, diagnostics and cell facts.
    public mutating func merge(_ other: ReadResult) {
        scenes += other.scenes
        diagnostics += other.diagnostics
        fixedHeightCellClasses.formUnion(other.fixedHeightCellClasses)
    }
}
