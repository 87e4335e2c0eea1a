import LayoutModel

/// The constraints an `NSStackView` adds where they differ from `UIStackView`'s (which the engine makes for
/// every stack it is given), from Apple's documentation of `spacing`, `Gravity` and `huggingPriority(for:)`:
///
/// - Gravity areas (the default distribution; views in `beginningViews`, `middleViews`, `endViews`): the gap
///   between neighbours is at least `spacing` (required) and equal to it at max(defaultHigh, the stack's hugging
///   priority) inside an area, at the hugging priority between areas. An end area stays at its edge at the
///   stronger priority; an empty end leaves a gap that grows at the hugging priority (a stack whose views are all
///   leading keeps them at the leading edge and shrinks around them only as strongly as it hugs). The centre area
///   stays centred at defaultLow. Nothing here is UIStackView's, so the engine is given no stack for it.
/// - `fillEqually`: UIStackView's `fill` constraints (the views packed edge to edge, filling the stack), but the
///   views' sizes along the axis are kept equal only "as much as possible" (AppKit's documentation of
///   `NSStackView.Distribution.fillEqually`), not required as UIStackView's 'UISV-fill-equally' are: views whose
///   own constraints give them different sizes keep them.
/// - `equalSpacing` / `equalCentering`: UIStackView's constraints, plus the stack hugging its views along the axis
///   (the gap equal to `spacing` at the stack's hugging priority); UIStackView's leave that size free.
struct IBAppKitStackLayout {
    /// Which gravity area a view is in.
    enum Gravity: Equatable {
        case leading, center, trailing

        /// The area a child element of `<stackView>` holds (`<subviews>` of a gravity stack count as leading).
        init?(element name: String) {
            switch name {
            case "beginningViews", "subviews": self = .leading
            case "middleViews": self = .center
            case "endViews": self = .trailing
            default: return nil
            }
        }
    }

    /// One arranged view with its gravity area.
    struct Member {
        var id: ItemID
        var gravity: Gravity
    }

    var stack: ItemID
    var members: [Member]
    var axis: Axis
    var spacing: Double
    /// `alignment` as Interface Builder writes it (`centerY`, `leading`, `width`, `baseline`, …); nil = centred.
    var alignment: String?
    var insets: EdgeInsets
    /// The stack's hugging priorities (`horizontalStackHuggingPriority`, `verticalStackHuggingPriority`).
    var hugging: AxisPair<Priority>
    /// The stack's clipping resistance priorities: below required, the stack may be smaller than its views (it
    /// clips them), so the bounds that keep it around them hold only at that priority.
    var clippingResistance: AxisPair<Priority> = AxisPair(horizontal: .required, vertical: .required)
    var location: SourceLocation

    /// NSStackView's default hugging priority (defaultLow).
    static let defaultHugging = Priority.defaultLow
    /// Priority at which the centre gravity area stays centred.
    static let centerAreaPriority = Priority.defaultLow
    /// A fit "as small as the views allow" cannot be required (it would squeeze the views), so at most this.
    static let strongestFit = Priority(999)
    /// Alignment across the axis gives way to the developer's own constraints (Xcode stores a view indented in a
    /// leading-aligned NSStackView where the developer put it), so it holds just short of required.
    static let alignmentPriority = Priority(999)

    /// Equal sizes in a `fillEqually` stack hold "as much as possible": just short of required.
    static let equalSizePriority = Priority(999)

    static let spacingIdentifier = "NSStackView-spacing"
    static let fillEquallyIdentifier = "NSStackView-fill-equally"
    static let huggingIdentifier = "NSStackView-hugging"
    static let edgeIdentifier = "NSStackView-edge"
    static let alignmentIdentifier = "NSStackView-alignment"
    static let centerIdentifier = "NSStackView-center-gravity"

    private var horizontal: Bool { axis == .horizontal }
    private var lead: Attribute { horizontal ? .leading : .top }
    private var trail: Attribute { horizontal ? .trailing : .bottom }
    private var alongHugging: Priority { hugging[axis] }
    private var crossAxis: Axis { horizontal ? .vertical : .horizontal }
    /// Inside a gravity area, or against an edge whose area has views: max(defaultHigh, hugging).
    private var packedPriority: Priority { max(.defaultHigh, alongHugging) }

    private func make(
        _ first: ItemID, _ firstAttribute: Attribute, _ relation: Relation = .equal, _ second: ItemID?,
        _ secondAttribute: Attribute = .notAnAttribute, constant: Double = 0, priority: Priority = .required,
        identifier: String
    ) -> Constraint {
        Constraint(
            firstItem: first, firstAttribute: firstAttribute, relation: relation, secondItem: second,
            secondAttribute: secondAttribute, constant: constant, priority: priority, identifier: identifier,
            origin: .stackView, location: location)
    }

