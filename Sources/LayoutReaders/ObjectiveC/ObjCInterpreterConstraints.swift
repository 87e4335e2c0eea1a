import LayoutModel

/// Constraints: anchors (`[a.topAnchor constraintEqualToAnchor:b.bottomAnchor constant:8]`),
/// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`, visual format, and
/// `NSLayoutConstraint activateConstraints:` / `deactivateConstraints:`.
extension ObjCInterpreter {
    /// Records a constraint, inactive as a new NSLayoutConstraint is.
    func makeConstraint(_ first: (Int, Attribute), _ relation: Relation, _ second: (Int, Attribute)?, multiplier: Double, constant: Double,
                        symbol: String? = nil, priority: Double = 1000, _ frame: Frame, at token: Int) -> ObjCValue {
        constraints.append(Constraint(
            firstItem: ItemID(objects[first.0].name), firstAttribute: first.1, relation: relation,
            secondItem: second.map { ItemID(objects[$0.0].name) }, secondAttribute: second?.1 ?? .notAnAttribute,
            multiplier: multiplier, constant: constant, symbolicConstant: symbol, priority: Priority(priority), isActive: false,
            location: location(frame, token)))
        constraintItems.append((first.0, second?.0))
        if conditionDepth > 0 { madeUnderCondition.insert(constraints.count - 1) }
        return .constraint(constraints.count - 1)
    }

    /// Opens the views a constraint the reader could not make would have tied, on its axis.
    private func unresolved(_ views: [ObjCValue], axis: Axis?, reason: String, _ frame: Frame, at token: Int) -> ObjCValue {
        statistics.failed(frame.file, token, reason: reason)
        let axes = axis.map { [$0] } ?? [.horizontal, .vertical]
        for id in views.flatMap(\.flattened).compactMap({ value -> Int? in
            if case .anchor(let id, _) = value { return id }
            return value.objectID
        }) {
            open(id, axes, because: reason, flagUnknown: false)
        }
        return .unknown
    }

    func anchorConstraint(_ id: Int, _ attribute: Attribute, _ selector: String, _ parts: [(label: String, argument: ObjCExpr?)],
                          _ arguments: [ObjCValue], _ frame: Frame, at token: Int) -> ObjCValue {
        let head = parts[0].label
        guard head.hasPrefix("constraint") else { return .unknown }
        let relation: Relation = head.contains("GreaterThan") ? .greaterThanOrEqual : head.contains("LessThan") ? .lessThanOrEqual : .equal
        var multiplier = 1.0, constant = 0.0
        var complete = true
        for (part, value) in zip(parts.dropFirst(), arguments.dropFirst()) {
            guard let number = value.number else { complete = false; continue }
            if part.label == "multiplier" { multiplier = number } else if part.label == "constant" { constant = number }
        }
        let symbol: String? = complete ? nil : "?"
        if head.hasSuffix("Constant") {
            guard let number = arguments[0].number else {
                return unresolved([.anchor(id, attribute)], axis: attribute.axis, reason: "constant not resolved", frame, at: token)
            }
            statistics.understood(frame.file, token)
            return makeConstraint((id, attribute), relation, nil, multiplier: 1, constant: number, frame, at: token)
        }
        guard case .anchor(let other, let otherAttribute) = arguments[0] else {
            return unresolved([.anchor(id, attribute)], axis: attribute.axis, reason: "anchor not resolved", frame, at: token)
        }
        var systemSpacing: String?
        if head.contains("SystemSpacing") {
            systemSpacing = "systemSpacing"
            constant = 8 * multiplier
            multiplier = 1
        }
        if complete && systemSpacing == nil { statistics.understood(frame.file, token) } else {
            statistics.failed(frame.file, token, reason: systemSpacing != nil ? "system spacing" : "constant or multiplier not resolved")
        }
        return makeConstraint((id, attribute), relation, (other, otherAttribute), multiplier: multiplier, constant: constant,
                              symbol: systemSpacing ?? symbol, frame, at: token)
    }

