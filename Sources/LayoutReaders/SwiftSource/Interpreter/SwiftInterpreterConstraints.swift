import LayoutModel

extension ReaderRuleID {
    /// A visual format string that `constraints(withVisualFormat:)` would throw on at run time (error).
    public static let invalidVisualFormat = "invalid_visual_format"
}

extension SwiftInterpreter {
    func statisticsKey(_ expression: SwiftExpr, _ context: SwiftFrameContext) -> SwiftStatisticsCollector.Key {
        SwiftStatisticsCollector.Key(file: context.file.path, offset: expression.start.offset)
    }

    /// Records a constraint; it starts inactive, as a new NSLayoutConstraint does.
    func makeConstraint(first: (Int, Attribute), relation: Relation, second: (Int, Attribute)?, multiplier: SwiftValue,
                        constant: SwiftValue, constantText: String?, priority: Double = 1000,
                        _ expression: SwiftExpr, _ context: SwiftFrameContext) -> SwiftValue {
        var symbolic: String?
        var constantNumber = 0.0
        switch floatingPointConstant(constant, context) {
        case .number(let value): constantNumber = value
        case .nilValue: break
        default: symbolic = constantText ?? "?"
        }
        let multiplierNumber = multiplier.number ?? 1
        let understood = symbolic == nil && multiplier.number != nil
        // A multiplier not known makes the constraint's value unknown, as an unknown constant does (never 1 in its
        // place: threema-ios @a92bb3b9 `multiplier: Config.lineRatio`, 0.125, read as 1; held-out round 9 X).
        if multiplier.number == nil { symbolic = symbolic ?? "?" }
        let key = statisticsKey(expression, context)
        if understood {
            statistics.understood(key)
        } else {
            statistics.failed(key, reason: multiplier.number == nil ? "unresolved multiplier" : "unresolved constant")
        }
        for id in [first.0, second?.0].compactMap({ $0 }) {
            builder.markUsed(id)
            // A guide is only there with the view that owns it.
            if case .guide = builder.objects[id].kind, let owner = builder.objects[id].superview { builder.markUsed(owner) }
        }
        builder.constraints.append(SwiftSceneConstraint(
            first: first.0, firstAttribute: first.1, relation: relation, second: second?.0,
            secondAttribute: second?.1 ?? .notAnAttribute, multiplier: multiplierNumber, constant: constantNumber,
            symbolicConstant: symbolic, priority: Priority(priority), identifier: nil, isActive: false,
            location: context.callSite ?? location(context.file, expression.start), madeIn: variant
        ))
        return .constraint(builder.constraints.count - 1)
    }

    /// A constant's implicit member (`constant: .cardGutter`) is a static property of its type, CGFloat: one a
    /// project extension declares (`extension CGFloat { static let cardGutter: CGFloat = 12 }`) gives its value.
    func floatingPointConstant(_ value: SwiftValue, _ context: SwiftFrameContext) -> SwiftValue {
        guard case .enumCase(let name) = value else { return value }
        for typeName in ["CGFloat", "Double", "Float"] {
            if let member = staticMember(typeName, name, context), member.number != nil { return member }
        }
        return value
    }

    private func argument(_ label: String, _ arguments: [SwiftArgument]) -> SwiftArgument? {
        arguments.first { $0.label == label }
    }