    /// Every constraint of a stack laid out by gravity areas, along its axis and across it.
    func gravityAreaConstraints() -> [Constraint] {
        guard let first = members.first, let last = members.last else { return [] }
        var result: [Constraint] = []
        let leadInset = horizontal ? insets.left : insets.top
        let trailInset = horizontal ? insets.right : insets.bottom

        // Edges: never closer than the inset; held there as strongly as the area at that edge is packed.
        result.append(make(first.id, lead, .greaterThanOrEqual, stack, lead, constant: leadInset, identifier: Self.edgeIdentifier))
        result.append(make(
            first.id, lead, .equal, stack, lead, constant: leadInset,
            priority: first.gravity == .leading ? packedPriority : alongHugging, identifier: Self.edgeIdentifier))
        // The views start at the leading edge; a stack that may clip them gives way at its trailing edge.
        result.append(make(
            stack, trail, .greaterThanOrEqual, last.id, trail, constant: trailInset,
            priority: clippingResistance[axis], identifier: Self.edgeIdentifier))
        result.append(make(
            stack, trail, .equal, last.id, trail, constant: trailInset,
            priority: last.gravity == .trailing ? packedPriority : alongHugging, identifier: Self.edgeIdentifier))

        for (previous, next) in zip(members, members.dropFirst()) {
            result.append(make(next.id, lead, .greaterThanOrEqual, previous.id, trail, constant: spacing, identifier: Self.spacingIdentifier))
            let sameArea = previous.gravity == next.gravity
            result.append(make(
                next.id, lead, .equal, previous.id, trail, constant: spacing,
                priority: sameArea ? packedPriority : alongHugging,
                identifier: sameArea ? Self.spacingIdentifier : Self.huggingIdentifier))
        }

        // A single view in the centre area is centred; a longer centre area would need its middle, which one
        // constraint between two items cannot name, so it is left to the spacing.
        let centered = members.filter { $0.gravity == .center }
        if centered.count == 1, let only = centered.first {
            let center: Attribute = horizontal ? .centerX : .centerY
            result.append(make(only.id, center, .equal, stack, center, priority: Self.centerAreaPriority, identifier: Self.centerIdentifier))
        }

        result += crossAxisConstraints()
        return result
    }

    /// The stack hugging its views along the axis when it spaces them equally: the first gap equal to `spacing` at the
    /// stack's hugging priority (with the gaps equal, all of them; with the centres equally spaced, the smallest).
    func equalSpacingHug(visible: [ItemID]) -> [Constraint] {
        guard visible.count >= 2 else { return [] }
        return [make(visible[1], lead, .equal, visible[0], trail, constant: spacing, priority: alongHugging, identifier: Self.huggingIdentifier)]
    }

    /// The views' sizes along the axis equal to the first's, as strongly as anything short of required holds.
    func equalSizes(visible: [ItemID]) -> [Constraint] {
        guard let first = visible.first else { return [] }
        let size: Attribute = horizontal ? .width : .height
        return visible.dropFirst().map { other in
            make(other, size, .equal, first, size, priority: Self.equalSizePriority, identifier: Self.fillEquallyIdentifier)
        }
    }

    /// Alignment across the axis, the views kept inside the stack, and the stack hugging the largest of them.
    private func crossAxisConstraints() -> [Constraint] {
        let crossLead: Attribute = horizontal ? .top : .leading
        let crossTrail: Attribute = horizontal ? .bottom : .trailing
        let crossCenter: Attribute = horizontal ? .centerY : .centerX
        let crossSize: Attribute = horizontal ? .height : .width
        let leadInset = horizontal ? insets.top : insets.left
        let trailInset = horizontal ? insets.bottom : insets.right
        var result: [Constraint] = []
        var needsFit = true
        let inside = min(Self.alignmentPriority, clippingResistance[crossAxis])
        for member in members {
            let view = member.id
            func leadBound() {
                result.append(make(view, crossLead, .greaterThanOrEqual, stack, crossLead, constant: leadInset, priority: inside, identifier: Self.alignmentIdentifier))
            }
            func trailBound() {
                result.append(make(stack, crossTrail, .greaterThanOrEqual, view, crossTrail, constant: trailInset, priority: inside, identifier: Self.alignmentIdentifier))
            }
            switch alignment {
            case "width", "height":
                result.append(make(view, crossLead, .equal, stack, crossLead, constant: leadInset, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                if inside < Self.alignmentPriority {
                    result.append(make(stack, crossTrail, .lessThanOrEqual, view, crossTrail, constant: trailInset, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                    trailBound()
                } else {
                    result.append(make(stack, crossTrail, .equal, view, crossTrail, constant: trailInset, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                }
                needsFit = false
            case "leading", "top":
                result.append(make(view, crossLead, .equal, stack, crossLead, constant: leadInset, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                trailBound()
            case "trailing", "bottom":
                result.append(make(stack, crossTrail, .equal, view, crossTrail, constant: trailInset, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                leadBound()
            case "baseline", "lastBaseline", "firstBaseline":
                let baseline: Attribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                if horizontal, let anchor = members.first, anchor.id != view {
                    result.append(make(view, baseline, .equal, anchor.id, baseline, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                } else if !horizontal {
                    result.append(make(view, crossLead, .equal, stack, crossLead, constant: leadInset, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                }
                leadBound()
                trailBound()
            case "notAnAttribute":
                // AppKit makes no alignment constraints at all then.
                needsFit = false
            default:
                result.append(make(view, crossCenter, .equal, stack, crossCenter, constant: (leadInset - trailInset) / 2, priority: Self.alignmentPriority, identifier: Self.alignmentIdentifier))
                leadBound()
                trailBound()
            }
        }
        if needsFit {
            let insetsAcross = horizontal ? insets.top + insets.bottom : insets.left + insets.right
            result.append(make(
                stack, crossSize, .equal, nil, constant: insetsAcross,
                priority: min(hugging[crossAxis], Self.strongestFit), identifier: Self.huggingIdentifier))
        }
        return result
    }
}
