import LayoutModel

/// TinyConstraints (github.com/roberthein/TinyConstraints, read at a89996a77d36) calls read into plain
/// constraints: `edgesToSuperview(excluding:insets:usingSafeArea:)`, `topToSuperview(offset:)` and its siblings,
/// `centerInSuperview()`, `width(44)`, `height(to:)`, `size(_:)`, `top(to:offset:)`, `topToBottom(of:offset:)`.
/// Every call turns the receiver's autoresizing flag off (`prepareForLayout()`) and activates unless `isActive: false`.
/// Offsets are added as written except where the library negates them: `trailingToSuperview(offset:)` and the right
/// and bottom insets of `edgesToSuperview` (TinyConstraints+superview.swift); `bottomToSuperview(offset: 8)` is
/// bottom == superview.bottom + 8 as written.
extension SwiftInterpreter {
    private typealias TinyEntry = (attribute: Attribute, second: (Int, Attribute)?, constant: SwiftValue, multiplier: SwiftValue)

    private static let tinyEdgeNames: [String: Attribute] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "left": .left, "right": .right,
        "centerX": .centerX, "centerY": .centerY, "width": .width, "height": .height,
    ]

    /// A TinyConstraints call on a view; nil when the reader does not know the form.
    func tinyConstraintsMethod(onObject id: Int, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                               _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        let isSize = name == "size" && arguments.count == 1 && arguments[0].label == nil
        guard isSize || Self.layoutLibrary(of: name, firstLabel: arguments.first?.label ?? nil, argumentCount: arguments.count) == "TinyConstraints" else {
            return nil
        }
        var named: [String: SwiftValue] = [:]
        for argument in arguments { named[argument.label ?? "_"] = evaluate(argument.value, scope, context) }
        var relation = Relation.equal
        if case .enumCase(let caseName)? = named["relation"] {
            relation = caseName == "equalOrLess" ? .lessThanOrEqual : caseName == "equalOrGreater" ? .greaterThanOrEqual : .equal
        } else if named["relation"] != nil {
            return nil
        }
        guard let entries = tinyEntries(id, name, arguments.map { $0.label ?? "_" }, named, context) else { return nil }
        builder.objects[id].translatesAutoresizingMask = false
        builder.markUsed(id)
        guard case .success(let list) = entries else {
            if case .failure(let problem) = entries { reportUnresolved(expression, context, reason: "TinyConstraints \(problem.reason)", tying: [(id, nil)]) }
            return .unknown("")
        }
        let priority = named["priority"]?.priority ?? 1000
        var isActive = true
        if case .bool(let flag)? = named["isActive"] { isActive = flag }
        var made: [SwiftValue] = []
        for entry in list {
            let value = makeConstraint(first: (id, entry.attribute), relation: relation, second: entry.second, multiplier: entry.multiplier,
                                       constant: entry.constant, constantText: entry.constant.number == nil ? "?" : nil,
                                       priority: priority, expression, context)
            if case .constraint(let index) = value, isActive { builder.setActive(index, true, in: variant) }
            made.append(value)
        }
        return made.count == 1 ? made[0] : .array(made)
    }

    private struct TinyProblem: Error { let reason: String }

    /// The constraints one call makes.
    private func tinyEntries(_ id: Int, _ name: String, _ labels: [String], _ named: [String: SwiftValue],
                             _ context: SwiftFrameContext) -> Result<[TinyEntry], TinyProblem>? {
        let offset = named["offset"] ?? .number(0)
        let multiplier = named["multiplier"] ?? .number(1)
        func superviewTarget() -> Int? {
            guard let superview = builder.objects[id].superview else { return nil }
            if case .bool(true)? = named["usingSafeArea"] { return guide(superview, .safeArea, context) }
            return superview
        }
        if name.hasSuffix("ToSuperview"), let attribute = Self.tinyEdgeNames[String(name.dropLast("ToSuperview".count))] {
            guard named["_"] == nil else { return nil }
            guard let target = superviewTarget() else { return .failure(TinyProblem(reason: "superview not known")) }
            // trailingToSuperview negates its offset (left-to-right layout); the others add it as written.
            let constant = attribute == .trailing ? Self.negated(offset) : offset
            return .success([(attribute, (target, attribute), constant, multiplier)])
        }
        switch name {
        case "edgesToSuperview", "horizontalToSuperview", "verticalToSuperview":
            guard let target = superviewTarget() else { return .failure(TinyProblem(reason: "superview not known")) }
            return tinyEdges(to: target, name, named)
        case "centerInSuperview":
            guard let target = superviewTarget() else { return .failure(TinyProblem(reason: "superview not known")) }
            var point: [String: SwiftValue] = [:]
            if case .record(let fields)? = named["offset"] { point = fields }
            return .success([(.centerX, (target, .centerX), point["x"] ?? .number(0), .number(1)),
                             (.centerY, (target, .centerY), point["y"] ?? .number(0), .number(1))])
        case "width", "height":
            let attribute: Attribute = name == "width" ? .width : .height
            if labels.first == "_", let constant = named["_"] { return .success([(attribute, nil, constant, .number(1))]) }
            guard labels.first == "to" else { return nil }
            return tinyRelative(attribute, to: named, offset: offset, multiplier: multiplier)
        case "size":
            guard labels.first == "_", case .record(let fields)? = named["_"], fields["width"] != nil || fields["height"] != nil else { return nil }
            return .success([(.width, nil, fields["width"] ?? .unknown(""), .number(1)), (.height, nil, fields["height"] ?? .unknown(""), .number(1))])
        case "topToBottom", "bottomToTop", "leadingToTrailing", "trailingToLeading", "leftToRight", "rightToLeft":
            let parts: [String: (Attribute, Attribute)] = ["topToBottom": (.top, .bottom), "bottomToTop": (.bottom, .top),
                "leadingToTrailing": (.leading, .trailing), "trailingToLeading": (.trailing, .leading),
                "leftToRight": (.left, .right), "rightToLeft": (.right, .left)]
            guard let (first, second) = parts[name], let other = named["of"]?.objectID else { return .failure(TinyProblem(reason: "view not resolved")) }
            return .success([(first, (other, second), offset, .number(1))])
        default:
            guard let attribute = Self.tinyEdgeNames[name], labels.first == "to" else { return nil }
            return tinyRelative(attribute, to: named, offset: offset, multiplier: multiplier)
        }
    }

    /// `top(to: view, offset:)`, `top(to: view, view.bottomAnchor)`, `width(to: view, multiplier:)`.
    private func tinyRelative(_ attribute: Attribute, to named: [String: SwiftValue], offset: SwiftValue, multiplier: SwiftValue) -> Result<[TinyEntry], TinyProblem> {
        var second: (Int, Attribute)?
        switch named["to"] {
        case .object(let other)?: second = (other, attribute)
        default: return .failure(TinyProblem(reason: "view not resolved"))
        }
        if let anchor = named["_"] {
            guard case .anchor(let other, let otherAttribute) = anchor else { return .failure(TinyProblem(reason: "anchor not resolved")) }
            second = (other, otherAttribute)
        }
        return .success([(attribute, second, offset, multiplier)])
    }

    /// `edgesToSuperview(excluding:insets:)` pins top, left, right (inset negated) and bottom (inset negated) in a
    /// left-to-right layout; `horizontalToSuperview` the sides, `verticalToSuperview` top and bottom.
    private func tinyEdges(to target: Int, _ name: String, _ named: [String: SwiftValue]) -> Result<[TinyEntry], TinyProblem> {
        var insets: [String: SwiftValue] = [:]
        switch named["insets"] {
        case .record(let fields)?: insets = fields
        case nil: break
        case let value?:
            if let number = value.number { for side in ["top", "left", "bottom", "right"] { insets[side] = .number(number) } }
            else { return .failure(TinyProblem(reason: "insets not resolved")) }
        }
        let excluded = Set((named["excluding"]?.flattened ?? []).compactMap { value -> String? in
            if case .enumCase(let edge) = value { return edge }
            return nil
        })
        if named["excluding"] != nil, excluded.isEmpty { return .failure(TinyProblem(reason: "excluded edge not resolved")) }
        func inset(_ side: String) -> SwiftValue { insets[side] ?? insets[side == "left" ? "leading" : side == "right" ? "trailing" : side] ?? .number(0) }
        var entries: [TinyEntry] = []
        if name != "horizontalToSuperview", !excluded.contains("top") { entries.append((.top, (target, .top), inset("top"), .number(1))) }
        if name != "verticalToSuperview" {
            if excluded.isDisjoint(with: ["leading", "left"]) { entries.append((.left, (target, .left), inset("left"), .number(1))) }
            if excluded.isDisjoint(with: ["trailing", "right"]) { entries.append((.right, (target, .right), Self.negated(inset("right")), .number(1))) }
        }
        if name != "horizontalToSuperview", !excluded.contains("bottom") { entries.append((.bottom, (target, .bottom), Self.negated(inset("bottom")), .number(1))) }
        return .success(entries)
    }

    private static func negated(_ value: SwiftValue) -> SwiftValue {
        value.number.map { .number(-$0) } ?? value
    }
}
