import LayoutModel

/// What code sets on an `NSStackView` that a `UIStackView` does not have: AppKit's defaults for a stack made in
/// code, its alignment as a layout attribute, `edgeInsets`, the stack's own hugging priorities and gravity areas.
/// The reader only records them; the engine lays the stack out as AppKit does.
extension SwiftInterpreter {
    /// A new stack of `className` as its framework makes it: an NSStackView (or a project subclass) lays out by
    /// gravity areas, centred, 8 points apart (`StackConfiguration.appKitDefault`); a UIStackView fills, 0 apart.
    func defaultStack(ofClass className: String?) -> StackConfiguration {
        inherits(className, from: "NSStackView") ? .appKitDefault() : StackConfiguration(axis: .horizontal)
    }

    /// `stack.axis = .vertical` (`orientation` on NSStackView). A value the reader does not work out
    /// (`stack.axis = direction.stackAxis`) leaves the axis not known: see `openStacksOfUnknownAxis`.
    func setStackAxis(_ id: Int, _ value: SwiftValue) {
        if case .enumCase(let axis) = value, let parsed = Axis(rawValue: axis) {
            builder.objects[id].setsAxis = true
            builder.objects[id].axisNotRead = false
            updateStack(id) { $0.axis = parsed }
        } else if builder.objects[id].stack != nil || inherits(builder.objects[id].className, from: "UIStackView")
                    || inherits(builder.objects[id].className, from: "NSStackView") {
            builder.objects[id].setsAxis = true
            builder.objects[id].axisNotRead = true
        }
    }

    /// `stack.spacing = 8`. A spacing the reader cannot read (another module's constant, a value computed at run time) is
    /// not the default 0: where the arranged views sit along the axis is unknown, so the stack is open.
    func setStackSpacing(_ id: Int, _ value: SwiftValue) {
        if case .number(let spacing) = value {
            updateStack(id) { $0.spacing = spacing }
        } else if let className = builder.objects[id].className, project.role(of: className) == .stackView {
            open(id, because: "stack spacing set in code, not read", flagUnknown: false)
        }
    }

    /// `stack.alignment = .centerY`: NSStackView's alignment is a layout attribute (`centerX`/`centerY` centre the
    /// views, `width`/`height` fill the stack, `notAnAttribute` makes no alignment constraints); UIStackView's a case
    /// of its own enum.
    func setStackAlignment(_ id: Int, _ name: String) {
        let parsed: StackConfiguration.Alignment?
        var alignsViews = true
        switch name {
        case "centerX", "centerY": parsed = .center
        case "width", "height": parsed = .fill
        case "baseline": parsed = .lastBaseline
        case "notAnAttribute":
            parsed = .center
            alignsViews = false
        default: parsed = StackConfiguration.Alignment(rawValue: name)
        }
        guard let parsed else { return }
        updateStack(id) { $0.alignment = parsed }
        if variant == nil, builder.objects[id].stack?.appKit != nil { builder.objects[id].stack?.appKit?.alignsViews = alignsViews }
    }

    /// `stack.edgeInsets = NSEdgeInsets(top:left:bottom:right:)`: the padding around the views, which also works as
    /// the stack's margins (its views are arranged relative to them).
    func setStackEdgeInsets(_ id: Int, _ value: SwiftValue) {
        guard variant == nil, case .record(let fields) = value, builder.objects[id].stack?.appKit != nil else { return }
        let insets = EdgeInsets(
            top: fields["top"]?.number ?? 0, left: fields["left"]?.number ?? 0,
            bottom: fields["bottom"]?.number ?? 0, right: fields["right"]?.number ?? 0)
        builder.objects[id].stack?.appKit?.edgeInsets = insets
        builder.objects[id].stack?.isLayoutMarginsRelativeArrangement = insets != .zero
    }

    /// `addView(_:in:)`, `insertView(_:at:in:)` (a view into a gravity area) and `setHuggingPriority(_:for:)` (how
    /// strongly the stack minimises its size on an axis) of an NSStackView.
    func appKitStackMethod(_ id: Int, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                           _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard inherits(builder.objects[id].className, from: "NSStackView") else { return nil }
        func argumentValue(_ label: String?) -> SwiftValue? {
            arguments.first { $0.label == label }.map { evaluate($0.value, scope, context) }
        }
        func gravity() -> AppKitStackSettings.Gravity {
            switch argumentValue("in") {
            case .enumCase(let area)? where area == "center": return .center
            case .enumCase(let area)? where area == "trailing" || area == "bottom": return .trailing
            default: return .leading
            }
        }
        switch name {
        case "addView", "insertView":
            guard let child = argumentValue(nil)?.objectID else { return .nilValue }
            addToGravityArea(child, gravity(), of: id)
            return .nilValue
        case "setViews":
            // `setViews(_:in:)` replaces the views of one gravity area with these, in order (NSStackView.h).
            guard let views = argumentValue(nil) else { return .nilValue }
            let area = gravity()
            let gravities = builder.objects[id].arrangedGravity
            builder.objects[id].arranged.removeAll { (gravities[$0] ?? .leading) == area }
            for element in views.flattened {
                if let child = element.objectID { addToGravityArea(child, area, of: id) }
            }
            return .nilValue
        case "setHuggingPriority":
            guard variant == nil, let priority = argumentValue(nil)?.priority, case .enumCase(let axisName)? = argumentValue("for"),
                  let axis = Axis(rawValue: axisName), builder.objects[id].stack?.appKit != nil else {
                note("\(name) not resolved", context.file, expression.start)
                return .nilValue
            }
            builder.objects[id].stack?.appKit?.hugging[axis] = Priority(priority)
            return .nilValue
        default:
            return nil
        }
    }
}

extension SwiftInterpreter {
    /// Adds a view at the end of a gravity area: the stack's arranged views run leading area, centre area, trailing area.
    func addToGravityArea(_ child: Int, _ gravity: AppKitStackSettings.Gravity, of id: Int) {
        let arranged = builder.objects[id].arranged
        let areaEnd = arranged.lastIndex { (builder.objects[id].arrangedGravity[$0] ?? .leading).order <= gravity.order }
        let wasPlaced = builder.objects[child].superview != nil
        arrange(child, in: id, at: areaEnd.map { $0 + 1 } ?? 0)
        builder.objects[id].arrangedGravity[child] = gravity
        placed(child, wasPlaced: wasPlaced, arranged: true)
    }
}

extension AppKitStackSettings.Gravity {
    /// Position of the area along the stack's axis.
    var order: Int {
        switch self {
        case .leading: return 0
        case .center: return 1
        case .trailing: return 2
        }
    }
}
