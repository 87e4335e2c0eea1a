/// A size class.
public enum SizeClass: String, CaseIterable, Codable, Sendable {
    case compact, regular

    /// The size class that is not this one.
    public var other: SizeClass { self == .compact ? .regular : .compact }
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
    /// Stack views configured differently in this variant (axis, alignment, … set inside the branch).
    public var stackOverrides: [StackOverride]
    /// The screens the variant's code can run on (a branch testing the orientation or the idiom); nil = any.
    public var deviceForms: Set<DeviceForm>?
    /// Whether what the variant activates stays active after the screen changes to another size class: the code
    /// re-runs its size-class branch on every trait change and switches nothing off there, so a rotation adds the
    /// new size class's constraints to the old one's.
    public var persistsAcrossTraitChanges: Bool
    public var location: SourceLocation

    public init(
        name: String,
        horizontalSizeClass: SizeClass? = nil,
        verticalSizeClass: SizeClass? = nil,
        activatedConstraints: [Int] = [],
        deactivatedConstraints: [Int] = [],
        hiddenItems: [ItemID] = [],
        shownItems: [ItemID] = [],
        stackOverrides: [StackOverride] = [],
        deviceForms: Set<DeviceForm>? = nil,
        persistsAcrossTraitChanges: Bool = false,
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.activatedConstraints = activatedConstraints
        self.deactivatedConstraints = deactivatedConstraints
        self.hiddenItems = hiddenItems
        self.shownItems = shownItems
        self.stackOverrides = stackOverrides
        self.deviceForms = deviceForms
        self.persistsAcrossTraitChanges = persistsAcrossTraitChanges
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case name, horizontalSizeClass, verticalSizeClass, activatedConstraints, deactivatedConstraints
        case hiddenItems, shownItems, stackOverrides, deviceForms, persistsAcrossTraitChanges, location
    }

    /// Whether the variant's code can run on a screen of `form`.
    public func runs(on form: DeviceForm) -> Bool { deviceForms?.contains(form) ?? true }

    /// Decodes a variant; `stackOverrides` and `persistsAcrossTraitChanges` may be absent (files written before they existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        horizontalSizeClass = try container.decodeIfPresent(SizeClass.self, forKey: .horizontalSizeClass)
        verticalSizeClass = try container.decodeIfPresent(SizeClass.self, forKey: .verticalSizeClass)
        activatedConstraints = try container.decode([Int].self, forKey: .activatedConstraints)
        deactivatedConstraints = try container.decode([Int].self, forKey: .deactivatedConstraints)
        hiddenItems = try container.decode([ItemID].self, forKey: .hiddenItems)
        shownItems = try container.decode([ItemID].self, forKey: .shownItems)
        stackOverrides = try container.decodeIfPresent([StackOverride].self, forKey: .stackOverrides) ?? []
        deviceForms = try container.decodeIfPresent(Set<DeviceForm>.self, forKey: .deviceForms)
        persistsAcrossTraitChanges = try container.decodeIfPresent(Bool.self, forKey: .persistsAcrossTraitChanges) ?? false
        location = try container.decode(SourceLocation.self, forKey: .location)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(horizontalSizeClass, forKey: .horizontalSizeClass)
        try container.encodeIfPresent(verticalSizeClass, forKey: .verticalSizeClass)
        try container.encode(activatedConstraints, forKey: .activatedConstraints)
        try container.encode(deactivatedConstraints, forKey: .deactivatedConstraints)
        try container.encode(hiddenItems, forKey: .hiddenItems)
        try container.encode(shownItems, forKey: .shownItems)
        if !stackOverrides.isEmpty { try container.encode(stackOverrides, forKey: .stackOverrides) }
        try container.encodeIfPresent(deviceForms.map { $0.sorted() }, forKey: .deviceForms)
        if persistsAcrossTraitChanges { try container.encode(true, forKey: .persistsAcrossTraitChanges) }
        try container.encode(location, forKey: .location)
    }
}

extension Variant {
    /// How many size classes a variation names (0 to 2): one naming both is more specific than one naming one, and wins
    /// where both apply (Interface Builder's `heightClass=compact-widthClass=compact` over `heightClass=compact`).
    public static func sizeClassSpecificity(horizontal: SizeClass?, vertical: SizeClass?) -> Int {
        (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1)
    }

    /// `sizeClassSpecificity(horizontal:vertical:)` of this variant's size classes.
    public var sizeClassSpecificity: Int {
        Self.sizeClassSpecificity(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }
}
