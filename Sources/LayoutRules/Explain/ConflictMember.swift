import LayoutModel

/// A member of a conflict: a constraint the log printed, or the implicit rule that a size is never negative.
public enum ConflictMember: Hashable, Sendable {
    /// Index into the message's logged constraints.
    case logged(Int)
    /// `item.width >= 0` (horizontal) or `item.height >= 0` (vertical).
    case sizeFloor(item: ItemID, axis: Axis)

    /// The logged index, nil for a size floor.
    public var loggedIndex: Int? {
        if case .logged(let index) = self { return index }
        return nil
    }

    /// How the member reads in messages.
    public func formula(in input: ExplainInput) -> String {
        switch self {
        case .logged(let index): return input.constraints[index].constraint.formula
        case .sizeFloor(let item, let axis): return "\(item).\(axis == .horizontal ? "width" : "height") >= 0"
        }
    }
}
