import LayoutModel

/// A constraint between an edge of a `UIScrollView` and a view inside it means the scroll view's content area,
/// not its frame. Apple's Auto Layout Guide, "Working with Scroll Views"
/// (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/WorkingwithScrollViews.html):
/// "Constraints between the edges or margins of the scroll view and its content attach to the scroll view's content
/// area. Constraints between the height, width, or centers attach to the scroll view's frame"; constraints to views
/// outside the scroll view attach to its frame (also Technical Note TN2154). So `content.bottom == scrollView.bottom`
/// sets how far the content scrolls; read against the frame it would squeeze the content into the scroll view.
///
/// Readers describe the constraint as the file writes it; this moves that side onto the scroll view's content layout
/// guide (the scene's own, or one added the way `scrollView.contentLayoutGuide` would be), for every reader alike.
/// Margins stay on the scroll view: they add its layout margins, which the content layout guide does not have.
/// Only `UIScrollView` and its subclasses: table, collection and text views lay out their own content, and an
/// AppKit `NSScrollView` has no content-area meaning for its edges (its document view is tiled by its clip view).
enum ScrollViewContentArea {
    static let contentEdges: Set<Attribute> = [.top, .bottom, .leading, .trailing, .left, .right]
    static let scrollViewClass = "UIScrollView"

    /// The scene with every content-area side on its scroll view's content layout guide.
    static func applied(to scene: Scene) -> Scene {
        let scrollViews = Set(scene.items.filter(isScrollView).map(\.id))
        guard !scrollViews.isEmpty else { return scene }
        var result = scene
        let superviews = Dictionary(scene.items.map { ($0.id, $0.superview) }, uniquingKeysWith: { first, _ in first })
        let guideItems = Set(scene.items.filter(\.isLayoutGuide).map(\.id))
        var guides: [ItemID: ItemID] = [:]
        for item in scene.items where item.guideKind == .scrollContent {
            if let owner = item.superview, guides[owner] == nil { guides[owner] = item.id }
        }
        var names = Set(scene.items.map(\.id))
        func guide(of scrollView: ItemID) -> ItemID {
            if let known = guides[scrollView] { return known }
            let added = addedGuide(for: scrollView, in: &result, names: &names)
            guides[scrollView] = added
            return added
        }
        func isInside(_ id: ItemID, _ scrollView: ItemID) -> Bool {
            // The scroll view's own guides are not inside it: `frameLayoutGuide` is its frame.
            guard let superview = superviews[id] ?? nil else { return false }
            if guideItems.contains(id), superview == scrollView { return false }
            var current: ItemID? = superview
            var seen: Set<ItemID> = []
            while let view = current, seen.insert(view).inserted {
                if view == scrollView { return true }
                current = superviews[view] ?? nil
            }
            return false
        }
        for index in scene.constraints.indices {
            let constraint = scene.constraints[index]
            if scrollViews.contains(constraint.firstItem), contentEdges.contains(constraint.firstAttribute),
               let other = constraint.secondItem, isInside(other, constraint.firstItem) {
                result.constraints[index].firstItem = guide(of: constraint.firstItem)
            }
            if let second = constraint.secondItem, scrollViews.contains(second), contentEdges.contains(constraint.secondAttribute),
               isInside(constraint.firstItem, second) {
                result.constraints[index].secondItem = guide(of: second)
            }
        }
        return result
    }

    /// A `UIScrollView` or a subclass of it (by its platform class).
    static func isScrollView(_ item: Item) -> Bool {
        guard item.kind == .view, let className = item.behaviourClass else { return false }
        return className == scrollViewClass || className == "UIKit." + scrollViewClass
    }

    /// Adds the content layout guide of `scrollView`, named as `scrollView.contentLayoutGuide` names it in code.
    private static func addedGuide(for scrollView: ItemID, in scene: inout Scene, names: inout Set<ItemID>) -> ItemID {
        let base = "\(scrollView.name).\(LayoutGuideKind.scrollContent.propertyName ?? "contentLayoutGuide")"
        var id = ItemID(base)
        var counter = 2
        while names.contains(id) {
            id = ItemID("\(base) \(counter)")
            counter += 1
        }
        names.insert(id)
        let location = scene.item(scrollView)?.location ?? .unknown
        scene.items.append(Item(id: id, kind: .layoutGuide(.scrollContent), className: "UILayoutGuide", superview: scrollView,
                                translatesAutoresizingMask: false, location: location))
        return id
    }
}
