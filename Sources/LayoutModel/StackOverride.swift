/// Stack view properties a variant sets differently from the base scene (`axis = .vertical` inside
/// `case .large:`); nil means "as in the base scene". Arranged subviews are never overridden.
public struct StackOverride: Hashable, Codable, Sendable {
    /// The stack view.
    public var item: ItemID
    public var axis: Axis?
    public var spacing: Double?
    public var distribution: StackConfiguration.Distribution?
    public var alignment: StackConfiguration.Alignment?
    public var isLayoutMarginsRelativeArrangement: Bool?
    public var isBaselineRelativeArrangement: Bool?

    public init(
        item: ItemID,
        axis: Axis? = nil,
        spacing: Double? = nil,
        distribution: StackConfiguration.Distribution? = nil,
        alignment: StackConfiguration.Alignment? = nil,
        isLayoutMarginsRelativeArrangement: Bool? = nil,
        isBaselineRelativeArrangement: Bool? = nil
    ) {
        self.item = item
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }

    /// The override that turns `base` into `changed` (only the properties that differ), for `item`.
    public init(item: ItemID, from base: StackConfiguration, to changed: StackConfiguration) {
        self.init(item: item)
        if changed.axis != base.axis { axis = changed.axis }
        if changed.spacing != base.spacing { spacing = changed.spacing }
        if changed.distribution != base.distribution { distribution = changed.distribution }
        if changed.alignment != base.alignment { alignment = changed.alignment }
        if changed.isLayoutMarginsRelativeArrangement != base.isLayoutMarginsRelativeArrangement {
            isLayoutMarginsRelativeArrangement = changed.isLayoutMarginsRelativeArrangement
        }
        if changed.isBaselineRelativeArrangement != base.isBaselineRelativeArrangement {
            isBaselineRelativeArrangement = changed.isBaselineRelativeArrangement
        }
    }

    /// True when it changes nothing.
    public var isEmpty: Bool {
        axis == nil && spacing == nil && distribution == nil && alignment == nil
            && isLayoutMarginsRelativeArrangement == nil && isBaselineRelativeArrangement == nil
    }

    /// This override with the properties `later` sets replacing its own.
    public func merging(_ later: StackOverride) -> StackOverride {
        var merged = self
        if let axis = later.axis { merged.axis = axis }
        if let spacing = later.spacing { merged.spacing = spacing }
        if let distribution = later.distribution { merged.distribution = distribution }
        if let alignment = later.alignment { merged.alignment = alignment }
        if let flag = later.isLayoutMarginsRelativeArrangement { merged.isLayoutMarginsRelativeArrangement = flag }
        if let flag = later.isBaselineRelativeArrangement { merged.isBaselineRelativeArrangement = flag }
        return merged
    }

    /// `configuration` with the overridden properties set.
    public func applied(to configuration: StackConfiguration) -> StackConfiguration {
        var result = configuration
        if let axis { result.axis = axis }
        if let spacing { result.spacing = spacing }
        if let distribution { result.distribution = distribution }
        if let alignment { result.alignment = alignment }
        if let isLayoutMarginsRelativeArrangement { result.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement }
        if let isBaselineRelativeArrangement { result.isBaselineRelativeArrangement = isBaselineRelativeArrangement }
        return result
    }
}
