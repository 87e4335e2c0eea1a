import LayoutModel

extension SwiftInterpreter {
    /// `updateConstraints`' descriptions written so far and not applied yet, each in the branch it was written in.
    /// SnapKit applies them when the closure returns; applying a branch's own at the end of that branch lets the
    /// branches of an `if … else` inside the closure undo each other's, as for any other statement (held-out
    /// round 73, Juinjang/iOS: a label's height 42 in one branch and 21 in the other read as both in the second).
    func applySnapKitUpdates(_ maker: SwiftSnapKitMaker) {
        let pending = maker.descriptions.filter { $0.relation != nil && !$0.applied }
        guard !pending.isEmpty else { return }
        let outer = variant
        defer { variant = outer }
        for description in pending {
            description.applied = true
            variant = description.variant
            // SnapKit makes the constraints when the view held none of its own (its deactivated ones are gone).
            if !maker.makesInstead {
                updateSnapKitConstraints(description)
            } else if running.deferredHandlerDepth > 0 || running.untimedDepth > 0 {
                openViewsUpdatedLater([description], of: maker.target)
            } else {
                activateSnapKit(description)
            }
        }
    }

    /// Applies what the `updateConstraints` closures running now wrote in the branch that just ended.
    func applySnapKitUpdatesOfBranch() {
        for maker in running.snapKitUpdateMakers { applySnapKitUpdates(maker) }
    }

    /// `updateConstraints` in a branch: the constraint holds the new constant there only. The variant gets a copy of it
    /// with that constant in its place, as Interface Builder's size-class constants are read. Kept in the base, the
    /// constant of a branch that hides a stack's view and sets its height to 0 was lost, and the view's height fought
    /// the stack's hiding (PLUB2022/PLUB-iOS @ee91d5e3, held-out round 43; INU-BJJ/bjj-iOS @9b890cbe, round 45).
    func replaceSnapKitConstantInVariant(_ index: Int, with constant: Double, of target: Int) {
        guard let variant, builder.constraints.indices.contains(index),
              builder.constraints[index].constant != constant || builder.constraints[index].symbolicConstant != nil else { return }
        var copy = builder.constraints[index]
        copy.constant = constant
        copy.symbolicConstant = nil
        copy.isActive = false
        copy.madeIn = variant
        builder.constraints.append(copy)
        let replacement = builder.constraints.count - 1
        builder.setActive(index, false, in: variant)
        builder.setActive(replacement, true, in: variant)
        let registered = snapKitConstraints(of: target) + [replacement]
        builder.objects[target].slots[Self.snapKitSlot] = .array(registered.map { .constraint($0) })
    }

    /// `updateConstraints` matching nothing this scene holds, run when an event comes (an action, a handler) after the
    /// whole set-up, the host's included: it changes the constraint whoever placed the view made (SnapKit keeps them on
    /// the view), which this scene may not hold (iOS_Wegg ScheduleDetailSettingView: its own height updated, its
    /// parent's `makeConstraints` made it; held-out round 67). No constraint of its own: the view is open on those axes.
    func openViewsUpdatedLater(_ written: [SwiftSnapKitDescription], of target: Int) {
        let axes = Set(written.flatMap { $0.attributes.compactMap(\.axis) })
        let ordered = [Axis.horizontal, .vertical].filter(axes.contains)
        if !ordered.isEmpty { open(target, ordered, because: "updateConstraints of a constraint this scene does not hold", flagUnknown: false) }
    }
}
