import LayoutEngine
import LayoutModel

/// Which items' placement along an axis may depend on what the readers did not see, so that no rule concludes
/// anything from it. An item is unknown along an axis when it is open there itself, or when it is left free by
/// the constraints and tied to an open item through others left free: an open view's freedom is the freedom of
/// whatever hangs from it. An item the constraints determine stops that spread; the layout root never takes it.
public struct UnknownPlacement: Sendable {
    private var unknown: [Axis: Set<ItemID>] = [:]
    private var directlyOpen: [Axis: Set<ItemID>] = [:]
    private var reasonsByItem: [ItemID: Openness] = [:]

    /// Everything known: `--assume-complete`, or a scene whose readers saw all.
    public static let none = UnknownPlacement()

    private init() {}

    /// Works out the unknown items of `analysis`'s scene from its open items and its solutions' ambiguity.
    public init(_ analysis: SceneAnalysis) {
        let scene = analysis.scene
        for item in scene.items {
            guard let openness = item.openness, !openness.isComplete else { continue }
            reasonsByItem[item.id] = openness
            for axis in Axis.allCases where openness.isOpen(axis) { directlyOpen[axis, default: []].insert(item.id) }
        }
        guard !reasonsByItem.isEmpty else { return }
        var free: [Axis: Set<ItemID>] = [:]
        for solution in analysis.solutions {
            for ambiguity in solution.ambiguities {
                for component in ambiguity.components { free[component.axis, default: []].insert(ambiguity.item) }
            }
        }
        let root = scene.layoutRoot
        for axis in Axis.allCases {
            let neighbours = Self.neighbours(in: scene, along: axis)
            var reached = directlyOpen[axis] ?? []
            var queue = Array(reached)
            let passable = free[axis] ?? []
            while let item = queue.popLast() {
                for next in neighbours[item] ?? [] where next != root && !reached.contains(next) && passable.contains(next) {
                    reached.insert(next)
                    queue.append(next)
                }
            }
            unknown[axis] = reached
        }
    }

    /// Items tied along `axis`: by a constraint on that axis in any configuration, a stack view and what it
    /// arranges, a layout guide and its view.
    private static func neighbours(in scene: Scene, along axis: Axis) -> [ItemID: Set<ItemID>] {
        var result: [ItemID: Set<ItemID>] = [:]
        func link(_ a: ItemID, _ b: ItemID) {
            guard a != b else { return }
            result[a, default: []].insert(b)
            result[b, default: []].insert(a)
        }
        for constraint in scene.constraints where constraint.firstAttribute.axis == axis || constraint.secondAttribute.axis == axis {
            let items = constraint.items
            for (offset, item) in items.enumerated() {
                for other in items.dropFirst(offset + 1) { link(item, other) }
            }
        }
        for item in scene.items {
            if item.isLayoutGuide, let owner = item.superview { link(item.id, owner) }
            for arranged in item.stack?.arrangedSubviews ?? [] { link(item.id, arranged) }
        }
        return result
    }

    /// Whether something not read may decide where `item` lies along `axis`.
    public func isUnknown(_ item: ItemID, _ axis: Axis) -> Bool {
        unknown[axis]?.contains(item) ?? false
    }

    /// Whether `item` itself is open along `axis`.
    public func isOpen(_ item: ItemID, _ axis: Axis) -> Bool {
        directlyOpen[axis]?.contains(item) ?? false
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
