import LayoutModel

/// A view added or arranged only inside a branch or a method run as a variant exists in that variant only.
/// The hierarchy is one for every variant, so such a view is hidden in the base scene and shown in the
/// variant that placed it. Code that builds a view's whole content in `layout(style:)` otherwise left the
/// base scene a state no app ever shows: stack views full of arranged views, but with the axis, spacing and
/// constraints the variant gives them missing.
extension SwiftInterpreter {
    /// Records that `child` was just added (`arranged`: to a stack view's arranged subviews) where the code
    /// runs now. In a variant, a view nothing had placed before is hidden in the base and shown there; one
    /// removed earlier in this variant and added again is back. In the base, a view a variant placed first is
    /// in the base after all.
    func placed(_ child: Int, wasPlaced: Bool, arranged: Bool) {
        guard let variant else {
            builder.placedWhileHiddenIn[child] = nil
            if builder.placedOnlyInVariants.remove(child) != nil {
                builder.objects[child].isHidden = false
                builder.arrangedOnlyInVariants.remove(child)
            }
            return
        }
        // Hidden by the set-up's own `isHidden = true`, not by the placing of another variant (below).
        if !wasPlaced, builder.objects[child].isHidden, builder.hiddenByCode.contains(child), !builder.placedOnlyInVariants.contains(child) {
            builder.placedWhileHiddenIn[child, default: []].insert(variant)
        }
        if !wasPlaced, !builder.objects[child].isHidden {
            builder.objects[child].isHidden = true
            builder.placedOnlyInVariants.insert(child)
            if arranged { builder.arrangedOnlyInVariants.insert(child) }
            builder.setHidden(child, false, in: variant)
            return
        }
        guard var entry = builder.variants[variant] else { return }
        let name = ItemID("#\(child)")
        guard entry.hiddenItems.contains(name) else { return }
        entry.hiddenItems.removeAll { $0 == name }
        builder.variants[variant] = entry
        restoreConstraintsOnReturn(child, in: variant)
    }
}

extension SwiftSceneBuilder {
    /// The set-up hides the object on purpose: a variant that only adds or arranges it does not show it
    /// (UIKit's `addArrangedSubview` does not unhide a view).
    mutating func keepHiddenWhereVariantsPlaceIt(_ id: Int) {
        guard placedOnlyInVariants.remove(id) != nil else { return }
        arrangedOnlyInVariants.remove(id)
        let name = ItemID("#\(id)")
        for key in variants.keys { variants[key]?.shownItems.removeAll { $0 == name } }
    }

    /// Whether the object is hidden in the base scene. A stack view collapses a hidden arranged view to
    /// nothing, which a constraint the base activates on that view (a width set up in `init`) would fight,
    /// though at run time the view is simply not in the stack yet: such a view stays visible in the base.
    func isHiddenInBase(_ id: Int) -> Bool {
        guard objects[id].isHidden else { return false }
        guard arrangedOnlyInVariants.contains(id) else { return true }
        return !constraints.contains { $0.isActive && ($0.first == id || $0.second == id) }
    }
}
