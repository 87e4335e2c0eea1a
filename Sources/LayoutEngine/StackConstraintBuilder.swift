import LayoutModel

/// The constraints one stack view makes, built in the order UIKit (or AppKit) makes them: the canvas edges along the
/// axis, the hidden views, the spacings, the distribution, the alignment across the axis and its fit. The parts of
/// `StackViewConstraints.constraints(for:)`, which runs them in that order.
struct StackConstraintBuilder {
    let stackItem: Item
    let configuration: StackConfiguration
    /// The arranged views present in this configuration, and of them the visible ones.
    let arranged: [Item]
    let visible: [Item]
    /// Whether the stack is an NSStackView (`StackViewConstraints.isAppKitStack`).
    let isAppKit: Bool
    let attributes: StackAxisAttributes
    /// The constraints made so far.
    private(set) var result: [EngineConstraint] = []
    /// AppKit's own constraints for this stack (gravity areas, spacing distributions, equal sizes).
    let appKitLayout: AppKitStackConstraints
    /// Where an NSStackView may be made smaller than its views along and across its axis: its clipping resistance
    /// (the reader's compression resistance of the stack) below required; required otherwise.
    let alongClipping: Priority
    let crossClipping: Priority

    init(stackItem: Item, configuration: StackConfiguration, arranged: [Item], isAppKit: Bool) {
        self.stackItem = stackItem
        self.configuration = configuration
        self.arranged = arranged
        visible = arranged.filter { !$0.isHidden }
        self.isAppKit = isAppKit
        attributes = StackAxisAttributes(configuration.axis)
        // An NSStackView may be made smaller than its views, which it then clips, where its clipping resistance
        // is below required: the bound keeping it at least as large as its views holds at that priority; the views
        // still start at the leading (top) edge and still fill a stack larger than they are.
        func clipping(_ axis: Axis) -> Priority {
            guard isAppKit, let priority = stackItem.compressionResistance?[axis] else { return .required }
            return min(priority, .required)
        }
        let horizontal = configuration.axis == .horizontal
        alongClipping = clipping(horizontal ? .horizontal : .vertical)
        crossClipping = clipping(horizontal ? .vertical : .horizontal)
        let visibleViews = visible
        appKitLayout = AppKitStackConstraints(
            stack: stackItem, configuration: configuration,
            members: visibleViews.map { view in
                let position = configuration.arrangedSubviews.firstIndex(of: view.id) ?? 0
                return (view.id, (configuration.appKit ?? AppKitStackSettings()).gravity(at: position))
            },
            clippingResistance: AxisPair(horizontal: clipping(.horizontal), vertical: clipping(.vertical)))
    }

    /// An NSStackView laid out by gravity areas makes none of UIStackView's constraints (see AppKitStackConstraints).
    var arrangesByGravity: Bool { isAppKit && configuration.distribution == .gravityAreas }

    private var stack: ItemID { stackItem.id }

    /// The stack's own edge the views are held to: its margin with a layout-margins-relative arrangement.
    private func edge(_ attribute: Attribute) -> Attribute {
        configuration.isLayoutMarginsRelativeArrangement ? (attribute.marginForm ?? attribute) : attribute
    }

    private mutating func add(_ first: ItemID, _ firstAttribute: Attribute, _ relation: Relation, _ second: ItemID?,
                              _ secondAttribute: Attribute, multiplier: Double = 1, constant: Double = 0,
                              priority: Priority = .required, id identifier: String,
                              extra: [(item: ItemID, attribute: Attribute, coefficient: Double)] = []) {
        result.append(EngineConstraint(
            model: Constraint(firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
                              secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                              priority: priority, identifier: identifier, origin: .stackView, location: stackItem.location),
            extraTerms: extra))
    }

    /// The first and last views of the chain held to the stack's edges along its axis (`UISV-canvas-connection`).
    mutating func addCanvasEdges(chained: [Item]) {
        let (lead, trail) = (attributes.lead, attributes.trail)
        if isAppKit, configuration.distribution.spacesViewsApart {
            result += appKitLayout.spacingDistributionEdges(leadEdge: edge(lead), trailEdge: edge(trail))
        } else if !arrangesByGravity, let first = chained.first, let last = chained.last {
            add(first.id, lead, .equal, stack, edge(lead), id: RuntimeIdentifiers.canvasConnection)
            if alongClipping < .required {
                add(last.id, trail, .greaterThanOrEqual, stack, edge(trail), id: RuntimeIdentifiers.canvasConnection)
                add(last.id, trail, .lessThanOrEqual, stack, edge(trail), priority: alongClipping, id: StackViewConstraints.clippingIdentifier)
            } else {
                add(last.id, trail, .equal, stack, edge(trail), id: RuntimeIdentifiers.canvasConnection)
            }
        }
    }

