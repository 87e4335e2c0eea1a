import LayoutModel

/// Anchorage (github.com/Rightpoint/Anchorage, read at d5655ec0c1f8) operators in a file that imports it:
/// `a.topAnchor == b.bottomAnchor + 8`, `a.widthAnchor == b.widthAnchor * 0.5`, `a.heightAnchor >= 44`,
/// `… ~ .high`, and the groups `edgeAnchors`, `horizontalAnchors`, `verticalAnchors`, `centerAnchors`,
/// `sizeAnchors` related as they are. Each makes an active constraint and turns off the first view's
/// autoresizing flag (Internal.swift `finalize(constraint:withPriority:)`); `~` binds tighter than `==` and looser
/// than `+` (Anchorage.swift `PriorityPrecedence`), as the parser reads custom operators.
extension SwiftInterpreter {
    private static let anchorageGroups: [String: [Attribute]] = [
        "edgeAnchors": [.top, .leading, .bottom, .trailing], "horizontalAnchors": [.leading, .trailing],
        "verticalAnchors": [.top, .bottom], "centerAnchors": [.centerX, .centerY], "sizeAnchors": [.width, .height],
    ]

    /// A comparison of anchors in a file importing Anchorage, made into constraints; nil for anything else.
    func anchorageComparison(_ op: String, _ left: SwiftExpr, _ right: SwiftExpr, _ expression: SwiftExpr,
                             _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard ["==", ">=", "<="].contains(op), let (leftBase, leftName) = Self.anchorageOperand(left),
              leftName.hasSuffix("Anchor") || Self.anchorageGroups[leftName] != nil, Self.importsAnchorage(context.file) else { return nil }
        let relation: Relation = op == "==" ? .equal : op == ">=" ? .greaterThanOrEqual : .lessThanOrEqual
        var rest = right
        var priority = 1000.0
        if case .binary("~", let inner, let priorityExpression) = rest.kind {
            rest = inner
            guard let level = Self.anchoragePriority(evaluate(priorityExpression, scope, context)) else {
                return anchorageUnresolved(left, leftBase, leftName, "priority not resolved", expression, scope, context)
            }
            priority = level
        }
        var constant = SwiftValue.number(0), multiplier = SwiftValue.number(1)
        if case .binary(let sign, let inner, let amount) = rest.kind, sign == "+" || sign == "-" {
            let value = evaluate(amount, scope, context)
            constant = sign == "-" ? value.number.map { .number(-$0) } ?? .unknown("") : value
            rest = inner
        }
        if case .binary(let sign, let inner, let amount) = rest.kind, sign == "*" {
            multiplier = evaluate(amount, scope, context)
            rest = inner
        }
        if let group = Self.anchorageGroups[leftName] {
            guard constant.number == 0, multiplier.number == 1, let (otherBase, otherName) = Self.anchorageOperand(rest), otherName == leftName,
                  let first = anchorageOwner(leftBase, scope, context), let second = anchorageOwner(otherBase, scope, context) else {
                return anchorageUnresolved(left, leftBase, leftName, "anchor group not read", expression, scope, context)
            }
            return .array(group.map { anchorageConstraint((first, $0), relation, (second, $0), constant, multiplier, priority, expression, context) })
        }
        guard case .anchor(let id, let attribute) = evaluate(left, scope, context) else { return nil }
        switch evaluate(rest, scope, context) {
        case .anchor(let other, let otherAttribute):
            return anchorageConstraint((id, attribute), relation, (other, otherAttribute), constant, multiplier, priority, expression, context)
        case let value where value.number != nil && attribute.kind == .dimension:
            return anchorageConstraint((id, attribute), relation, nil, value, .number(1), priority, expression, context)
        default:
            return anchorageUnresolved(left, leftBase, leftName, "right side not resolved", expression, scope, context)
        }
    }

    private func anchorageConstraint(_ first: (Int, Attribute), _ relation: Relation, _ second: (Int, Attribute)?, _ constant: SwiftValue,
                                     _ multiplier: SwiftValue, _ priority: Double, _ expression: SwiftExpr, _ context: SwiftFrameContext) -> SwiftValue {
        if case .view = builder.objects[first.0].kind { builder.objects[first.0].translatesAutoresizingMask = false }
        let value = makeConstraint(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                                   constantText: constant.number == nil ? "?" : nil, priority: priority, expression, context)
        if case .constraint(let index) = value { builder.setActive(index, true, in: variant) }
        return value
    }

    /// The view an anchor belongs to (`label.topAnchor`), or the implicit `self` (`topAnchor`).
    private func anchorageOwner(_ base: SwiftExpr?, _ scope: SwiftScope, _ context: SwiftFrameContext) -> Int? {
        guard let base else { return context.selfValue.objectID }
        return evaluate(base, scope, context).objectID
    }

    /// `view.topAnchor` → (view, "topAnchor"); `topAnchor` → (nil, "topAnchor").
    private static func anchorageOperand(_ expression: SwiftExpr) -> (SwiftExpr?, String)? {
        switch expression.kind {
        case .member(let base, let name): return (base, name)
        case .identifier(let name) where name.hasSuffix("Anchor") || name.hasSuffix("Anchors"): return (nil, name)
        default: return nil
        }
    }

    private func anchorageUnresolved(_ left: SwiftExpr, _ base: SwiftExpr?, _ name: String, _ reason: String, _ expression: SwiftExpr,
                                     _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        let attributes = Self.anchorageGroups[name] ?? [SwiftUIKitVocabulary.attribute(ofAnchor: name)].compactMap { $0 }
        if let id = anchorageOwner(base, scope, context) {
            reportUnresolved(expression, context, reason: "Anchorage \(reason)", tying: attributes.isEmpty ? [(id, nil)] : attributes.map { (id, $0) })
        }
        return .unknown("")
    }

    /// Anchorage's `Priority`: `.required`, `.high`, `.low`, `.fittingSize`, numbers (and `.high - 1` arithmetic).
    private static func anchoragePriority(_ value: SwiftValue) -> Double? {
        if case .enumCase(let name) = value {
            switch name {
            case "required": return 1000
            case "high": return 750
            case "low": return 250
            case "fittingSize": return 50
            default: return nil
            }
        }
        return value.priority
    }

    /// Whether the file imports Anchorage (imports come first, so only the opening tokens are looked at).
    static func importsAnchorage(_ file: SwiftFileSyntax) -> Bool {
        let tokens = file.tokens.prefix(400)
        return tokens.indices.contains { index in
            tokens[index].isWord("import") && index + 1 < tokens.endIndex && tokens[index + 1].text == "Anchorage"
        }
    }
}