    func constraintClassMessage(_ selector: String, _ parts: [(label: String, argument: ObjCExpr?)], _ arguments: [ObjCValue],
                                _ frame: Frame, at token: Int) -> ObjCValue {
        func indices(_ value: ObjCValue) -> [Int] {
            value.flattened.compactMap { if case .constraint(let index) = $0 { return index }; return nil }
        }
        switch parts[0].label {
        case "activateConstraints":
            activate(indices(arguments[0]), true, frame)
            return .unknown
        case "deactivateConstraints":
            activate(indices(arguments[0]), false, frame)
            return .unknown
        case "constraintWithItem":
            return itemConstraint(parts, arguments, frame, at: token)
        case "constraintsWithVisualFormat":
            return visualFormat(parts, arguments, frame, at: token)
        default:
            return .unknown
        }
    }

    /// `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`.
    private func itemConstraint(_ parts: [(label: String, argument: ObjCExpr?)], _ arguments: [ObjCValue], _ frame: Frame, at token: Int) -> ObjCValue {
        guard parts.map(\.label) == ["constraintWithItem", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else {
            return unresolved(arguments, axis: nil, reason: "constraintWithItem form not read", frame, at: token)
        }
        func attribute(_ value: ObjCValue) -> Attribute? {
            if case .symbol(let name) = value { return ObjCUIKitVocabulary.attribute(name) }
            return nil
        }
        guard let firstAttribute = attribute(arguments[1]) else {
            return unresolved([arguments[0], arguments[3]], axis: nil, reason: "attribute not resolved", frame, at: token)
        }
        guard case .symbol(let relationName) = arguments[2], let relation = ObjCUIKitVocabulary.relation(relationName) else {
            return unresolved([arguments[0], arguments[3]], axis: firstAttribute.axis, reason: "relation not resolved", frame, at: token)
        }
        guard let first = arguments[0].objectID else {
            return unresolved([arguments[3]], axis: firstAttribute.axis, reason: "item not resolved", frame, at: token)
        }
        let secondAttribute = attribute(arguments[4]) ?? .notAnAttribute
        var second: (Int, Attribute)?
        switch arguments[3] {
        case .nilValue: second = nil
        case .object(let other): second = (other, secondAttribute)
        default:
            return unresolved([arguments[0]], axis: firstAttribute.axis, reason: "item not resolved", frame, at: token)
        }
        if second != nil, secondAttribute == .notAnAttribute, attribute(arguments[4]) == nil {
            return unresolved([arguments[0], arguments[3]], axis: firstAttribute.axis, reason: "attribute not resolved", frame, at: token)
        }
        let multiplier = arguments[5].number, constant = arguments[6].number
        if multiplier != nil && constant != nil { statistics.understood(frame.file, token) } else {
            statistics.failed(frame.file, token, reason: "constant or multiplier not resolved")
        }
        return makeConstraint((first, firstAttribute), relation, second, multiplier: multiplier ?? 1, constant: constant ?? 0,
                              symbol: constant == nil || multiplier == nil ? "?" : nil, frame, at: token)
    }

    /// `constraintsWithVisualFormat:options:metrics:views:`, with the language-neutral parser the Swift reader uses.
    private func visualFormat(_ parts: [(label: String, argument: ObjCExpr?)], _ arguments: [ObjCValue], _ frame: Frame, at token: Int) -> ObjCValue {
        func argument(_ label: String) -> ObjCValue? { zip(parts, arguments).first { $0.0.label == label }?.1 }
        let viewsValue = argument("views")
        guard case .string(let format) = arguments[0] else {
            return unresolved([viewsValue ?? .unknown], axis: nil, reason: "visual format string not resolved", frame, at: token)
        }
        let parsed: VisualFormat
        switch VisualFormat.parse(format) {
        case .success(let value): parsed = value
        case .failure(let error):
            // What the format would have placed is reported once, here, not again as ambiguity of its views.
            let axes: [Axis] = format.hasPrefix("V:") ? [.vertical] : format.hasPrefix("H:") || !format.contains(":") ? [.horizontal] : [.horizontal, .vertical]
            if case .dictionary(let pairs)? = viewsValue {
                for pair in pairs where format.contains("[\(pair.key)") {
                    if let id = pair.value.objectID { open(id, axes, because: "named by a visual format the runtime rejects", flagUnknown: false) }
                }
            }
            return rejectVisualFormat("invalid visual format \"\(format)\": \(error.message) at character \(error.offset + 1); constraintsWithVisualFormat: throws at run time",
                                      frame, at: token)
        }
        guard case .dictionary(let pairs)? = viewsValue else {
            return unresolved([viewsValue ?? .unknown], axis: parsed.isVertical ? .vertical : .horizontal, reason: "views dictionary not resolved", frame, at: token)
        }
        var views: [String: Int] = [:]
        for pair in pairs { if let id = pair.value.objectID { views[pair.key] = id } }
        if let rejected = rejectMissingNames(parsed, format, pairs: pairs, viewsArgument: parts.first(where: { $0.label == "views" })?.argument, frame, at: token) {
            return rejected
        }
        for element in parsed.views {
            guard let what = pairs.first(where: { $0.key == element.view.name }).flatMap({ Self.nonViewDescription($0.value) }) else { continue }
            return rejectVisualFormat("visual format \"\(format)\" places '\(element.view.name)', which the views dictionary gives as \(what); constraintsWithVisualFormat: raises at run time (unrecognized selector)",
                                      frame, at: token)
        }
        let axis: Axis = parsed.isVertical ? .vertical : .horizontal
        guard parsed.views.allSatisfy({ views[$0.view.name] != nil }) else {
            return unresolved(pairs.map(\.value), axis: axis, reason: "a view of the views dictionary not resolved", frame, at: token)
        }
        let (metrics, metricsKnown) = Self.visualFormatMetrics(argument("metrics"))
        let alignments = (argument("options")?.flattened ?? []).compactMap { value -> Attribute? in
            if case .symbol(let name) = value { return ObjCUIKitVocabulary.formatAlignment(name) }
            return nil
        }
        let ids = parsed.views.map { views[$0.view.name]! }
        let superview = ids.first.flatMap { objects[$0].superview }
        if parsed.leadingSuperview != nil || parsed.trailingSuperview != nil, superview == nil {
            return unresolved(ids.map(ObjCValue.object), axis: axis, reason: "superview of a visual format not known", frame, at: token)
        }
        let (results, complete) = visualFormatLayout(parsed, ids: ids, views: views, superview: superview, metrics: metrics,
                                                     alignments: alignments, frame, at: token)
        if complete && metricsKnown { statistics.understood(frame.file, token) } else { statistics.failed(frame.file, token, reason: "visual format metric not resolved") }
        return .array(results)
    }

    /// A visual format call's metrics dictionary as numbers, and whether it was resolved (none given counts as resolved).
    private static func visualFormatMetrics(_ value: ObjCValue?) -> (metrics: [String: Double], known: Bool) {
        switch value {
        case .dictionary(let entries)?:
            var metrics: [String: Double] = [:]
            for entry in entries { if let number = entry.value.number { metrics[entry.key] = number } }
            return (metrics, true)
        case nil, .nilValue?: return ([:], true)
        default: return ([:], false)
        }
    }

    /// The constraints a parsed visual format makes between its resolved views (`ids`, in the format's order), and
    /// whether every metric it names was known.
    private func visualFormatLayout(_ parsed: VisualFormat, ids: [Int], views: [String: Int], superview: Int?,
                                    metrics: [String: Double], alignments: [Attribute], _ frame: Frame, at token: Int)
        -> (results: [ObjCValue], complete: Bool) {
        var complete = true
        func operand(_ value: VisualFormat.Operand) -> (Double, String?) {
            switch value {
            case .number(let number): return (number, nil)
            case .name(let name):
                if let metric = metrics[name] { return (metric, nil) }
                complete = false
                return (0, name)
            }
        }
        let leadingEdge: Attribute = parsed.isVertical ? .top : .leading
        let trailingEdge: Attribute = parsed.isVertical ? .bottom : .trailing
        let size: Attribute = parsed.isVertical ? .height : .width
        var results: [ObjCValue] = []
        func add(_ first: (Int, Attribute), _ relation: Relation, _ second: (Int, Attribute)?, _ constant: (Double, String?), _ priority: VisualFormat.Operand?) {
            let priorityValue = priority.map { operand($0).0 } ?? 1000
            results.append(makeConstraint(first, relation, second, multiplier: 1, constant: constant.0, symbol: constant.1,
                                          priority: priorityValue == 0 ? 1000 : priorityValue, frame, at: token))
        }
        func spacing(_ connection: VisualFormat.Connection, standard: Double, _ make: (Relation, (Double, String?), VisualFormat.Operand?) -> Void) {
            switch connection {
            case .flush: make(.equal, (0, nil), nil)
            case .standard: make(.equal, (standard, nil), nil)
            case .predicates(let predicates):
                for predicate in predicates { make(predicate.relation, operand(predicate.operand), predicate.priority) }
            }
        }
        if let connection = parsed.leadingSuperview, let superview, let first = ids.first {
            spacing(connection, standard: 20) { relation, constant, priority in add((first, leadingEdge), relation, (superview, leadingEdge), constant, priority) }
        }
        for (offset, element) in parsed.views.enumerated() {
            let id = ids[offset]
            if offset > 0 {
                spacing(element.connection, standard: 8) { relation, constant, priority in
                    add((id, leadingEdge), relation, (ids[offset - 1], trailingEdge), constant, priority)
                }
            }
            for predicate in element.view.size {
                if case .name(let name) = predicate.operand, let other = views[name] {
                    add((id, size), predicate.relation, (other, size), (0, nil), predicate.priority)
                } else {
                    add((id, size), predicate.relation, nil, operand(predicate.operand), predicate.priority)
                }
            }
        }
        if let connection = parsed.trailingSuperview, let superview, let last = ids.last {
            spacing(connection, standard: 20) { relation, constant, priority in add((superview, trailingEdge), relation, (last, trailingEdge), constant, priority) }
        }
        for attribute in alignments where ids.count > 1 {
            for id in ids.dropFirst() { add((ids[0], attribute), .equal, (id, attribute), (0, nil), nil) }
        }
        return (results, complete)
    }

    /// What a views dictionary's value is when the reader knows it is no view (`SwiftVisualFormatNonViews.swift`: the call
    /// sends it view messages and raises); nil otherwise.
    private static func nonViewDescription(_ value: ObjCValue) -> String? {
        switch value {
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a Boolean"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .constraint: "a constraint"
        case .anchor: "a layout anchor"
        case .controller: "the view controller itself, not its view"
        default: nil
        }
    }

    /// A format naming a view its dictionary lacks throws at run time (reported, its views open), unless the
    /// dictionary is one the branches of an `if` fill differently; nil when every name is there.
    private func rejectMissingNames(_ parsed: VisualFormat, _ format: String, pairs: [(key: String, value: ObjCValue)],
                                    viewsArgument: ObjCExpr?, _ frame: Frame, at token: Int) -> ObjCValue? {
        let names = Set(pairs.map(\.key))
        guard let missing = parsed.views.first(where: { !names.contains($0.view.name) }) else { return nil }
        // A dictionary the branches of an `if` fill differently (`views = @{…, @"msg": msg}` for one style, without
        // it for another) holds the name on the path that uses it: the reader took the other branch's.
        if case .identifier(let name)? = viewsArgument,
           frame.localsAssignedUnderCondition.contains(name) {
            return unresolved(pairs.map(\.value), axis: parsed.isVertical ? .vertical : .horizontal,
                              reason: "views dictionary chosen by a branch not decided", frame, at: token)
        }
        // The author meant the format to place the dictionary's views: they are reported once, here.
        for pair in pairs {
            if let id = pair.value.objectID {
                open(id, [parsed.isVertical ? .vertical : .horizontal], because: "named by a visual format the runtime rejects", flagUnknown: false)
            }
        }
        return rejectVisualFormat("visual format \"\(format)\" names view '\(missing.view.name)' that is not in the views dictionary; constraintsWithVisualFormat: throws at run time",
                                  frame, at: token)
    }

    /// A visual format call the runtime rejects: reported at the call, and no constraints made.
    private func rejectVisualFormat(_ message: String, _ frame: Frame, at token: Int) -> ObjCValue {
        statistics.understood(frame.file, token)
        diagnostics.append(Diagnostic(ruleID: ReaderRuleID.invalidVisualFormat, severity: .error, message: message, location: location(frame, token)))
        return .array([])
    }
}
