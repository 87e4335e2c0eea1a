/// A scene's hierarchy looked up by id: the same answers as `Scene.item(_:)`, `children(of:)` and
/// `ancestry(of:)`, each in constant or depth time instead of a scan of every item, for code that asks
/// about many items of a large scene.
public struct SceneIndex: Sendable {
    public let items: [Item]
    /// Position of the first item with each id (as `Scene.item(_:)` finds it).
    private let positions: [ItemID: Int]
    /// Positions of the items whose superview is the key, in declaration order.
    private let childPositions: [ItemID: [Int]]

    public init(_ scene: Scene) {
        items = scene.items
        var positions: [ItemID: Int] = [:]
        var childPositions: [ItemID: [Int]] = [:]
        for (position, item) in scene.items.enumerated() {
            if positions[item.id] == nil { positions[item.id] = position }
            if let parent = item.superview { childPositions[parent, default: []].append(position) }
        }
        self.positions = positions
        self.childPositions = childPositions
    }

    /// The item with this id.
    public func item(_ id: ItemID) -> Item? {
        positions[id].map { items[$0] }
    }

    /// Direct subviews and guides owned by `id`, in declaration order.
    public func children(of id: ItemID) -> [Item] {
        (childPositions[id] ?? []).map { items[$0] }
    }

    /// The chain from `id` up to the top of its hierarchy, `id` first. Stops on cycles.
    public func ancestry(of id: ItemID) -> [ItemID] {
        Scene.chain(from: id) { item($0)?.superview }
    }

    /// The ids of the items whose ancestry contains `container` (the container itself included when it is an item),
    /// found by walking down from the container: in time of the subtree, not of the whole scene.
    public func subtree(of container: ItemID) -> Set<ItemID> {
        var found: Set<ItemID> = positions[container] == nil ? [] : [container]
        var visited: Set<ItemID> = [container]
        var pending = [container]
        while let parent = pending.popLast() {
            for position in childPositions[parent] ?? [] {
                let id = items[position].id
                // An item's place is that of its first declaration, the one `item(_:)` and `ancestry(of:)` follow.
                guard positions[id] == position, visited.insert(id).inserted else { continue }
                found.insert(id)
                pending.append(id)
            }
        }
        return found
    }
}
