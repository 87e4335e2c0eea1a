/// What a design tool recorded about an item when the file was saved: Interface Builder's own
/// `ambiguous="YES"` and `misplaced="YES"` warnings. Rules compare them with their own findings.
public struct DesignTimeFlags: Hashable, Codable, Sendable {
    /// The tool found the item's position or size not determined by its constraints.
    public var ambiguous: Bool
    /// The tool found the item's stored frame differs from the frame its constraints give.
    public var misplaced: Bool

    public init(ambiguous: Bool = false, misplaced: Bool = false) {
        self.ambiguous = ambiguous
        self.misplaced = misplaced
    }
}
