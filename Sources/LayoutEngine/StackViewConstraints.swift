import LayoutModel

/// The constraints `UIStackView` makes for its arranged subviews, under the identifiers its logs use.
struct StackViewConstraints {
    let scene: Scene
    /// The scene's items by id.
    var index: SceneIndex?

    /// Priority of the stack's hug around its largest subview across its axis when alignment is not fill.
    static let spanningFitPriority = Priority(51)
    /// Priority at which a stack with nothing visible to arrange shrinks to nothing ('UISV-canvas-fit').
    static let canvasFitPriority = Priority(49)
    static let canvasFitIdentifier = "UISV-canvas-fit"
    /// Priority of an NSStackView's alignment across its axis (UIStackView's is required).
    static let appKitAlignmentPriority = Priority(999)
    /// Identifier of the bound that keeps an NSStackView at least as large as its views when its clipping
    /// resistance lets them be clipped.
    static let clippingIdentifier = "NSStackView-clipping"
    /// Where a detached (hidden) view of an NSStackView is parked: below any constraint of its own.
    static let detachedIdentifier = "NSStackView-detached"
    static let detachedParkingPriority = Priority(1)

    func make() -> [EngineConstraint] {
        let isAppKitScene = AppKitLayout.isAppKit(scene)
        return scene.items.filter { $0.stack != nil }.flatMap { constraints(for: $0, isAppKitScene: isAppKitScene) }
    }

    /// Whether a stack is an NSStackView: by its class, or any stack but a UIStackView in a macOS scene.
    static func isAppKitStack(_ item: Item, inAppKitScene isAppKitScene: Bool) -> Bool {
        let platformClass = item.platformClass ?? item.className
        return platformClass == "NSStackView" || (isAppKitScene && platformClass != "UIStackView")
    }

    /// The arranged views in this configuration: one absent from it (added by another code branch, not installed in
    /// this size class) is not arranged at all, neither laid out nor collapsed.
    /// The gap a UIStackView keeps between two neighbours of its chain, hidden views included: none before the first
    /// visible view or after the last, and around a hidden view between visible ones half the spacing on each side, so
    /// the visible views stay one spacing apart (kean/Arranged @HEAD, DistributionLayoutArrangement.addSpacings,
    /// checked against UIKit's own constraints: a hidden first view is held by `UISV-canvas-connection` at the stack's
    /// leading edge and by a 0 spacing to the next). Fixture: Fixtures/layout/stack-hidden-in-chain.layout.
    static func spacing(between previous: Item, and next: Item, visible: [Item], spacing: Double) -> Double {
        guard let firstVisible = visible.first?.id, let lastVisible = visible.last?.id else { return 0 }
        if next.id == firstVisible || previous.id == lastVisible { return 0 }
        return spacing - spacing / 2 * Double([previous, next].filter(\.isHidden).count)
    }

    private func presentViews(_ ids: [ItemID]) -> [Item] {
        ids.compactMap { id in index.map { $0.item(id) } ?? scene.item(id) }.filter { !$0.isAbsent }
    }

    private func constraints(for stackItem: Item, isAppKitScene: Bool) -> [EngineConstraint] {
        let made = uiKitNamedConstraints(for: stackItem, isAppKitScene: isAppKitScene)
        guard Self.isAppKitStack(stackItem, inAppKitScene: isAppKitScene) else { return made }
        // An NSStackView's own constraints carry no UIStackView name: `'UISV-spacing'` in a macOS app's message sent the
        // reader to the wrong framework (held-out rounds 77 and 78). AppKit logs them unnamed; `NSStackView-` says whose.
        return made.map { constraint in
            guard let identifier = constraint.model.identifier, identifier.hasPrefix("UISV-") else { return constraint }
            var renamed = constraint
            renamed.model.identifier = "NSStackView-" + identifier.dropFirst("UISV-".count)
            return renamed
        }
    }

    /// The stack's constraints, named as UIStackView names its own.
    private func uiKitNamedConstraints(for stackItem: Item, isAppKitScene: Bool) -> [EngineConstraint] {
        // A stack view not in the hierarchy in this configuration (taken out, or made by another code branch) arranges
        // nothing there: its constraints are not in the window's engine.
        guard let configuration = stackItem.stack, !stackItem.isAbsent else { return [] }
        var builder = StackConstraintBuilder(
            stackItem: stackItem, configuration: configuration, arranged: presentViews(configuration.arrangedSubviews),
            isAppKit: Self.isAppKitStack(stackItem, inAppKitScene: isAppKitScene))
        // Along the axis: the views edge to edge. A UIStackView keeps its hidden views in the chain (below), so its
        // canvas holds the first and last arranged views, hidden or not; an NSStackView detaches hidden views.
        let chained = builder.isAppKit ? builder.visible : (builder.visible.isEmpty ? [] : builder.arranged)
        builder.addCanvasEdges(chained: chained)
        builder.addHiddenViews()
        if builder.arrangesByGravity {
            return builder.result + builder.appKitLayout.gravityAreaConstraints()
                + emptyStackFit(stackItem, configuration, visible: builder.visible, needsSpanningFit: false)
        }
        builder.addSpacings(chained: chained)
        builder.addDistribution()
        let needsSpanningFit = builder.addAlignment()
        builder.addSpanningFit(needsSpanningFit)
        let fit = builder.isAppKit ? [] : UIStackViewFitConstraints(
            stack: stackItem, configuration: configuration, arranged: builder.arranged, visibleCount: builder.visible.count).make()
        return builder.result + fit + emptyStackFit(stackItem, configuration, visible: builder.visible, needsSpanningFit: needsSpanningFit)
    }

    /// With nothing visible to arrange, nothing sizes the stack: it shrinks to nothing along its axis and, where
    /// no spanning fit already pulls it in, across it too (else an empty stack filled in code is "ambiguous"),
    /// weaker than any stack's spanning fit so that the two never tie along one chain.
    private func emptyStackFit(_ stackItem: Item, _ configuration: StackConfiguration, visible: [Item], needsSpanningFit: Bool) -> [EngineConstraint] {
        guard visible.isEmpty else { return [] }
        let horizontal = configuration.axis == .horizontal
        let axes: [Attribute] = [horizontal ? .width : .height] + (needsSpanningFit ? [] : [horizontal ? .height : .width])
        return axes.map { attribute in
            EngineConstraint(model: Constraint(
                firstItem: stackItem.id, firstAttribute: attribute, relation: .equal, secondItem: nil, secondAttribute: .notAnAttribute,
                constant: 0, priority: Self.canvasFitPriority, identifier: Self.canvasFitIdentifier, origin: .stackView,
                location: stackItem.location))
        }
    }
}
