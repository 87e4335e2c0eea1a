import LayoutModel

extension SwiftInterpreter {
    /// A view added to a new superview leaves its old one first, and with it the constraints that tied it (or its
    /// subtree) to views outside ("removes any constraints that refer to the view", `removeFromSuperview()`):
    /// ruuvi/com.ruuvi.station.ios pins a container to its view, then moves it into a stack view (held-out round 33).
    /// A move in a method run later (a variant) drops them in that variant: netease-kit/nim-uikit-ios @12f0338d moves
    /// its text view into a multi-line box and pins it there (held-out round 74).
    func leaveOldSuperview(_ child: Int, for parent: Int) {
        if builder.objects[child].isFromNib, builder.objects[child].superview != parent { provenance.nibViewsMovedByCode.insert(child) }
        guard let old = builder.objects[child].superview, old != parent else { return }
        chargeConstraintScan()
        guard let variant else { return deactivateConstraintsLeaving(child) }
        // The hierarchy is shared by every variant: only constraints active in this one are dropped, not those another
        // alternative made around the place it gave the view (a wide layout's panel the compact one never builds).
        let states = builder.activeStates(in: variant)
        for (index, constraint) in builder.constraints.enumerated() where index < states.count && states[index] {
            guard let second = constraint.second, isInSubtree(constraint.first, of: child) != isInSubtree(second, of: child) else { continue }
            builder.setActive(index, false, in: variant)
        }
    }

    /// A view a method run after the set-up (an action) moves out of the superview the set-up gave it into a stack view.
    /// The reader keeps one hierarchy for the set-up and every variant, so moving it there would move it at set-up
    /// too, under the set-up's constraints to its old neighbours (APP-iOS5th/GaGyeBoo @868f0165, held-out round 57: a
    /// button pinned 20 points under a field in `viewDidLoad`, moved into the field's stack by a segment action, read
    /// as in the stack at set-up, 2 false conflicts with the stack's spacing). It stays where the set-up put it, open;
    /// the stack's own views and constraints are read as they are. A plain `addSubview` still moves the view: code
    /// that builds a new container in a method and moves a view into it constrains the two together next
    /// (nickustinov/itsyhome-macos @4d1a2c43, a settings pane's section moved into a fresh wrapper).
    private func isMovedIntoAStackByAMethod(_ child: Int, to parent: Int) -> Bool {
        // Set-ups other code calls apart (`configureForWide()` / `configureForCompact()`) are alternatives of the
        // set-up, not changes after it.
        guard let variant, let old = builder.objects[child].superview, old != parent,
              let method = variant.name.components(separatedBy: " / ").first, method.hasSuffix("()"),
              !setups.alternatives.contains(method) else { return false }
        open(child, because: "moved to another superview by `\(variant.name)`; the set-up's hierarchy is read", flagUnknown: false)
        return true
    }

    /// `parent.addSubview(child)`: out of its old superview, into the new one, and the hooks UIKit calls then.
    func addSubview(_ child: Int, to parent: Int) {
        let wasPlaced = builder.objects[child].superview != nil
        leaveOldSuperview(child, for: parent)
        builder.setSuperview(of: child, to: parent)
        placedAndNotified(child, wasPlaced: wasPlaced, arranged: false)
    }

    /// `stack.addArrangedSubview(child)` / `insertArrangedSubview(child, at:)`, and the hooks UIKit calls then.
    func addArrangedSubview(_ child: Int, to stack: Int, at position: Int?) {
        if isMovedIntoAStackByAMethod(child, to: stack) { return }
        let wasPlaced = builder.objects[child].superview != nil
        arrange(child, in: stack, at: position)
        placedAndNotified(child, wasPlaced: wasPlaced, arranged: true)
    }
}
