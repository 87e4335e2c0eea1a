import LayoutModel
import Testing

/// `SceneIndex.subtree(of:)` walks down from the container and answers exactly what the ancestry says: an item is
/// inside when the chain of its first declaration's superviews reaches the container, cycles and repeated ids included.
struct SceneIndexTests {
    private let scene = Scene(name: "tree", root: "root", items: [
        Item(id: "root"),
        Item(id: "card", superview: "root"),
        Item(id: "title", superview: "card"),
        Item(id: "badge", superview: "title"),
        Item(id: "footer", superview: "root"),
        // A repeated id: the first declaration (under `card`) decides where it is.
        Item(id: "title", superview: "footer"),
        // A cycle a reader could produce; it must end and stay out of the tree.
        Item(id: "loopA", superview: "loopB"),
        Item(id: "loopB", superview: "loopA"),
    ])

    /// The subtree as the ancestry defines it, for comparison.
    private func byAncestry(_ index: SceneIndex, _ container: ItemID) -> Set<ItemID> {
        Set(index.items.filter { index.ancestry(of: $0.id).contains(container) }.map(\.id))
    }

    @Test func subtreeMatchesTheAncestryForEveryContainer() {
        let index = SceneIndex(scene)
        for container: ItemID in ["root", "card", "title", "badge", "footer", "loopA", "loopB", "absent"] {
            #expect(index.subtree(of: container) == byAncestry(index, container), "\(container)")
        }
    }

    @Test func subtreeHoldsTheContainerAndFollowsFirstDeclarations() {
        let index = SceneIndex(scene)
        #expect(index.subtree(of: "card") == ["card", "title", "badge"])
        #expect(index.subtree(of: "footer") == ["footer"])
        #expect(index.subtree(of: "loopA") == ["loopA", "loopB"])
        #expect(index.subtree(of: "absent") == [])
    }
}
