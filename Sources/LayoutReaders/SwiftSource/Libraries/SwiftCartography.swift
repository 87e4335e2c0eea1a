import LayoutModel

/// Cartography (github.com/robb/Cartography, read at d0dc3f3) in a file that imports it. `constrain(a, b) { a, b in … }`
/// hands the block one proxy per view (here: the views themselves); inside it `a.top == b.bottom + 8`,
/// `a.width == b.width * 2`, `a.height >= 44`, `a.edges == inset(b.edges, 8)`, `a.size == b.size`, `a.center == b.center`
/// and `… ~ priority` make constraints, all active once the block returns (`ConstraintGroup.replaceConstraints`), each
/// turning off its first view's autoresizing flag (`Context.addConstraint`). `align(top: a, b, …)` makes the
/// first's edge equal to each other's and `distribute(by: d, horizontally: a, b, …)` chains them d apart, turning off
/// every view's flag (`Align.swift`, `Distribute.swift`). A group replaced or cleared later (`replace:`, `clear:`) is
/// not read: its views stay open, as for any call not read. `~` is read with the parser's custom-operator precedence,
/// which puts it inside the comparison's right side; Cartography applies it to the whole comparison, the same result.
extension SwiftInterpreter {
    /// A Cartography proxy property: the attributes it stands for, in Cartography's order (`edges`: top, leading,
    /// bottom, trailing).
    static let cartographyProperties: [String: [Attribute]] = [
        "top": [.top], "bottom": [.bottom], "left": [.left], "right": [.right], "leading": [.leading], "trailing": [.trailing],
        "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "baseline": [.lastBaseline], "lastBaseline": [.lastBaseline], "firstBaseline": [.firstBaseline],
        "topMargin": [.topMargin], "bottomMargin": [.bottomMargin], "leftMargin": [.leftMargin], "rightMargin": [.rightMargin],
        "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
        "centerXWithinMargins": [.centerXWithinMargins], "centerYWithinMargins": [.centerYWithinMargins],
        "edges": [.top, .leading, .bottom, .trailing], "edgesWithinMargins": [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin],
        "size": [.width, .height], "center": [.centerX, .centerY], "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// A call of Cartography's free functions in a file importing it; nil for anything else (or a form not read, which
    /// the caller then treats as a call not read).
    func cartographyCall(_ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                         _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard ["constrain", "align", "distribute"].contains(name), Self.importsCartography(context.file) else { return nil }
        switch name {
        case "constrain": return cartographyConstrain(arguments, expression, scope, context)
        case "align": return cartographyAlign(arguments, expression, scope, context)
        default: return cartographyDistribute(arguments, expression, scope, context)
        }
    }

    private func cartographyConstrain(_ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                      _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard arguments.allSatisfy({ $0.label == nil }), let last = arguments.last, case .closure(let block) = last.value.kind else { return nil }
        let items = arguments.dropLast().map { evaluate($0.value, scope, context) }
        guard !items.isEmpty, items.allSatisfy({ $0.objectID != nil }) else { return nil }
        let failuresBefore = callTracking.cartographyFailures
        callTracking.cartographyBlocks += 1
        _ = invoke(block, items, scope, context, depth: context.depth, callSite: context.callSite)
        callTracking.cartographyBlocks -= 1
        let key = statisticsKey(expression, context)
        if callTracking.cartographyFailures == failuresBefore {
            statistics.understood(key)
        } else {
            statistics.failed(key, reason: "Cartography relation not resolved")
        }
        return .nilValue
    }

    /// `align(top: a, b, c)`: `a.top == b.top`, `a.top == c.top`.
    private func cartographyAlign(_ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                  _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard let label = arguments.first?.label, let attributes = Self.cartographyProperties[label], attributes.count == 1,
              arguments.dropFirst().allSatisfy({ $0.label == nil }) else { return nil }
        let ids = arguments.map { evaluate($0.value, scope, context).objectID }
        guard ids.count >= 2, let first = ids.first ?? nil, !ids.contains(where: { $0 == nil }) else { return nil }
        statistics.understood(statisticsKey(expression, context))
        let views = ids.compactMap { $0 }
        for id in views { turnOffAutoresizing(id) }
        return .array(views.dropFirst().map { other in
            cartographyConstraint((first, attributes[0]), .equal, (other, attributes[0]), multiplier: 1, constant: 0, priority: 1000, expression, context)
        })
    }

    /// `distribute(by: 8, horizontally: a, b, c)`: `a.trailing == b.leading - 8`, `b.trailing == c.leading - 8`.
    private func cartographyDistribute(_ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                       _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        var amount = 0.0
        var rest = arguments[...]
        if rest.first?.label == "by" {
            guard let value = rest.first.flatMap({ evaluate($0.value, scope, context).number }) else { return nil }
            amount = value
            rest = rest.dropFirst()
        }
        let pairs: [String: (Attribute, Attribute, Double)] = [
            "horizontally": (.trailing, .leading, -amount), "leftToRight": (.right, .left, -amount), "vertically": (.bottom, .top, -amount),
            "equalWidth": (.width, .width, 0), "equalHeight": (.height, .height, 0),
        ]
        guard let label = rest.first?.label, let (from, to, constant) = pairs[label], rest.dropFirst().allSatisfy({ $0.label == nil }) else { return nil }
        let ids = rest.map { evaluate($0.value, scope, context).objectID }
        guard ids.count >= 2, !ids.contains(where: { $0 == nil }) else { return nil }
        statistics.understood(statisticsKey(expression, context))
        let views = ids.compactMap { $0 }
        for id in views { turnOffAutoresizing(id) }
        return .array(zip(views, views.dropFirst()).map { previous, next in
            cartographyConstraint((previous, from), .equal, (next, to), multiplier: 1, constant: constant, priority: 1000, expression, context)
        })
    }

    /// A comparison inside a `constrain` block whose left side is a proxy property, made into constraints; nil when it
    /// is not one (or not inside a block).
    func cartographyComparison(_ op: String, _ left: SwiftExpr, _ right: SwiftExpr, _ expression: SwiftExpr,
                               _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard callTracking.cartographyBlocks > 0, ["==", ">=", "<="].contains(op), case .member(let base, let name) = left.kind,
              let attributes = Self.cartographyProperties[name], let id = evaluate(base, scope, context).objectID else { return nil }
        let relation: Relation = op == "==" ? .equal : op == ">=" ? .greaterThanOrEqual : .lessThanOrEqual
        var rest = right
        var priority = 1000.0
        if case .binary("~", let inner, let level) = rest.kind {
            guard let value = evaluate(level, scope, context).priority else {
                return cartographyUnresolved(id, attributes, "priority not resolved", expression, context)
            }
            (rest, priority) = (inner, value)
        }
        guard let target = cartographyTarget(rest, count: attributes.count, scope, context) else {
            return cartographyUnresolved(id, attributes, "right side not resolved", expression, context)
        }
        turnOffAutoresizing(id)
        if target.operand == nil {
            // A number: only a single size may equal one (`a.width == 100`).
            guard attributes.count == 1, attributes[0].kind == .dimension, let constant = target.coefficients.first?.constant else {
                return cartographyUnresolved(id, attributes, "number compared with a position", expression, context)
            }
            return cartographyConstraint((id, attributes[0]), relation, nil, multiplier: 1, constant: constant, priority: priority, expression, context)
        }
        guard let (other, otherAttributes) = target.operand, otherAttributes.count == attributes.count else {
            return cartographyUnresolved(id, attributes, "properties of different kinds compared", expression, context)
        }
        return .array(attributes.indices.map { index in
            let coefficients = target.coefficients[target.coefficients.count == 1 ? 0 : index]
            return cartographyConstraint((id, attributes[index]), relation, (other, otherAttributes[index]), multiplier: coefficients.multiplier,
                                         constant: coefficients.constant, priority: priority, expression, context)
        })
    }

    /// Cartography's `Coefficients`: the right side's multiplier and constant (per compound member after `inset`).
    private struct CartographyCoefficients {
        var multiplier = 1.0
        var constant = 0.0
    }

    /// The right side of a comparison: a proxy property (or none: a number) with its coefficients.
    private struct CartographyTarget {
        var operand: (Int, [Attribute])?
        var coefficients: [CartographyCoefficients]
    }

    /// Reads `b.top + 8`, `b.width * 2 - 4`, `2 * b.width`, `b.size / 2`, `inset(b.edges, 8, 16)`, `b.edges.inseted(by: 8)`
    /// or a number; nil when any part is not resolved.
    private func cartographyTarget(_ expression: SwiftExpr, count: Int, _ scope: SwiftScope, _ context: SwiftFrameContext) -> CartographyTarget? {
        switch expression.kind {
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/"].contains(op):
            if let inner = cartographyTarget(lhs, count: count, scope, context), inner.operand != nil,
               let amount = evaluate(rhs, scope, context).number {
                return Self.applying(op, amount, to: inner)
            }
            if op == "+" || op == "*", let amount = evaluate(lhs, scope, context).number,
               let inner = cartographyTarget(rhs, count: count, scope, context), inner.operand != nil {
                return Self.applying(op, amount, to: inner)
            }
            return evaluate(expression, scope, context).number.map { CartographyTarget(operand: nil, coefficients: [CartographyCoefficients(constant: $0)]) }
        case .member(let base, let name):
            if let attributes = Self.cartographyProperties[name], let id = evaluate(base, scope, context).objectID {
                return CartographyTarget(operand: (id, attributes), coefficients: [CartographyCoefficients()])
            }
        case .call(let callee, let arguments):
            if let insets = cartographyInsets(callee, arguments, scope, context) { return insets }
        default:
            break
        }
        return evaluate(expression, scope, context).number.map { CartographyTarget(operand: nil, coefficients: [CartographyCoefficients(constant: $0)]) }
    }

    private static func applying(_ op: String, _ amount: Double, to target: CartographyTarget) -> CartographyTarget? {
        var result = target
        result.coefficients = target.coefficients.map { coefficients in
            switch op {
            case "+": return CartographyCoefficients(multiplier: coefficients.multiplier, constant: coefficients.constant + amount)
            case "-": return CartographyCoefficients(multiplier: coefficients.multiplier, constant: coefficients.constant - amount)
            case "*": return CartographyCoefficients(multiplier: coefficients.multiplier * amount, constant: coefficients.constant * amount)
            default: return CartographyCoefficients(multiplier: coefficients.multiplier / amount, constant: coefficients.constant / amount)
            }
        }
        return op == "/" && amount == 0 ? nil : result
    }

    /// `inset(edges, all)`, `inset(edges, horizontal, vertical)`, `inset(edges, top, leading, bottom, trailing)`,
    /// `inset(edges, horizontally:)`, `inset(edges, vertically:)` and `edges.inseted(by:)`, `…(horizontally:vertically:)`,
    /// `…(top:leading:bottom:trailing:)`: the edges moved in by those amounts (bottom and trailing negated).
    private func cartographyInsets(_ callee: SwiftExpr, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext) -> CartographyTarget? {
        let edgesExpression: SwiftExpr
        var amounts = arguments[...]
        switch callee.kind {
        case .identifier("inset"):
            guard let first = arguments.first, first.label == nil else { return nil }
            edgesExpression = first.value
            amounts = arguments.dropFirst()
        case .member(let base, "inseted"):
            edgesExpression = base
        default:
            return nil
        }
        guard case .member(let base, let name) = edgesExpression.kind, name == "edges" || name == "edgesWithinMargins",
              let id = evaluate(base, scope, context).objectID, let attributes = Self.cartographyProperties[name] else { return nil }
        let numbers = amounts.map { evaluate($0.value, scope, context).number }
        guard !numbers.contains(where: { $0 == nil }) else { return nil }
        let values = numbers.compactMap { $0 }
        let labels = amounts.map(\.label)
        let insets: (top: Double, leading: Double, bottom: Double, trailing: Double)
        switch (labels, values.count) {
        case ([nil], 1), (["by"], 1): insets = (values[0], values[0], values[0], values[0])
        case ([nil, nil], 2), (["horizontally", "vertically"], 2): insets = (values[1], values[0], values[1], values[0])
        case (["horizontally"], 1): insets = (0, values[0], 0, values[0])
        case (["vertically"], 1): insets = (values[0], 0, values[0], 0)
        case ([nil, nil, nil, nil], 4), (["top", "leading", "bottom", "trailing"], 4): insets = (values[0], values[1], values[2], values[3])
        default: return nil
        }
        return CartographyTarget(operand: (id, attributes), coefficients: [
            CartographyCoefficients(constant: insets.top), CartographyCoefficients(constant: insets.leading),
            CartographyCoefficients(constant: -insets.bottom), CartographyCoefficients(constant: -insets.trailing),
        ])
    }

    private func cartographyConstraint(_ first: (Int, Attribute), _ relation: Relation, _ second: (Int, Attribute)?, multiplier: Double,
                                       constant: Double, priority: Double, _ expression: SwiftExpr, _ context: SwiftFrameContext) -> SwiftValue {
        let value = makeConstraint(first: first, relation: relation, second: second, multiplier: .number(multiplier),
                                   constant: .number(constant), constantText: nil, priority: priority, expression, context)
        if case .constraint(let index) = value { builder.setActive(index, true, in: variant) }
        return value
    }

    private func turnOffAutoresizing(_ id: Int) {
        if case .view = builder.objects[id].kind { builder.objects[id].translatesAutoresizingMask = false }
    }

    private func cartographyUnresolved(_ id: Int, _ attributes: [Attribute], _ reason: String, _ expression: SwiftExpr,
                                       _ context: SwiftFrameContext) -> SwiftValue {
        callTracking.cartographyFailures += 1
        reportUnresolved(expression, context, reason: "Cartography \(reason)", tying: attributes.map { (id, $0) })
        return .unknown("")
    }

    /// Whether the file imports Cartography (imports come first, so only the opening tokens are looked at).
    static func importsCartography(_ file: SwiftFileSyntax) -> Bool {
        let tokens = file.tokens.prefix(400)
        return tokens.indices.contains { index in
            tokens[index].isWord("import") && index + 1 < tokens.endIndex && tokens[index + 1].text == "Cartography"
        }
    }
}
