/// A size class.
public enum SizeClass: String, CaseIterable, Codable, Sendable {
    case compact, regular
}

/// One variant of a scene: a size-class combination or code branch that activates a different constraint set.
public struct Variant: Hashable, Codable, Sendable {
    public var name: String
    /// The horizontal size class the variant applies to; nil = any.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class the variant applies to; nil = any.
    public var verticalSizeClass: SizeClass?
    /// Indices into the scene's constraints that are active in this variant (whatever their `isActive`).
    public var activatedConstraints: [Int]
    /// Indices into the scene's constraints that are inactive in this variant.
    public var deactivatedConstraints: [Int]
    /// Items hidden in this variant.
    public var hiddenItems: [ItemID]
    /// Items shown in this variant although hidden in the base scene.
    public var shownItems: [ItemID]
    public var location: SourceLocation

    public init(
        name: String,
        horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil,
        activatedConstraints: [Int] = [],
        deactivatedConstraints: [Int] = [],
        hiddenItems: [ItemID] = [],
        shownItems: [ItemID] = [],
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.activatedConstraints = activatedConstraints
        self.deactivatedConstraints = deactivatedConstraints
        self.hiddenItems = hiddenItems
        self.shownItems = shownItems
        self.location = location
    }
}
