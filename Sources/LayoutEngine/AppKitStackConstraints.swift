import LayoutModel

/// The constraints an `NSStackView` makes where they differ from `UIStackView`'s, from Apple's documentation of
/// `NSStackView` (`spacing`, `Gravity`, `Distribution`, `alignment`, `edgeInsets`, `setHuggingPriority(_:for:)`):
///
/// - Gravity areas (`Distribution.gravityAreas`, the default: "relying on behavior described by gravity areas and
///   set hugging priorities along the stacking axis"): the gap between neighbours is at least `spacing`
///   (required) and equal to it at max(defaultHigh, the stack's hugging priority) inside an area, at the hugging
///   priority between areas. An end area stays at its edge at the stronger priority; an empty end leaves a gap
///   that grows at the hugging priority ("the Auto Layout priority for the stack view to minimize its size",
///   `defaultLow` unless set). The centre area "is constrained to remain geometrically centered with an Auto
///   Layout priority of defaultLow" (`NSStackView.Gravity`).
/// - Across the axis, in every distribution: the views aligned as `alignment` says, just short of required (Xcode
///   stores a view a developer moved off the alignment where it was put), kept inside the stack, and the stack as
///   small around them as its hugging priority across the axis asks. `alignment = notAnAttribute` makes "the
///   internal alignment constraints … not be created" (the header's words): then nothing places them across.
/// - `fillEqually`: the views' sizes are equal "as much as possible" (999), not required as UIStackView's; the
///   proportions of `fillProportionally` hold the same way.
/// - `equalSpacing` / `equalCentering`: the stack also hugs its views along the axis (the first gap equal to
///   `spacing` at the hugging priority); UIStackView's leave that size free.
struct AppKitStackConstraints {
    let stack: Item
    let configuration: StackConfiguration
    /// The arranged views the stack lays out (hidden ones are detached), with their gravity areas.
    let members: [(id: ItemID, gravity: AppKitStackSettings.Gravity)]
    /// The stack's clipping resistance per axis (below required, it may be smaller than its views and clip them).
    let clippingResistance: AxisPair<Priority>

    /// Priority at which views stay aligned across the axis: a developer's own constraint wins.
    static let alignmentPriority = Priority(999)
    /// A fit "as small as the views allow" cannot be required (it would squeeze the views), so at most this.
    static let strongestFit = Priority(999)
    /// Equal sizes in a `fillEqually` stack hold "as much as possible": just short of required.
    static let equalSizePriority = Priority(999)
    /// Priority at which the centre gravity area stays centred.
    static let centerAreaPriority = Priority.defaultLow

    static let spacingIdentifier = "NSStackView-spacing"
    static let fillEquallyIdentifier = "NSStackView-fill-equally"
    static let huggingIdentifier = "NSStackView-hugging"
    static let edgeIdentifier = "NSStackView-edge"
    static let alignmentIdentifier = "NSStackView-alignment"
    static let centerIdentifier = "NSStackView-center-gravity"

    private var settings: AppKitStackSettings { configuration.appKit ?? AppKitStackSettings() }
    private var horizontal: Bool { configuration.axis == .horizontal }
    private var attributes: StackAxisAttributes { StackAxisAttributes(configuration.axis) }
    private var lead: Attribute { attributes.lead }
    private var trail: Attribute { attributes.trail }
    private var alongHugging: Priority { settings.hugging[configuration.axis] }
    private var crossAxis: Axis { horizontal ? .vertical : .horizontal }
    /// Inside a gravity area, or against an edge whose area has views: max(defaultHigh, hugging).
    private var packedPriority: Priority { max(.defaultHigh, alongHugging) }

    func make(
        _ first: ItemID, _ firstAttribute: Attribute, _ relation: Relation = .equal, _ second: ItemID?,
        _ secondAttribute: Attribute = .notAnAttribute, constant: Double = 0, priority: Priority = .required,
        identifier: String
    ) -> EngineConstraint {
        EngineConstraint(model: Constraint(
            firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
            secondAttribute: secondAttribute, constant: constant, priority: priority, identifier: identifier,
            origin: .stackView, location: stack.location))
    }

