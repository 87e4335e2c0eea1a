import LayoutModel

/// The items of a scene that are open: something the readers did not see may place or size them along an axis.
/// Rules ask it before concluding: no ambiguity or missing link along an open axis, no conflict through a fact the
/// runtime derives from an open item, no missing common ancestor above an open view. (The engine holds open items
/// in place when it looks for ambiguity, so what merely hangs from them is not reported either.)
public struct UnknownPlacement: Sendable {
    private var openItems: [Axis: Set<ItemID>] = [:]
    private var reasonsByItem: [ItemID: Openness] = [:]

    /// Reads the open items of `scene`.
    public init(_ scene: Scene) {
        for item in scene.items {
            guard let openness = item.openness, !openness.isComplete else { continue }
            reasonsByItem[item.id] = openness
            for axis in Axis.allCases where openness.isOpen(axis) { openItems[axis, default: []].insert(item.id) }
        }
    }

    /// Whether `item` itself is open along `axis`.
    public func isOpen(_ item: ItemID, _ axis: Axis) -> Bool {
        openItems[axis]?.contains(item) ?? false
    }

    /// Whether `item` is open along either axis.
    public func isOpen(_ item: ItemID) -> Bool {
        isOpen(item, .horizontal) || isOpen(item, .vertical)
    }

    /// Whether any item is open at all.
    public var isEmpty: Bool { reasonsByItem.isEmpty }

    /// Why `item` is open along `axis`, in the readers' words.
    public func reasons(_ item: ItemID, _ axis: Axis) -> [String] {
        reasonsByItem[item]?.reasons(axis) ?? []
    }
}
