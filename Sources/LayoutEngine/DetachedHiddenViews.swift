import LayoutModel

/// An NSStackView takes a hidden arranged view out of the view hierarchy: with `detachesHiddenViews` (true by
/// default) "setting the isHidden property of a view to true causes the stack view to remove hidden views from its
/// view hierarchy and put them in the detachedViews property" (Apple's NSStackView.detachesHiddenViews
/// documentation), and "a view in a detached state is not present in the stack view's view hierarchy"
/// (NSStackView.detachedViews). Removing a view from its superview removes the constraints that tie it, or a view
/// inside it, to views outside it (NSView.removeFromSuperview); showing the view again does not put them back. Its
/// own constraints and those between views inside it go with it, out of the window's layout.
///
/// So wherever such a view is hidden, the constraints across its edge are inactive: rules and the solver see the
/// hierarchy AppKit lays out. Where the stack leaves the view (out of its chain, parked at its corner) is
/// `StackConstraintBuilder.addHiddenViews`. A UIStackView keeps a hidden view in its hierarchy (it collapses it), so
/// nothing here applies to one; the stack is told apart by its platform class (`StackViewConstraints.isAppKitStack`).
/// Nor does it apply to an NSStackView whose `detachesHiddenViews` is off (`AppKitStackSettings.detachesHiddenViews`).
enum DetachedHiddenViews {
    /// The scene with every constraint between a detached view's subtree and a view outside it deactivated.
    static func applied(to scene: Scene) -> Scene {
        let detached = detachedViews(in: scene)
        guard !detached.isEmpty else { return scene }
        let index = SceneIndex(scene)
        // For each item inside a detached view, the detached views it is inside (one, unless stacks nest).
        var enclosing: [ItemID: Set<ItemID>] = [:]
        for view in detached {
            for item in index.subtree(of: view) { enclosing[item, default: []].insert(view) }
        }
        var result = scene
        for position in scene.constraints.indices where scene.constraints[position].isActive {
            let sides = Set(scene.constraints[position].items.map { enclosing[$0] ?? [] })
            if sides.count > 1 { result.constraints[position].isActive = false }
        }
        return result
    }

    /// The hidden arranged views of the NSStackViews present in `scene` that detach hidden views: the views AppKit
    /// detaches.
    static func detachedViews(in scene: Scene) -> Set<ItemID> {
        let stacks = scene.items.filter { $0.stack != nil && !$0.isAbsent }
        guard !stacks.isEmpty else { return [] }
        let isAppKitScene = AppKitLayout.isAppKit(scene)
        let hidden = Set(scene.items.filter { $0.isHidden && !$0.isAbsent }.map(\.id))
        var detached: Set<ItemID> = []
        for stack in stacks where StackViewConstraints.isAppKitStack(stack, inAppKitScene: isAppKitScene)
            && stack.stack?.appKit?.detachesHiddenViews ?? true {
            // A view not in this configuration at all (`isAbsent`) is no arranged view here, hidden or not.
            detached.formUnion(stack.stack?.arrangedSubviews.filter(hidden.contains) ?? [])
        }
        return detached
    }
}
