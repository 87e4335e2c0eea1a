import LayoutEngine
import LayoutModel

/// How missing_vertical_chain reads a break in the configuration (device and variants) where the engine found it.
extension MissingVerticalChainRule {
    /// The scene as it is once `variants` are applied: its active constraints and hidden items are the ones the
    /// engine solved.
    static func configured(_ scene: Scene, variants: [String]) -> Scene {
        var configured = scene
        for name in variants {
            if let variant = scene.variants.first(where: { $0.name == name }) { configured = configured.applying(variant) }
        }
        return configured
    }

    /// The item a break names.
    static func culprit(of chainBreak: ChainBreak) -> ItemID {
        switch chainBreak {
        case .unconnected(let item, _, _, _), .undeterminedSize(let item, _), .unpinnedEnd(let item, _): return item
        }
    }

    /// Whether an active constraint along `axis` ties `item` to another item.
    static func isTied(_ item: ItemID, along axis: Axis, in scene: Scene) -> Bool {
        scene.constraints.contains { constraint in
            constraint.isActive && constraint.firstAttribute.axis == axis
                && constraint.secondItem != nil && constraint.secondItem != constraint.firstItem && constraint.items.contains(item)
        }
    }

    /// Whether the break lies inside a view of a stack view class that the scene does not describe as a stack (a
    /// project's own stack, such as a vendored replacement for UIStackView that builds its constraints in loops over
    /// its arranged views), and nothing in the scene places that view's subviews along the axis: the stack arranges
    /// them itself, in code the model does not follow, and sizes itself from them. A missing link there is the
    /// model's, not the source's, so there is nothing to report, as for a view whose size the source does not give.
    /// A break at such a stack's own size (it has no size constraint) is the same gap: it sizes itself from its views.
    static func liesInsideUnmodelledStack(_ chainBreak: ChainBreak, of report: ContentSizeReport, in scene: Scene) -> Bool {
        var current = scene.item(culprit(of: chainBreak))?.superview
        if case .undeterminedSize(let item, _) = chainBreak, item != report.container { current = item }
        while let id = current, let view = scene.item(id) {
            if view.stack == nil, ClassCatalog.isStackView(view.className) {
                let children = scene.children(of: id)
                if !children.isEmpty, !children.contains(where: { isTied($0.id, along: report.axis, in: scene) }) { return true }
            }
            if id == report.container { break }
            current = view.superview
        }
        return false
    }

    /// The break as the visible layout has it. A view whose subviews are all hidden in this configuration and tied
    /// to nothing along the axis (a variant that takes them away with their constraints) has no content there: the
    /// break is that view's own size, not a missing link to a subview that is not shown. The container itself keeps
    /// the engine's break (its content is in the source, only not in this configuration).
    static func visibleBreak(_ chainBreak: ChainBreak, of report: ContentSizeReport, in scene: Scene) -> ChainBreak {
        guard let parent = scene.item(culprit(of: chainBreak))?.superview, parent != report.container,
              let parentItem = scene.item(parent), !parentItem.isHidden else { return chainBreak }
        let children = scene.children(of: parent).filter { !$0.isLayoutGuide }
        guard !children.isEmpty, children.allSatisfy({ $0.isHidden && !isTied($0.id, along: report.axis, in: scene) }) else {
            return chainBreak
        }
        return .undeterminedSize(item: parent, hasIntrinsicSize: parentItem.effectiveIntrinsicSize[report.axis].exists)
    }

    /// Whether the break lies at or inside a view an `NSStackView` arranges, across the stack's axis, where that view
    /// has no size of its own (a plain custom view in a row of controls). AppKit keeps such a view between the
    /// stack's edges and lets the stack's hugging (at its own priority) decide its extent; how it sizes a view with
    /// no intrinsic size there is not established (Interface Builder draws it the stack's full height and does not
    /// call it ambiguous: Latest @1d5a0ae8, Aerial @43daa78e), so the model does not conclude a missing link there.
    static func liesAcrossAnAppKitStack(_ chainBreak: ChainBreak, of report: ContentSizeReport, in scene: Scene) -> Bool {
        var current: ItemID? = culprit(of: chainBreak)
        while let id = current, let view = scene.item(id) {
            if let parent = view.superview, let stackItem = scene.item(parent), let stack = stackItem.stack,
               stack.appKit != nil || scene.isAppKitStack(stackItem),
               stack.axis != report.axis, stack.arrangedSubviews.contains(id), !view.effectiveIntrinsicSize[report.axis].exists {
                return true
            }
            if id == report.container { break }
            current = view.superview
        }
        return false
    }
}
