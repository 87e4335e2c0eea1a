/// What a design tool recorded about an item when the file was saved: Interface Builder's own
/// `ambiguous="YES"` and `misplaced="YES"` warnings. Rules compare them with their own findings.
public struct DesignTimeFlags: Hashable, Codable, Sendable {
    /// The tool found the item's position or size not determined by its constraints.
    public var ambiguous: Bool
    /// The tool found the item's stored frame differs from the frame its constraints give.
    public var misplaced: Bool
    /// How far the designer asked the tool to check the item for ambiguity (Interface Builder's "Verify
    /// Ambiguity" setting, `verifyAmbiguity`); nil = fully, the tool's default.
    public var ambiguityCheck: AmbiguityCheck?

    /// Interface Builder's "Verify Ambiguity" choices short of the default.
    public enum AmbiguityCheck: String, Hashable, Codable, Sendable {
        /// "Ignore Sizes": the size is set where the file does not show (at run time); the position is checked.
        case ignoreSizes
        /// "Off": the designer takes the item's layout on themselves.
        case off
    }

    public init(ambiguous: Bool = false, misplaced: Bool = false, ambiguityCheck: AmbiguityCheck? = nil) {
        self.ambiguous = ambiguous
        self.misplaced = misplaced
        self.ambiguityCheck = ambiguityCheck
    }
}
