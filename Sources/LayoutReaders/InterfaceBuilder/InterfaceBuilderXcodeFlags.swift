import LayoutModel

/// The layout flags Xcode saved on one object of an Interface Builder file.
public struct InterfaceBuilderXcodeFlags: Hashable, Sendable {
    /// Xcode found the view's position or size ambiguous.
    public var ambiguous: Bool
    /// Xcode found the view's frame differs from what its constraints give.
    public var misplaced: Bool
    /// Where the object is declared.
    public var location: SourceLocation

    public init(ambiguous: Bool, misplaced: Bool, location: SourceLocation) {
        self.ambiguous = ambiguous
        self.misplaced = misplaced
        self.location = location
    }
}
