import LayoutModel

/// The view hierarchy and UIKit's view and controller methods the interpreter runs (`addSubview`, `removeFromSuperview`,
/// constraints added to a view, priorities, child controllers).
extension SwiftInterpreter {
    /// The view and controller methods `layoutMethod` handles.
    private static let layoutMethods: Set<String> = [
        "addSubview", "insertSubview", "addLayoutGuide", "addArrangedSubview", "insertArrangedSubview", "removeArrangedSubview",
        "removeFromSuperview", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "layoutIfNeeded", "setNeedsLayout",
        "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit", "bringSubviewToFront", "sendSubviewToBack",
        "addChild", "didMove", "willMove", "removeFromParent", "addView", "insertView", "setViews", "setHuggingPriority",
    ]

    /// UIKit methods that take exactly one unlabeled argument.
    static let singleViewMethods: Set<String> = ["addSubview", "addArrangedSubview", "addConstraint", "addConstraints", "removeArrangedSubview"]

    /// Whether a call of one of `layoutMethods` has UIKit's labels. `addSubview(view, with: constraints)` is a project
    /// helper of the same name, which the caller then runs (twofas-ios @693a08e5: its helper turns the flag off and
    /// activates the constraints; read as UIKit's `addSubview(_:)`, 18 false findings). So is one taking a closure
    /// (`view.addConstraints { … }`): UIKit's takes a view or a list (netguru/baby-monitor-client-ios @2b2fbd1e: a helper
    /// turning the flag off before it activates what the closure describes; held-out round 60, 3 false findings).
    static func hasUIKitLabels(_ name: String, _ arguments: [SwiftArgument]) -> Bool {
        guard singleViewMethods.contains(name) else { return true }
        guard arguments.count == 1, arguments[0].label == nil else { return false }
        if case .closure = arguments[0].value.kind { return false }
        return true
    }

    /// True when `candidate` is `root` or inside it.
    func isInSubtree(_ candidate: Int, of root: Int) -> Bool {
        var cursor: Int? = candidate
        var steps = 0
        while let current = cursor, steps < 1000 {
            if current == root { return true }
            cursor = builder.objects[current].superview
            steps += 1
        }
        return false
    }

    /// UIKit removes the constraints between a view's subtree and the views outside it when the view leaves its superview.
    func deactivateConstraintsLeaving(_ id: Int) {
        for (index, constraint) in builder.constraints.enumerated() {
            guard let second = constraint.second, isInSubtree(constraint.first, of: id) != isInSubtree(second, of: id) else { continue }
            builder.setActive(index, false, in: variant)
        }
    }

    /// In a variant, a removed view's own constraints go with it: it is hidden there (the hierarchy is shared),
    /// and a hidden arranged view's fixed size would fight the stack view's collapse.
    /// Returns the constraints it deactivated.
    @discardableResult
    func deactivateConstraints(within id: Int, in variant: SwiftVariantKey) -> [Int] {
        var deactivated: [Int] = []
        for (index, constraint) in builder.constraints.enumerated() where isInSubtree(constraint.first, of: id) {
            if let second = constraint.second, !isInSubtree(second, of: id) { continue }
            builder.setActive(index, false, in: variant)
            deactivated.append(index)
        }
        return deactivated
    }

    /// `addSubview`, `addArrangedSubview`, `addConstraint`, hugging and compression resistance…
    func layoutMethod(_ id: Int, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                      _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        func argumentValue(_ label: String?) -> SwiftValue? {
            arguments.first { $0.label == label }.map { evaluate($0.value, scope, context) }
        }
        guard Self.layoutMethods.contains(name), Self.hasUIKitLabels(name, arguments) else { return nil }
        // A controller's `addSubview` is its view's (only reached through helpers that take either).
        let target = builder.objects[id].kind == .controller ? rootView(of: id, context) : id
        switch name {
        case "addSubview", "insertSubview":
            let argument = argumentValue(nil)
            guard let child = argument?.objectID else {
                if argument?.isUnknown ?? false { addedUnresolvedSubview(to: target) }
                return .nilValue
            }
            noteSubviewAddedToCell(child, to: target, name, expression, context)
            if name == "insertSubview", target == 0 { cellSubviewOrder.subviewsReordered = true }
            addSubview(child, to: target)
            _ = arguments.dropFirst().map { evaluate($0.value, scope, context) }
            return .nilValue
        case "addLayoutGuide":
            guard let child = argumentValue(nil)?.objectID else { return .nilValue }
            builder.objects[child].superview = target
            builder.markUsed(child)
            return .nilValue
        case "addArrangedSubview", "insertArrangedSubview":
            let argument = argumentValue(nil)
            guard let child = argument?.objectID else {
                if let argument, !argument.isNil { arrangedUnresolvedView(in: target) }
                return .nilValue
            }
            let position = name == "insertArrangedSubview" ? argumentValue("at")?.number.flatMap(NumericLimits.integer) : nil
            addArrangedSubview(child, to: target, at: position)
            return .nilValue
        case "addView", "insertView", "setViews", "setHuggingPriority":
            return appKitStackMethod(target, name, arguments, expression, scope, context)
        case "removeArrangedSubview":
            if let child = argumentValue(nil)?.objectID { builder.objects[target].arranged.removeAll { $0 == child } }
            return .nilValue
        case "removeFromSuperview":
            removeFromSuperview(target)
            return .nilValue
        case "addConstraint", "addConstraints":
            for value in (argumentValue(nil) ?? .nilValue).flattened {
                if case .constraint(let index) = value { builder.setActive(index, true, in: variant) }
            }
            return .nilValue
        case "removeConstraint", "removeConstraints":
            removeConstraints(argumentValue(nil) ?? .nilValue, from: target, context.file, expression.start)
            return .nilValue
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            guard let priority = argumentValue(nil)?.priority, case .enumCase(let axisName)? = argumentValue("for"),
                  let axis = Axis(rawValue: axisName) else {
                note("\(name) not resolved", context.file, expression.start)
                return .nilValue
            }
            if name == "setContentHuggingPriority" {
                var pair = builder.objects[target].hugging ?? AxisPair(horizontal: .defaultLow, vertical: .defaultLow)
                pair[axis] = Priority(priority)
                builder.objects[target].hugging = pair
            } else {
                var pair = builder.objects[target].compressionResistance ?? AxisPair(horizontal: .defaultHigh, vertical: .defaultHigh)
                pair[axis] = Priority(priority)
                builder.objects[target].compressionResistance = pair
            }
            return .nilValue
        case "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "sizeToFit",
             "bringSubviewToFront", "sendSubviewToBack", "addChild", "didMove", "willMove", "removeFromParent":
            _ = arguments.map { evaluate($0.value, scope, context) }
            return .nilValue
        default:
            return nil
        }
    }
}
