import LayoutModel

extension AppKitStackConstraints {
    /// Alignment across the axis of a gravity-area stack, the views kept inside the stack, and the stack hugging the
    /// largest of them at its hugging priority across the axis (`setHuggingPriority(_:for:)`: "the Auto Layout
    /// priority for the stack view to minimize its size", on either axis).
    func crossAxisConstraints() -> [EngineConstraint] {
        let horizontal = configuration.axis == .horizontal
        let crossAxis: Axis = horizontal ? .vertical : .horizontal
        let attributes = StackAxisAttributes(configuration.axis)
        let (crossLead, crossTrail, crossCenter, crossSize) = (attributes.crossLead, attributes.crossTrail, attributes.crossCenter, attributes.crossSize)
        let settings = configuration.appKit ?? AppKitStackSettings()
        let insets = settings.edgeInsets
        let leadInset = horizontal ? insets.top : insets.left
        let trailInset = horizontal ? insets.bottom : insets.right
        let stackID = stack.id
        let aligned = Self.alignmentPriority
        let inside = min(aligned, clippingResistance[crossAxis])
        guard settings.alignsViews else { return [] }
        var result: [EngineConstraint] = []
        var needsFit = true
        for member in members {
            let view = member.id
            func leadBound() {
                result.append(make(view, crossLead, .greaterThanOrEqual, stackID, crossLead, constant: leadInset, priority: inside, identifier: Self.alignmentIdentifier))
            }
            func trailBound() {
                result.append(make(stackID, crossTrail, .greaterThanOrEqual, view, crossTrail, constant: trailInset, priority: inside, identifier: Self.alignmentIdentifier))
            }
            switch configuration.alignment {
            case .fill:
                result.append(make(view, crossLead, .equal, stackID, crossLead, constant: leadInset, priority: aligned, identifier: Self.alignmentIdentifier))
                if inside < aligned {
                    result.append(make(stackID, crossTrail, .lessThanOrEqual, view, crossTrail, constant: trailInset, priority: aligned, identifier: Self.alignmentIdentifier))
                    trailBound()
                } else {
                    result.append(make(stackID, crossTrail, .equal, view, crossTrail, constant: trailInset, priority: aligned, identifier: Self.alignmentIdentifier))
                }
                needsFit = false
            case .leading, .top:
                result.append(make(view, crossLead, .equal, stackID, crossLead, constant: leadInset, priority: aligned, identifier: Self.alignmentIdentifier))
                trailBound()
            case .trailing, .bottom:
                result.append(make(stackID, crossTrail, .equal, view, crossTrail, constant: trailInset, priority: aligned, identifier: Self.alignmentIdentifier))
                leadBound()
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = configuration.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, let anchor = members.first, anchor.id != view {
                    result.append(make(view, baseline, .equal, anchor.id, baseline, priority: aligned, identifier: Self.alignmentIdentifier))
                } else if !horizontal {
                    result.append(make(view, crossLead, .equal, stackID, crossLead, constant: leadInset, priority: aligned, identifier: Self.alignmentIdentifier))
                }
                leadBound()
                trailBound()
            case .center:
                result.append(make(view, crossCenter, .equal, stackID, crossCenter, constant: (leadInset - trailInset) / 2, priority: aligned, identifier: Self.alignmentIdentifier))
                leadBound()
                trailBound()
            }
        }
        if needsFit {
            result.append(make(
                stackID, crossSize, .equal, nil, constant: leadInset + trailInset,
                priority: min(settings.hugging[crossAxis], Self.strongestFit), identifier: Self.huggingIdentifier))
        }
        return result
    }
}
