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
        guard let configuration = stackItem.stack else { return [] }
        let stack = stackItem.id
        let arranged = presentViews(configuration.arrangedSubviews)
        let visible = arranged.filter { !$0.isHidden }
        let horizontal = configuration.axis == .horizontal
        let attributes = StackAxisAttributes(configuration.axis)
        let (lead, trail, size) = (attributes.lead, attributes.trail, attributes.size)
        let (crossLead, crossTrail, crossCenter, crossSize) = (attributes.crossLead, attributes.crossTrail, attributes.crossCenter, attributes.crossSize)
        func edge(_ attribute: Attribute) -> Attribute {
            configuration.isLayoutMarginsRelativeArrangement ? (attribute.marginForm ?? attribute) : attribute
        }
        var result: [EngineConstraint] = []
        func add(_ first: ItemID, _ firstAttribute: Attribute, _ relation: Relation, _ second: ItemID?,
                 _ secondAttribute: Attribute, multiplier: Double = 1, constant: Double = 0,
                 priority: Priority = .required, id identifier: String,
                 extra: [(item: ItemID, attribute: Attribute, coefficient: Double)] = []) {
            result.append(EngineConstraint(
                model: Constraint(firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                                  secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                                  priority: priority, identifier: identifier, origin: .stackView, location: stackItem.location),
                extraTerms: extra))
        }

        // An NSStackView may be made smaller than its views, which it then clips, where its clipping resistance
        // (the reader's compression resistance of the stack) is below required: the bound keeping it at least as
        // large as its views holds at that priority; the views still start at the leading (top) edge and still
        // fill a stack larger than they are.
        let isAppKit = Self.isAppKitStack(stackItem, inAppKitScene: isAppKitScene)
        func clipping(_ axis: Axis) -> Priority {
            guard isAppKit, let priority = stackItem.compressionResistance?[axis] else { return .required }
            return min(priority, .required)
        }
        let alongClipping = clipping(horizontal ? .horizontal : .vertical)
        let crossClipping = clipping(horizontal ? .vertical : .horizontal)

        // An NSStackView laid out by gravity areas makes none of UIStackView's constraints (see AppKitStackConstraints).
        let arrangesByGravity = isAppKit && configuration.distribution == .gravityAreas
        let appKitLayout = AppKitStackConstraints(
            stack: stackItem, configuration: configuration,
            members: visible.map { view in
                let position = configuration.arrangedSubviews.firstIndex(of: view.id) ?? 0
                return (view.id, (configuration.appKit ?? AppKitStackSettings()).gravity(at: position))
            },
            clippingResistance: AxisPair(horizontal: clipping(.horizontal), vertical: clipping(.vertical)))

        // Along the axis: the views edge to edge. A UIStackView keeps its hidden views in the chain (below), so its
        // canvas holds the first and last arranged views, hidden or not; an NSStackView detaches hidden views.
        let chained = isAppKit ? visible : (visible.isEmpty ? [] : arranged)
        if isAppKit, configuration.distribution.spacesViewsApart {
            result += appKitLayout.spacingDistributionEdges(leadEdge: edge(lead), trailEdge: edge(trail))
        } else if !arrangesByGravity, let first = chained.first, let last = chained.last {
            add(first.id, lead, .equal, stack, edge(lead), id: RuntimeIdentifiers.canvasConnection)
            if alongClipping < .required {
                add(last.id, trail, .greaterThanOrEqual, stack, edge(trail), id: RuntimeIdentifiers.canvasConnection)
                add(last.id, trail, .lessThanOrEqual, stack, edge(trail), priority: alongClipping, id: Self.clippingIdentifier)
            } else {
                add(last.id, trail, .equal, stack, edge(trail), id: RuntimeIdentifiers.canvasConnection)
            }
        }
        // A UIStackView collapses a hidden view where it stands in its chain (`UISV-hiding`; none visible: at the
        // start). An NSStackView detaches it (`detachesHiddenViews`, on by default), so nothing of the stack holds it:
        // it is parked at the stack's corner as weakly as possible, both ways, which gives it a frame without
        // contradicting its own constraints (and it is left out of the alignment below).
        for hidden in arranged where hidden.isHidden {
            if isAppKit {
                for (edgeAttribute, sizeAttribute) in [(lead, size), (crossLead, crossSize)] {
                    add(hidden.id, sizeAttribute, .equal, nil, .notAnAttribute, constant: 0,
                        priority: Self.detachedParkingPriority, id: Self.detachedIdentifier)
                    add(hidden.id, edgeAttribute, .equal, stack, edge(edgeAttribute),
                        priority: Self.detachedParkingPriority, id: Self.detachedIdentifier)
                }
            } else {
                add(hidden.id, size, .equal, nil, .notAnAttribute, constant: 0, id: RuntimeIdentifiers.hiding)
                if visible.isEmpty { add(hidden.id, lead, .equal, stack, edge(lead), id: RuntimeIdentifiers.hiding) }
            }
        }
        if arrangesByGravity {
            return result + appKitLayout.gravityAreaConstraints() + emptyStackFit(stackItem, configuration, visible: visible, needsSpanningFit: false)
        }
        for (previous, next) in zip(chained, chained.dropFirst()) {
            let spacing = Self.spacing(between: previous, and: next, visible: visible, spacing: configuration.spacing)
            switch configuration.distribution {
            case .fill, .fillEqually, .fillProportionally, .gravityAreas:
                add(next.id, lead, .equal, previous.id, trail, constant: spacing, id: RuntimeIdentifiers.spacing)
            case .equalSpacing, .equalCentering:
                add(next.id, lead, .greaterThanOrEqual, previous.id, trail, constant: spacing, id: RuntimeIdentifiers.spacing)
            }
        }
        switch configuration.distribution {
        case .fillEqually where isAppKit:
            result += appKitLayout.equalSizes()
        case .fillEqually:
            for other in visible.dropFirst() {
                add(other.id, size, .equal, visible[0].id, size, id: RuntimeIdentifiers.fillEqually)
            }
        case .fillProportionally:
            result += ProportionalFillConstraints(
                stack: stackItem, axis: horizontal ? .horizontal : .vertical, views: visible, isAppKit: isAppKit).constraints()
        case .equalSpacing, .equalCentering:
            if isAppKit { result += appKitLayout.equalSpacingHug() }
        case .fill, .gravityAreas:
            break
        }
        switch configuration.distribution {
        case .equalSpacing:
            // Every gap equals the first: (next.lead − previous.trail) − (second.lead − first.trail) == 0.
            if visible.count >= 3 {
                for index in 2..<visible.count {
                    add(visible[index].id, lead, .equal, visible[index - 1].id, trail, id: RuntimeIdentifiers.distributing,
                        extra: [(visible[1].id, lead, -1), (visible[0].id, trail, 1)])
                }
            }
        case .equalCentering:
            let center = attributes.center
            if visible.count >= 3 {
                for index in 2..<visible.count {
                    add(visible[index].id, center, .equal, visible[index - 1].id, center, id: RuntimeIdentifiers.distributing,
                        extra: [(visible[1].id, center, -1), (visible[0].id, center, 1)])
                }
            }
        default:
            break
        }

        // Across the axis, for every arranged view (hidden ones too, so they stay placed). AppKit's hold just
        // short of required: a developer's own constraint may move a view across an NSStackView (a text field
        // indented 20 pt in a leading-aligned column, a view pinned 20 pt from the top and 26 from the bottom of a
        // centring stack), and Xcode stores such layouts with the developer's offsets, not as conflicts.
        let across = isAppKit ? Self.appKitAlignmentPriority : Priority.required
        var needsSpanningFit = false
        // `alignment = notAnAttribute` makes an NSStackView create no alignment constraints at all.
        let alignsViews = configuration.appKit?.alignsViews ?? true
        for view in arranged where !(isAppKit && view.isHidden) && alignsViews {
            // The bounds that keep a view inside the stack across the axis give way at the clipping resistance too.
            let inside = min(across, crossClipping)
            switch configuration.alignment {
            case .fill:
                add(view.id, crossLead, .equal, stack, edge(crossLead), priority: across, id: RuntimeIdentifiers.canvasConnection)
                if inside < across {
                    add(view.id, crossTrail, .greaterThanOrEqual, stack, edge(crossTrail), priority: across, id: RuntimeIdentifiers.canvasConnection)
                    add(view.id, crossTrail, .lessThanOrEqual, stack, edge(crossTrail), priority: inside, id: Self.clippingIdentifier)
                } else {
                    add(view.id, crossTrail, .equal, stack, edge(crossTrail), priority: across, id: RuntimeIdentifiers.canvasConnection)
                }
            case .leading, .top:
                add(view.id, crossLead, .equal, stack, edge(crossLead), priority: across, id: RuntimeIdentifiers.canvasConnection)
                add(view.id, crossTrail, .lessThanOrEqual, stack, edge(crossTrail), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                needsSpanningFit = true
            case .trailing, .bottom:
                add(view.id, crossTrail, .equal, stack, edge(crossTrail), priority: across, id: RuntimeIdentifiers.canvasConnection)
                add(view.id, crossLead, .greaterThanOrEqual, stack, edge(crossLead), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                needsSpanningFit = true
            case .center:
                add(view.id, crossCenter, .equal, stack, crossCenter, priority: across, id: RuntimeIdentifiers.alignment)
                add(view.id, crossLead, .greaterThanOrEqual, stack, edge(crossLead), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                add(view.id, crossTrail, .lessThanOrEqual, stack, edge(crossTrail), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                needsSpanningFit = true
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = configuration.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, let anchor = arranged.first, anchor.id != view.id {
                    add(view.id, baseline, .equal, anchor.id, baseline, priority: across, id: RuntimeIdentifiers.alignment)
                } else if !horizontal {
                    add(view.id, crossLead, .equal, stack, edge(crossLead), priority: across, id: RuntimeIdentifiers.canvasConnection)
                }
                add(view.id, crossLead, .greaterThanOrEqual, stack, edge(crossLead), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                add(view.id, crossTrail, .lessThanOrEqual, stack, edge(crossTrail), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                needsSpanningFit = true
            }
        }
        if needsSpanningFit, isAppKit {
            // An NSStackView minimises its size across the axis at its own hugging priority
            // (`setHuggingPriority(_:for:)`, defaultLow unless set), not at UIStackView's spanning-fit 51.
            let hugging = (configuration.appKit ?? AppKitStackSettings()).hugging[horizontal ? .vertical : .horizontal]
            add(stack, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: min(hugging, AppKitStackConstraints.strongestFit),
                id: AppKitStackConstraints.huggingIdentifier)
        } else if needsSpanningFit {
            add(stack, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: Self.spanningFitPriority, id: RuntimeIdentifiers.spanningFit)
        }
        let fit = isAppKit ? [] : UIStackViewFitConstraints(
            stack: stackItem, configuration: configuration, arranged: arranged, visibleCount: visible.count).make()
        return result + fit + emptyStackFit(stackItem, configuration, visible: visible, needsSpanningFit: needsSpanningFit)
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
