import LayoutModel

/// Which containers an active constraint ties to one of their children (a container whose size may come from its
/// content), answered per container once; the items of each active constraint by every item it mentions are
/// gathered on the first question.
struct ConstrainedContainers {
    private var constraintItemsByItem: [ItemID: [[ItemID]]]?
    private var known: [ItemID: Bool] = [:]

    /// Whether an active constraint of `scene` ties `container` to one of its children.
    mutating func hasConstrainedChildren(_ container: ItemID, in scene: Scene, index: SceneIndex) -> Bool {
        if let answer = known[container] { return answer }
        let itemsByItem = constraintItemsByItem ?? Self.constraintItemsByItem(scene)
        constraintItemsByItem = itemsByItem
        let children = Set(index.children(of: container).map(\.id))
        let answer = (itemsByItem[container] ?? []).contains { items in items.contains { children.contains($0) } }
        known[container] = answer
        return answer
    }

    /// The items of each active constraint, by every item it mentions.
    private static func constraintItemsByItem(_ scene: Scene) -> [ItemID: [[ItemID]]] {
        var result: [ItemID: [[ItemID]]] = [:]
        for (_, constraint) in scene.activeConstraints {
            let items = constraint.items
            for item in Set(items) { result[item, default: []].append(items) }
        }
        return result
    }
}