    /// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` and its relatives.
    func anchorConstraint(_ first: (Int, Attribute), _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                          _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        guard let head = arguments.first, let form = SwiftUIKitVocabulary.constraintForm(label: head.label) else {
            statistics.failed(statisticsKey(expression, context), reason: "unrecognised constraint(…) labels")
            return .unknown("")
        }
        let multiplierArgument = argument("multiplier", arguments)
        let multiplier = multiplierArgument.map { evaluate($0.value, scope, context) } ?? .number(1)
        if form.isConstant {
            let constant = evaluate(head.value, scope, context)
            return makeConstraint(first: first, relation: form.relation, second: nil, multiplier: .number(1), constant: constant,
                                  constantText: context.file.text(of: head.value), expression, context)
        }
        let target = evaluate(head.value, scope, context)
        guard case .anchor(let other, let otherAttribute) = target else {
            reportUnresolved(expression, context, reason: "anchor not resolved: \(context.file.text(of: head.value))", tying: [(first.0, first.1)])
            return .unknown("")
        }
        if form.isSystemSpacing {
            let factor = multiplier.number
            let text = factor.map { $0 == 1 ? "systemSpacing" : "\(formatNumber($0)) * systemSpacing" } ?? "systemSpacing"
            let key = statisticsKey(expression, context)
            let value = makeConstraint(first: first, relation: form.relation, second: (other, otherAttribute), multiplier: .number(1),
                                       constant: .unknown(text), constantText: text, expression, context)
            // System spacing is a known rule, not an unresolved value.
            statistics.understood(key)
            return value
        }
        let constantArgument = argument("constant", arguments)
        let constant = constantArgument.map { evaluate($0.value, scope, context) } ?? .number(0)
        return makeConstraint(first: first, relation: form.relation, second: (other, otherAttribute), multiplier: multiplier,
                              constant: constant, constantText: constantArgument.map { context.file.text(of: $0.value) }, expression, context)
    }

    /// `a.topAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 8)`: `b.top == a.top + 8`.
    func offsetConstraint(_ from: (Int, Attribute), _ to: (Int, Attribute), _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                          _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        guard let head = arguments.first, let form = SwiftUIKitVocabulary.constraintForm(label: head.label), form.isConstant else {
            reportUnresolved(expression, context, reason: "constraint between two anchor offsets is not modelled")
            return .unknown("")
        }
        let constant = evaluate(head.value, scope, context)
        return makeConstraint(first: to, relation: form.relation, second: from, multiplier: .number(1), constant: constant,
                              constantText: context.file.text(of: head.value), expression, context)
    }

