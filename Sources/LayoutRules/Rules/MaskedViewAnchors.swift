import LayoutEngine
import LayoutModel

/// Whether the constraints touching a view that keeps its autoresizing mask hold it anywhere, or only hang other views
/// off it. `label.top == image.bottom + 10` with nothing else placing the label vertically places the label: the image
/// stays where its mask puts it, and nothing is over-determined. A neighbour that something else fixes (its superview,
/// a guide, a view laid out by its frame, or a chain reaching one of them) makes the constraint place the masked view
/// a second time (ogoguel/activegs-ios @dab26a53, held-out round 64: an image view every label of a nib is set around).
struct MaskedViewAnchors {
    let analysis: SceneAnalysis

    /// Whether one of `constraints`, each touching the masked view `masked`, fixes it along its axis a second time. The
    /// items fixed without it are worked out once per axis.
    func holds(_ masked: ItemID, byAnyOf constraints: [Constraint]) -> Bool {
        var fixedAlong: [Axis: Set<ItemID>] = [:]
        return constraints.contains { constraint in
            guard let axis = constraint.firstAttribute.axis, let other = constraint.secondItem,
                  constraint.firstAttribute.kind != .dimension, constraint.secondAttribute.kind != .dimension else { return true }
            let neighbour = constraint.firstItem == masked ? other : constraint.firstItem
            guard neighbour != masked else { return true }
            if fixedAlong[axis] == nil { fixedAlong[axis] = fixedItems(along: axis, without: masked) }
            return fixedAlong[axis]?.contains(neighbour) == true
        }
    }

    /// The items whose position along `axis` something other than `masked` fixes: the masked view's ancestors, layout
    /// guides, views laid out by their frames, and whatever position constraints chain to them without passing `masked`.
    private func fixedItems(along axis: Axis, without masked: ItemID) -> Set<ItemID> {
        let scene = analysis.scene
        var fixed = Set(analysis.ancestry(of: masked).dropFirst())
        for item in scene.items where item.id != masked && (item.isLayoutGuide || item.translatesAutoresizingMask || item.id == scene.root) {
            fixed.insert(item.id)
        }
        var neighbours: [ItemID: [ItemID]] = [:]
        for constraint in analysis.activeConstraintList {
            guard let second = constraint.secondItem, constraint.firstAttribute.axis == axis,
                  constraint.firstAttribute.kind != .dimension, constraint.secondAttribute.kind != .dimension,
                  constraint.firstItem != masked, second != masked else { continue }
            neighbours[constraint.firstItem, default: []].append(second)
            neighbours[second, default: []].append(constraint.firstItem)
        }
        var pending = Array(fixed)
        while let item = pending.popLast() {
            for next in neighbours[item] ?? [] where fixed.insert(next).inserted { pending.append(next) }
        }
        return fixed
    }
}