    /// Every constraint of a stack laid out by gravity areas, along its axis and across it.
    func gravityAreaConstraints() -> [EngineConstraint] {
        guard let first = members.first, let last = members.last else { return [] }
        let insets = settings.edgeInsets
        let leadInset = horizontal ? insets.left : insets.top
        let trailInset = horizontal ? insets.right : insets.bottom
        let spacing = configuration.spacing
        let id = stack.id
        var result: [EngineConstraint] = []

        // Edges: never closer than the inset; held there as strongly as the area at that edge is packed.
        result.append(make(first.id, lead, .greaterThanOrEqual, id, lead, constant: leadInset, identifier: Self.edgeIdentifier))
        result.append(make(
            first.id, lead, .equal, id, lead, constant: leadInset,
            priority: first.gravity == .leading ? packedPriority : alongHugging, identifier: Self.edgeIdentifier))
        // The views start at the leading edge; a stack that may clip them gives way at its trailing edge.
        result.append(make(
            id, trail, .greaterThanOrEqual, last.id, trail, constant: trailInset,
            priority: clippingResistance[configuration.axis], identifier: Self.edgeIdentifier))
        result.append(make(
            id, trail, .equal, last.id, trail, constant: trailInset,
            priority: last.gravity == .trailing ? packedPriority : alongHugging, identifier: Self.edgeIdentifier))

        for (previous, next) in zip(members, members.dropFirst()) {
            result.append(make(next.id, lead, .greaterThanOrEqual, previous.id, trail, constant: spacing, identifier: Self.spacingIdentifier))
            let sameArea = previous.gravity == next.gravity
            result.append(make(
                next.id, lead, .equal, previous.id, trail, constant: spacing,
                priority: sameArea ? packedPriority : alongHugging,
                identifier: sameArea ? Self.spacingIdentifier : Self.huggingIdentifier))
        }

        // A single view in the centre area is centred; a longer centre area would need its middle, which one
        // constraint between two items cannot name, so it is left to the spacing.
        let centered = members.filter { $0.gravity == .center }
        if centered.count == 1, let only = centered.first {
            let center = attributes.center
            result.append(make(only.id, center, .equal, id, center, priority: Self.centerAreaPriority, identifier: Self.centerIdentifier))
        }
        return result + crossAxisConstraints()
    }

    /// The edges along the axis in `equalSpacing` / `equalCentering`: the views never outside the stack, and at its
    /// edges only as strongly as the stack hugs them. AppKit documents an "effective hugging priority in the stacking
    /// axis" of required for the three fill distributions only (`NSStackView.Distribution.fill`, `.fillEqually`,
    /// `.fillProportionally`); the spacing ones keep the stack's own (`setHuggingPriority(_:for:)`), so a developer's
    /// constraint placing the last view off the edge wins over the stack (UIStackView's edges are required in every
    /// distribution).
    func spacingDistributionEdges(leadEdge: Attribute, trailEdge: Attribute) -> [EngineConstraint] {
        guard let first = members.first, let last = members.last else { return [] }
        let id = stack.id
        return [
            make(first.id, lead, .greaterThanOrEqual, id, leadEdge, identifier: Self.edgeIdentifier),
            make(first.id, lead, .equal, id, leadEdge, priority: alongHugging, identifier: Self.edgeIdentifier),
            make(id, trailEdge, .greaterThanOrEqual, last.id, trail,
                 priority: clippingResistance[configuration.axis], identifier: Self.edgeIdentifier),
            make(id, trailEdge, .equal, last.id, trail, priority: alongHugging, identifier: Self.edgeIdentifier),
        ]
    }

    /// The stack hugging its views along the axis when it spaces them equally: the first gap equal to `spacing` at
    /// the stack's hugging priority (with the gaps equal, all of them; with the centres equally spaced, the smallest).
    func equalSpacingHug() -> [EngineConstraint] {
        guard members.count >= 2 else { return [] }
        return [make(members[1].id, lead, .equal, members[0].id, trail, constant: configuration.spacing,
                     priority: alongHugging, identifier: Self.huggingIdentifier)]
    }

    /// The views' sizes along the axis equal to the first's, as strongly as anything short of required holds.
    func equalSizes() -> [EngineConstraint] {
        guard let first = members.first else { return [] }
        let size = attributes.size
        return members.dropFirst().map { other in
            make(other.id, size, .equal, first.id, size, priority: Self.equalSizePriority, identifier: Self.fillEquallyIdentifier)
        }
    }
}
