import LayoutModel

/// What a `<stackView>` element of an Interface Builder document says about the stack: UIKit's axis, spacing,
/// distribution, alignment and margin-relative arrangement, or NSStackView's gravity areas, hugging, clipping
/// resistance and edge insets. The engine makes the stack's constraints from it.
enum IBStackReading {
    /// A stack view's configuration as the file states it (UIKit's attributes, or NSStackView's: `appKit`).
    static func configuration(_ element: IBElement, arranged: [ItemID], appKit: Bool) -> StackConfiguration {
        var stack = StackConfiguration(arrangedSubviews: arranged)
        // NSStackView writes its axis as `orientation`.
        stack.axis = (element["axis"] ?? element["orientation"]) == "vertical" ? .vertical : .horizontal
        if appKit {
            appKitStackSettings(element, into: &stack)
            return stack
        }
        if let spacing = element.number("spacing") {
            stack.spacing = spacing
        } else if element["spacingType"] == "standard" {
            stack.spacing = IBConstraintValues.standardSpacing
        }
        if let distribution = element["distribution"].flatMap(StackConfiguration.Distribution.init(rawValue:)) {
            stack.distribution = distribution
        }
        if let alignment = element["alignment"] {
            stack.alignment = alignment == "baseline" ? .lastBaseline : StackConfiguration.Alignment(rawValue: alignment) ?? .fill
        }
        // Interface Builder writes no attribute for it: a stack given layout margins of its own in the document lays its
        // views out inside them (the frames Xcode saves: 33 of 35 such stacks in 60 audited apps have their views inset
        // by the margins, none of 2,244 stacks without margins of their own; angelamimi/CloudFeed @a030a845, held-out
        // round 54: four false conflicts with constraints restating the stack's margin-relative edges).
        stack.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement")
            || (!appKit && element.children.contains { ($0.name == "edgeInsets" && $0.key == "layoutMargins")
                || ($0.name == "directionalEdgeInsets" && $0.key == "directionalLayoutMargins") })
        stack.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
        return stack
    }

    /// An NSStackView with no views (filled by code) has nothing to size it:
    /// it shrinks to nothing, but only where nothing else sizes it (its stack hugging priorities hold views it
    /// does not have yet, so they are not used: iina sizes an empty toolbar stack from its superview at 900
    /// while hugging its future buttons at 1000). It lays out as an empty view that hugs to zero at the weakest
    /// priority UIKit's stacks use for their own fit (the engine gives stacks no intrinsic size, so it is not
    /// read as a stack).
    static func hugsToNothing(_ item: inout Item) {
        item.intrinsicSize = AxisPair(horizontal: .known(0), vertical: .known(0))
        item.contentHugging = AxisPair(horizontal: emptyStackFitPriority, vertical: emptyStackFitPriority)
    }

    /// The gravity area a child element of `<stackView>` holds.
    static func gravity(ofElement name: String) -> AppKitStackSettings.Gravity {
        switch name {
        case "middleViews": return .center
        case "endViews": return .trailing
        default: return .leading
        }
    }

    /// UIStackView's 'UISV-canvas-fit' priority.
    static let emptyStackFitPriority = Priority(49)

    /// An NSStackView's clipping resistance per axis (`horizontalClippingResistancePriority`, …): required unless set.
    static func clippingResistance(_ element: IBElement) -> AxisPair<Priority> {
        AxisPair(
            horizontal: element.number("horizontalClippingResistancePriority").map(Priority.init) ?? .required,
            vertical: element.number("verticalClippingResistancePriority").map(Priority.init) ?? .required)
    }

    /// NSStackView's settings as the file states them: the distribution (gravity areas when unstated), the
    /// alignment as a layout attribute (`centerX`, `leading`, `width`, `baseline`, `notAnAttribute`; centred when
    /// unstated), the spacing (8 when unstated), the stack's hugging priorities and `edgeInsets` (which also inset
    /// the arranged views like margins). The engine makes AppKit's constraints from them.
    private static func appKitStackSettings(_ element: IBElement, into stack: inout StackConfiguration) {
        stack.spacing = element.number("spacing") ?? IBConstraintValues.standardSpacing
        switch element["distribution"] {
        case nil: stack.distribution = .gravityAreas
        case let name?: stack.distribution = StackConfiguration.Distribution(rawValue: name) ?? .fill
        }
        var settings = AppKitStackSettings(hugging: AxisPair(
            horizontal: element.number("horizontalStackHuggingPriority").map(Priority.init) ?? AppKitStackSettings.defaultHugging,
            vertical: element.number("verticalStackHuggingPriority").map(Priority.init) ?? AppKitStackSettings.defaultHugging))
        // Interface Builder writes `detachesHiddenViews="YES"` when the box is ticked (as it is for a new stack); a
        // stack without it keeps its hidden views in the hierarchy. The engine detaches them (DetachedHiddenViews).
        settings.detachesHiddenViews = element.flag("detachesHiddenViews")
        switch element["alignment"] {
        case nil, "centerX", "centerY": stack.alignment = .center
        case "baseline", "lastBaseline": stack.alignment = .lastBaseline
        case "width", "height": stack.alignment = .fill
        case "notAnAttribute":
            stack.alignment = .center
            settings.alignsViews = false
        case let name?: stack.alignment = StackConfiguration.Alignment(rawValue: name) ?? .center
        }
        if let insets = element.children.first(where: { $0.name == "edgeInsets" && $0.key == "edgeInsets" }) {
            stack.isLayoutMarginsRelativeArrangement = true
            settings.edgeInsets = EdgeInsets(
                top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        }
        stack.appKit = settings
    }
}