    /// A UIStackView collapses a hidden view where it stands in its chain (`UISV-hiding`; none visible: at the
    /// start). An NSStackView detaches it (`detachesHiddenViews`, on by default), so nothing of the stack holds it:
    /// it is parked at the stack's corner as weakly as possible, both ways, which gives it a frame without
    /// contradicting its own constraints (and it is left out of the alignment); the constraints it loses with the view
    /// hierarchy are `DetachedHiddenViews`'. A stack whose `detachesHiddenViews` is off is laid out the same here.
    mutating func addHiddenViews() {
        let (lead, size, crossLead, crossSize) = (attributes.lead, attributes.size, attributes.crossLead, attributes.crossSize)
        for hidden in arranged where hidden.isHidden {
            if isAppKit {
                for (edgeAttribute, sizeAttribute) in [(lead, size), (crossLead, crossSize)] {
                    add(hidden.id, sizeAttribute, .equal, nil, .notAnAttribute, constant: 0,
                        priority: StackViewConstraints.detachedParkingPriority, id: StackViewConstraints.detachedIdentifier)
                    add(hidden.id, edgeAttribute, .equal, stack, edge(edgeAttribute),
                        priority: StackViewConstraints.detachedParkingPriority, id: StackViewConstraints.detachedIdentifier)
                }
            } else {
                add(hidden.id, size, .equal, nil, .notAnAttribute, constant: 0, id: RuntimeIdentifiers.hiding)
                if visible.isEmpty { add(hidden.id, lead, .equal, stack, edge(lead), id: RuntimeIdentifiers.hiding) }
            }
        }
    }

    /// The gaps between neighbours of the chain (`UISV-spacing`): exact for the fill distributions, at least the
    /// spacing for the spreading ones.
    mutating func addSpacings(chained: [Item]) {
        let (lead, trail) = (attributes.lead, attributes.trail)
        for (previous, next) in zip(chained, chained.dropFirst()) {
            let spacing = StackViewConstraints.spacing(between: previous, and: next, visible: visible, spacing: configuration.spacing)
            switch configuration.distribution {
            case .fill, .fillEqually, .fillProportionally, .gravityAreas:
                add(next.id, lead, .equal, previous.id, trail, constant: spacing, id: RuntimeIdentifiers.spacing)
            case .equalSpacing, .equalCentering:
                add(next.id, lead, .greaterThanOrEqual, previous.id, trail, constant: spacing, id: RuntimeIdentifiers.spacing)
            }
        }
    }

    /// The sizes or gaps the distribution makes equal (`UISV-fill-equally`, proportional sizes, `UISV-distributing`).
    mutating func addDistribution() {
        let (lead, trail, size) = (attributes.lead, attributes.trail, attributes.size)
        switch configuration.distribution {
        case .fillEqually where isAppKit:
            result += appKitLayout.equalSizes()
        case .fillEqually:
            for other in visible.dropFirst() {
                add(other.id, size, .equal, visible[0].id, size, id: RuntimeIdentifiers.fillEqually)
            }
        case .fillProportionally:
            result += ProportionalFillConstraints(
                stack: stackItem, axis: configuration.axis, views: visible, isAppKit: isAppKit).constraints()
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
    }

    /// Across the axis, for every arranged view (hidden ones too, so they stay placed); whether an alignment other
    /// than fill left the stack's size across to a spanning fit. AppKit's hold just short of required: a developer's
    /// own constraint may move a view across an NSStackView (a text field indented 20 pt in a leading-aligned column,
    /// a view pinned 20 pt from the top and 26 from the bottom of a centring stack), and Xcode stores such layouts
    /// with the developer's offsets, not as conflicts.
    mutating func addAlignment() -> Bool {
        let (crossLead, crossTrail, crossCenter) = (attributes.crossLead, attributes.crossTrail, attributes.crossCenter)
        let across = isAppKit ? StackViewConstraints.appKitAlignmentPriority : Priority.required
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
                    add(view.id, crossTrail, .lessThanOrEqual, stack, edge(crossTrail), priority: inside, id: StackViewConstraints.clippingIdentifier)
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
                if configuration.axis == .horizontal, let anchor = arranged.first, anchor.id != view.id {
                    add(view.id, baseline, .equal, anchor.id, baseline, priority: across, id: RuntimeIdentifiers.alignment)
                } else if configuration.axis != .horizontal {
                    add(view.id, crossLead, .equal, stack, edge(crossLead), priority: across, id: RuntimeIdentifiers.canvasConnection)
                }
                add(view.id, crossLead, .greaterThanOrEqual, stack, edge(crossLead), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                add(view.id, crossTrail, .lessThanOrEqual, stack, edge(crossTrail), priority: inside, id: RuntimeIdentifiers.spanningBoundary)
                needsSpanningFit = true
            }
        }
        return needsSpanningFit
    }

    /// The stack's size across pulled in where the alignment leaves it free: UIStackView's spanning fit (51), an
    /// NSStackView's own hugging priority (`setHuggingPriority(_:for:)`, defaultLow unless set).
    mutating func addSpanningFit(_ needed: Bool) {
        guard needed else { return }
        let crossSize = attributes.crossSize
        if isAppKit {
            let hugging = (configuration.appKit ?? AppKitStackSettings()).hugging[configuration.axis == .horizontal ? .vertical : .horizontal]
            add(stack, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: min(hugging, AppKitStackConstraints.strongestFit),
                id: AppKitStackConstraints.huggingIdentifier)
        } else {
            add(stack, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: StackViewConstraints.spanningFitPriority,
                id: RuntimeIdentifiers.spanningFit)
        }
    }
}