    /// A constraint expression reached but not understood. It still ties the views it names that the reader did
    /// resolve: they are open along its axis (both axes when the axis is unknown), never left unconstrained.
    func reportUnresolved(_ expression: SwiftExpr, _ context: SwiftFrameContext, reason: String, tying views: [(Int, Attribute?)] = []) {
        statistics.failed(statisticsKey(expression, context), reason: reason.components(separatedBy: ":").first ?? reason)
        note("constraint skipped: \(reason)", context.file, expression.start)
        for (id, attribute) in views {
            let axes = attribute?.axis.map { [$0] } ?? [.horizontal, .vertical]
            open(id, axes, because: "constraint not understood: \(reason)", flagUnknown: false)
        }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func itemConstraint(_ arguments: [SwiftArgument], _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        let values = arguments.map { evaluate($0.value, scope, context) }
        func attribute(_ value: SwiftValue?) -> Attribute? {
            guard case .enumCase(let name)? = value else { return nil }
            return Attribute(name: name)
        }
        let attributeValues = zip(arguments, values).filter { $0.0.label == "attribute" }.map(\.1)
        guard arguments.count >= 3, let firstObject = values[0].objectID, let firstAttribute = attribute(attributeValues.first) else {
            let tied = values.compactMap(\.objectID).map { ($0, attribute(attributeValues.first)) }
            reportUnresolved(expression, context, reason: "item or attribute not resolved in NSLayoutConstraint(item:…)", tying: tied)
            return .unknown("")
        }
        var relation = Relation.equal
        if let index = arguments.firstIndex(where: { $0.label == "relatedBy" }) {
            // A relation the reader cannot name is not taken for `==`: the constraint is not invented.
            guard case .enumCase(let name) = values[index], let named = SwiftLegacySpellings.relation(named: name) else {
                reportUnresolved(expression, context, reason: "relation not resolved: \(context.file.text(of: arguments[index].value))",
                                 tying: [(firstObject, firstAttribute)])
                return .unknown("")
            }
            relation = named
        }
        var second: (Int, Attribute)?
        if let index = arguments.firstIndex(where: { $0.label == "toItem" }) {
            let secondAttribute = attributeValues.count > 1 ? attribute(attributeValues[1]) : nil
            if let object = values[index].objectID, let secondAttribute, secondAttribute != .notAnAttribute {
                second = (object, secondAttribute)
            } else if case .nilValue = values[index] {
                second = nil
            } else {
                reportUnresolved(expression, context, reason: "toItem not resolved: \(context.file.text(of: arguments[index].value))",
                                 tying: [(firstObject, firstAttribute)])
                return .unknown("")
            }
        }
        let multiplier = arguments.firstIndex { $0.label == "multiplier" }.map { values[$0] } ?? .number(1)
        let constantIndex = arguments.firstIndex { $0.label == "constant" }
        let constant = constantIndex.map { values[$0] } ?? .number(0)
        return makeConstraint(first: (firstObject, firstAttribute), relation: relation, second: second, multiplier: multiplier,
                              constant: constant, constantText: constantIndex.map { context.file.text(of: arguments[$0].value) }, expression, context)
    }

    /// `NSLayoutConstraint.activate`, `.deactivate` and `.constraints(withVisualFormat:…)`.
    func layoutConstraintClassMethod(_ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                     _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        switch name {
        case "activate", "deactivate":
            // UIKit's take one unlabeled array; `activate(_:withPriority:)` is a project helper, run as the project's
            // code (deltachat-ios @7332bcad: the priority it sets was lost).
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            guard let first = arguments.first else { return .nilValue }
            for value in evaluate(first.value, scope, context).flattened {
                guard case .constraint(let index) = value else { continue }
                if name == "activate" { activateFromCode(index, expression, context) } else { builder.setActive(index, false, in: variant) }
            }
            return .nilValue
        case "autoSetPriority", "autoCreateAndInstallConstraints", "autoSetIdentifier":
            return pureLayoutBlock(name, arguments, scope, context)
        case "constraints":
            guard arguments.first?.label == "withVisualFormat" else { return nil }
            return visualFormatConstraints(arguments, expression, scope, context)
        case "constraintsWithVisualFormat":
            // The Swift 2 name (SwiftLegacySpellings.swift): the format is the first, unlabelled argument.
            guard arguments.first?.label == nil else { return nil }
            return visualFormatConstraints(arguments, expression, scope, context)
        default:
            return nil
        }
    }

    private func visualFormatConstraints(_ arguments: [SwiftArgument], _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        let key = statisticsKey(expression, context)
        guard case .string(let format) = evaluate(arguments[0].value, scope, context) else {
            // Whatever the format says, it places the views its dictionary names.
            var named: [(Int, Attribute?)] = []
            if let viewsArgument = argument("views", arguments), case .dictionary(let pairs) = evaluate(viewsArgument.value, scope, context) {
                named = pairs.compactMap(\.value.objectID).map { ($0, nil) }
            }
            reportUnresolved(expression, context, reason: "visual format string not resolved", tying: named)
            return .array([])
        }
        let parsed: VisualFormat
        switch VisualFormat.parse(format) {
        case .success(let value): parsed = value
        case .failure(let error):
            return rejectVisualFormat("invalid visual format \"\(format)\": \(error.message) at character \(error.offset + 1); constraints(withVisualFormat:) throws at run time",
                                      key, expression, context)
        }
        let (views, viewNames, viewValues, viewsKnown) = visualFormatViews(arguments, scope, context)
        let (metrics, metricsKnown) = visualFormatMetrics(arguments, scope, context)
        let (alignments, alignmentsKnown) = visualFormatAlignments(argument("options", arguments), scope, context)
        // Names the format uses must be in the dictionaries, or the call throws.
        for element in parsed.views where viewsKnown && !viewNames.contains(element.view.name) {
            return rejectVisualFormat("visual format \"\(format)\" names view '\(element.view.name)' that is not in the views dictionary; constraints(withVisualFormat:) throws at run time",
                                      key, expression, context)
        }
        guard viewsKnown else {
            reportUnresolved(expression, context, reason: "views dictionary not resolved")
            return .array([])
        }
        for element in parsed.views {
            guard let value = viewValues[element.view.name], let what = nonViewDescription(value) else { continue }
            return rejectVisualFormat("visual format \"\(format)\" places '\(element.view.name)', which the views dictionary gives as \(what); constraints(withVisualFormat:) raises at run time (unrecognized selector)",
                                      key, expression, context)
        }
        if parsed.views.contains(where: { views[$0.view.name] == nil }) {
            let axis: Attribute? = parsed.isVertical ? .top : .leading
            reportUnresolved(expression, context, reason: "a view of the views dictionary not resolved",
                             tying: parsed.views.compactMap { views[$0.view.name] }.map { ($0, axis) })
            return .array([])
        }
        let (results, complete) = visualFormatLayout(parsed, views: views, metrics: metrics, alignments: alignments,
                                                     alignmentsKnown: alignmentsKnown, expression, context)
        if complete && metricsKnown && alignmentsKnown { statistics.understood(key) } else { statistics.failed(key, reason: "visual format metric not resolved") }
        return .array(results)
    }

    /// A visual format call the runtime rejects: reported at the call, and no constraints made.
    private func rejectVisualFormat(_ message: String, _ key: SwiftStatisticsCollector.Key, _ expression: SwiftExpr, _ context: SwiftFrameContext) -> SwiftValue {
        statistics.understood(key)
        diagnostics.append(Diagnostic(ruleID: ReaderRuleID.invalidVisualFormat, severity: .error, message: message,
                                      location: context.callSite ?? location(context.file, expression.start)))
        return .array([])
    }

    /// The views dictionary of a visual format call: its views by name, every name it holds (also those whose view
    /// the reader could not follow, `["view": subView]` with `subView` bound to an unknown value: the name is there, so
    /// the call does not throw), the value of each name, and whether the dictionary was resolved at all.
    private func visualFormatViews(_ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext)
        -> (views: [String: Int], names: Set<String>, values: [String: SwiftValue], known: Bool) {
        var views: [String: Int] = [:]
        var values: [String: SwiftValue] = [:]
        guard let viewsArgument = argument("views", arguments), case .dictionary(let pairs) = evaluate(viewsArgument.value, scope, context)
        else { return (views, [], values, false) }
        for pair in pairs {
            guard case .string(let name) = pair.key else { continue }
            values[name] = pair.value
            if let id = pair.value.objectID { views[name] = id }
        }
        return (views, Set(values.keys), values, true)
    }

    /// The metrics dictionary of a visual format call, and whether it was resolved (none given counts as resolved).
    private func visualFormatMetrics(_ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext)
        -> (metrics: [String: SwiftValue], known: Bool) {
        guard let metricsArgument = argument("metrics", arguments) else { return ([:], true) }
        switch evaluate(metricsArgument.value, scope, context) {
        case .dictionary(let pairs):
            var metrics: [String: SwiftValue] = [:]
            for pair in pairs { if case .string(let name) = pair.key { metrics[name] = pair.value } }
            return (metrics, true)
        case .nilValue: return ([:], true)
        default: return ([:], false)
        }
    }

    /// The constraints a parsed visual format makes between its resolved views, and whether every metric it names
    /// was known.
    private func visualFormatLayout(_ parsed: VisualFormat, views: [String: Int], metrics: [String: SwiftValue],
                                    alignments: [Attribute], alignmentsKnown: Bool, _ expression: SwiftExpr,
                                    _ context: SwiftFrameContext) -> (results: [SwiftValue], complete: Bool) {
        var complete = true
        func operand(_ value: VisualFormat.Operand) -> SwiftValue {
            switch value {
            case .number(let number): return .number(number)
            case .name(let name):
                if let metric = metrics[name] { return metric }
                complete = false
                return .unknown(name)
            }
        }
        let isVertical = parsed.isVertical
        let leadingEdge: Attribute = isVertical ? .top : .leading
        let trailingEdge: Attribute = isVertical ? .bottom : .trailing
        let size: Attribute = isVertical ? .height : .width
        var results: [SwiftValue] = []
        func add(_ first: (Int, Attribute), _ relation: Relation, _ second: (Int, Attribute)?, _ constant: SwiftValue, _ text: String?, _ priority: SwiftValue?) {
            let priorityValue = priority.flatMap { $0.priority } ?? 1000
            results.append(makeConstraint(first: first, relation: relation, second: second, multiplier: .number(1), constant: constant,
                                          constantText: text, priority: priorityValue, expression, context))
        }
        func spacing(_ connection: VisualFormat.Connection, standard: Double, _ make: (Relation, SwiftValue, String?, SwiftValue?) -> Void) {
            switch connection {
            case .flush: make(.equal, .number(0), nil, nil)
            case .standard: make(.equal, .number(standard), nil, nil)
            case .predicates(let predicates):
                for predicate in predicates {
                    let text: String? = { if case .name(let name) = predicate.operand { return name }; return nil }()
                    make(predicate.relation, operand(predicate.operand), text, predicate.priority.map(operand))
                }
            }
        }
        let ids = parsed.views.map { views[$0.view.name]! }
        let superview: Int? = ids.first.map { first in
            if let parent = builder.objects[first].superview { return parent }
            return memberObject(first, "superview", className: nil, translates: false, context: context, superviewIsOwner: false)
        }
        if let connection = parsed.leadingSuperview, let superview, let first = ids.first {
            spacing(connection, standard: 20) { relation, constant, text, priority in
                add((first, leadingEdge), relation, (superview, leadingEdge), constant, text, priority)
            }
        }
        for (offset, element) in parsed.views.enumerated() {
            let id = ids[offset]
            if offset > 0 {
                spacing(element.connection, standard: 8) { relation, constant, text, priority in
                    add((id, leadingEdge), relation, (ids[offset - 1], trailingEdge), constant, text, priority)
                }
            }
            for predicate in element.view.size {
                if case .name(let name) = predicate.operand, let other = views[name] {
                    add((id, size), predicate.relation, (other, size), .number(0), nil, predicate.priority.map(operand))
                } else {
                    let text: String? = { if case .name(let name) = predicate.operand { return name }; return nil }()
                    add((id, size), predicate.relation, nil, operand(predicate.operand), text, predicate.priority.map(operand))
                }
            }
        }
        if let connection = parsed.trailingSuperview, let superview, let last = ids.last {
            spacing(connection, standard: 20) { relation, constant, text, priority in
                add((superview, trailingEdge), relation, (last, trailingEdge), constant, text, priority)
            }
        }
        for attribute in alignments where ids.count > 1 {
            for id in ids.dropFirst() { add((ids[0], attribute), .equal, (id, attribute), .number(0), nil, nil) }
        }
        if !alignmentsKnown && ids.count > 1 {
            // Options the reader could not evaluate may align the views across the format's axis.
            for id in ids { open(id, [isVertical ? .horizontal : .vertical], because: "visual format options not resolved", flagUnknown: false) }
        }
        return (results, complete)
    }

    /// The alignment options of a visual format call, and whether the reader knows them all: `[]`, `.alignAllTop`,
    /// `NSLayoutFormatOptions(rawValue: 0)` are known; an options value it cannot evaluate is not.
    private func visualFormatAlignments(_ options: SwiftArgument?, _ scope: SwiftScope, _ context: SwiftFrameContext) -> ([Attribute], Bool) {
        guard let options else { return ([], true) }
        if case .call(_, let arguments) = options.value.kind, arguments.count <= 1,
           arguments.allSatisfy({ $0.label == "rawValue" && evaluate($0.value, scope, context).number == 0 }) {
            return ([], true)
        }
        var alignments: [Attribute] = []
        var known = true
        for value in evaluate(options.value, scope, context).flattened {
            switch value {
            case .enumCase(let name):
                if let attribute = SwiftUIKitVocabulary.visualFormatAlignment(name) { alignments.append(attribute) }
            case .nilValue:
                break
            default:
                known = false
            }
        }
        return (alignments, known)
    }
}
