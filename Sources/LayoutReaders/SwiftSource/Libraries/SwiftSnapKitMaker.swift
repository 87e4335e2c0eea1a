import LayoutModel

/// SnapKit's DSL followed the way SnapKit runs it: `view.snp.makeConstraints { make in … }` turns the
/// view's autoresizing mask off, runs the closure with a maker, and activates one layout constraint per
/// attribute of each `make.…` description. SnapKit activates them when the closure returns; the reader
/// makes and activates each as soon as its relation is written, in the branch it is written in, and
/// applies `offset`, `priority` and the rest to it as they follow (the result is the same, and a branch
/// inside the closure sees its own constraints).
extension SwiftInterpreter {
    /// Where the SnapKit constraints made for an item are kept, on the item (not a Swift identifier).
    static let snapKitSlot = "<snapkit constraints>"

    /// `view.snp` and the deprecated `view.snp_top` on a view or layout guide.
    func snapKitMember(ofObject id: Int, _ name: String) -> SwiftValue? {
        guard name.hasPrefix("snp"), builder.objects.indices.contains(id) else { return nil }
        switch builder.objects[id].kind {
        case .view, .guide: break
        case .controller: return nil
        case .instance:
            // Only views and layout guides have `snp`: a project type built on a class the reader cannot see
            // (`class SlideImageView: ImageSlideshow`) is a view, made in code.
            guard name == "snp" || name.hasPrefix("snp_") else { return nil }
            builder.objects[id].kind = .view
            builder.objects[id].translatesAutoresizingMask = true
        }
        if name == "snp" { return .snapKit(.dsl(id)) }
        if name.hasPrefix("snp_"), let attributes = SwiftSnapKitVocabulary.attributes(named: String(name.dropFirst(4))) {
            return .snapKit(.item(id, attributes))
        }
        return nil
    }

    /// The deprecated `view.snp_makeConstraints { … }` spelling.
    func snapKitMethod(onObject id: Int, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                       _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard name.hasPrefix("snp_"), snapKitMember(ofObject: id, "snp") != nil else { return nil }
        return snapKitMethod(.dsl(id), String(name.dropFirst(4)), arguments, expression, scope, context)
    }

    /// Properties of SnapKit values: attributes of `view.snp` and of the maker, `….constraint`, `c.isActive`.
    func snapKitMember(_ value: SwiftSnapKitValue, _ name: String, _ expression: SwiftExpr,
                       _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        switch value {
        case .dsl(let id):
            if let attributes = SwiftSnapKitVocabulary.attributes(named: name) { return .snapKit(.item(id, attributes)) }
            if name == "target" { return .object(id) }
        case .maker(let maker):
            if let attributes = SwiftSnapKitVocabulary.attributes(named: name) {
                let description = SwiftSnapKitDescription(target: maker.target, mode: maker.mode, attributes: attributes)
                maker.descriptions.append(description)
                return .snapKit(.description(description))
            }
            if name == "item" { return .object(maker.target) }
        case .description(let description):
            if description.relation == nil, let attributes = SwiftSnapKitVocabulary.attributes(named: name) {
                description.attributes = SwiftSnapKitVocabulary.union(description.attributes, attributes)
                return .snapKit(value)
            }
            // Made when the closure returns (or first used), so constraints keep the order they are written in.
            if name == "constraint" { return .snapKit(.constraint(description)) }
        case .constraint(let description):
            let member = snapKitConstraintMember(description, name)
            if !member.isUnknown { return member }
        case .item:
            break
        }
        return snapKitExtensionProperty(value, name, context) ?? .unknown("")
    }

    /// A computed property a project adds to a SnapKit type: `extension ConstraintMaker { var horizontal: … { leading.trailing } }`.
    private func snapKitExtensionProperty(_ value: SwiftSnapKitValue, _ name: String, _ context: SwiftFrameContext) -> SwiftValue? {
        guard context.depth < Self.maximumCallDepth else { return nil }
        for owner in value.extendedTypes {
            guard let (property, info) = project.property(named: name, in: owner), !property.isStatic, let getter = property.getter else { continue }
            let frame = SwiftFrameContext(selfValue: .snapKit(value), typeName: info.name, file: getter.file, callSite: context.callSite, depth: context.depth + 1)
            return run(getter.body, SwiftScope(parent: nil), frame)
        }
        return nil
    }

    /// Methods of SnapKit values: the DSL's `makeConstraints` family, the chain after an attribute, `Constraint`'s API.
    func snapKitMethod(_ value: SwiftSnapKitValue, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                       _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        switch value {
        case .dsl(let id):
            switch name {
            case "makeConstraints": return runSnapKitMaker(id, .make, arguments, expression, scope, context)
            case "remakeConstraints":
                removeSnapKitConstraints(of: id)
                return runSnapKitMaker(id, .make, arguments, expression, scope, context)
            case "updateConstraints": return runSnapKitMaker(id, .update, arguments, expression, scope, context)
            case "prepareConstraints": return runSnapKitMaker(id, .prepare, arguments, expression, scope, context)
            case "removeConstraints":
                removeSnapKitConstraints(of: id)
                return .nilValue
            default: return nil
            }
        case .description(let description):
            return snapKitChain(description, name, arguments, expression, scope, context)
        case .constraint(let description):
            return snapKitConstraintMethod(description, name, arguments, scope, context)
        case .maker, .item:
            return nil
        }
    }

    // MARK: - The maker

    private func runSnapKitMaker(_ id: Int, _ mode: SwiftSnapKitMaker.Mode, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                 _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        guard let argument = arguments.last, case .function(let callable) = evaluate(argument.value, scope, context) else {
            note("SnapKit closure not resolved", context.file, expression.start)
            return .unknown("")
        }
        // SnapKit's maker prepares a view (not a layout guide) for Auto Layout before the closure runs.
        if builder.objects[id].kind == .view { builder.objects[id].translatesAutoresizingMask = false }
        builder.markUsed(id)
        let maker = SwiftSnapKitMaker(target: id, mode: mode)
        maker.makesInstead = mode == .update && !snapKitConstraints(of: id).contains(where: isLiveSnapKit)
        let makerValue = SwiftValue.snapKit(.maker(maker))
        let updateMakersBefore = running.snapKitUpdateMakers
        if mode == .update { running.snapKitUpdateMakers.append(maker) }
        defer { running.snapKitUpdateMakers = updateMakersBefore }
        switch callable {
        case .closure(let closure, let captured, let capturedContext):
            _ = invoke(closure, [makerValue], captured, capturedContext, depth: context.depth, callSite: context.callSite)
        case .declared(let function, let receiver, let owner):
            let inner = SwiftScope(parent: nil)
            if let parameter = function.parameters.first { inner.variables[parameter.name] = makerValue }
            let frame = SwiftFrameContext(selfValue: receiver ?? context.selfValue, typeName: owner, file: function.file,
                                          callSite: context.callSite, depth: context.depth + 1)
            _ = run(function.body, inner, frame)
        case .local(let function, let captured, let capturedContext):
            let inner = SwiftScope(parent: captured)
            if let parameter = function.parameters.first { inner.variables[parameter.name] = makerValue }
            var frame = capturedContext
            frame.depth = context.depth + 1
            _ = run(function.body, inner, frame)
        }
        return finishSnapKitMaker(maker)
    }

    /// What SnapKit does once the closure returns: activate, update or just hand back the constraints.
    private func finishSnapKitMaker(_ maker: SwiftSnapKitMaker) -> SwiftValue {
        let written = maker.descriptions.filter { $0.relation != nil }
        switch maker.mode {
        case .prepare:
            for description in written { _ = materializeSnapKit(description) }
            return .array(written.map { .snapKit(.constraint($0)) })
        case .update:
            applySnapKitUpdates(maker)
            return .nilValue
        case .make:
            // Each was made and activated when its relation was written.
            return .nilValue
        }
    }

    /// Activates a description's layout constraints (in the current variant) and remembers them on its item.
    func activateSnapKit(_ description: SwiftSnapKitDescription) {
        let made = materializeSnapKit(description)
        for constraint in made { builder.setActive(constraint.index, true, in: variant) }
        var registered = snapKitConstraints(of: description.target)
        for constraint in made where !registered.contains(constraint.index) { registered.append(constraint.index) }
        builder.objects[description.target].slots[Self.snapKitSlot] = .array(registered.map { .constraint($0) })
    }

    /// Every constraint SnapKit made for an item, in the order they were made.
    func snapKitConstraints(of id: Int) -> [Int] {
        guard builder.objects.indices.contains(id), case .array(let values)? = builder.objects[id].slots[Self.snapKitSlot] else { return [] }
        return values.compactMap { if case .constraint(let index) = $0 { return index }; return nil }
    }

    /// Whether a constraint is active where the reader is now: the base scene, or the current variant over it.
    func isLiveSnapKit(_ index: Int) -> Bool {
        guard builder.constraints.indices.contains(index) else { return false }
        guard let variant, let entry = builder.variants[variant] else { return builder.constraints[index].isActive }
        if entry.activatedConstraints.contains(index) { return true }
        if entry.deactivatedConstraints.contains(index) { return false }
        return builder.constraints[index].isActive
    }

    /// `updateConstraints`: each layout constraint the description stands for must match one SnapKit made
    /// earlier (same items, attributes, relation, multiplier and priority); its constant changes.
    func updateSnapKitConstraints(_ description: SwiftSnapKitDescription) {
        guard let expression = description.expression, let context = description.context else { return }
        let key = SwiftStatisticsCollector.Key(file: context.file.path, offset: expression.start.offset)
        guard let relation = description.relation, let layouts = snapKitLayouts(description) else {
            reportUnresolved(expression, context, reason: description.unresolved ?? "SnapKit relation not resolved",
                             tying: Self.tiedAttributes(description))
            return
        }
        let existing = snapKitConstraints(of: description.target).filter(isLiveSnapKit).reversed()
        let multiplier = description.multiplier.number ?? 1
        for layout in layouts {
            let match = existing.first { index in
                let record = builder.constraints[index]
                return record.firstAttribute == layout.from && record.relation == relation
                    && record.second == layout.second?.0 && record.secondAttribute == (layout.second?.1 ?? .notAnAttribute)
                    && record.priority.value == description.priority && abs(record.multiplier - multiplier) < 1e-9
            }
            guard let match else {
                statistics.failed(key, reason: "updateConstraints matches no earlier constraint")
                note("updateConstraints: nothing SnapKit made earlier for this view matches \(context.file.text(of: expression)) (SnapKit stops with a fatal error)",
                     context.file, expression.start)
                return
            }
            // Constants that change later (in a branch, an action) are not separate constraints; the base takes numbers.
            if variant == nil, case .number(let number) = layout.constant {
                builder.constraints[match].constant = number
                builder.constraints[match].symbolicConstant = nil
            } else if case .number(let number) = layout.constant { replaceSnapKitConstantInVariant(match, with: number, of: description.target) }
        }
        statistics.understood(key)
    }

    // MARK: - The chain after an attribute

    private func snapKitChain(_ description: SwiftSnapKitDescription, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                              _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        let result = SwiftValue.snapKit(.description(description))
        func amount(_ kind: SwiftSnapKitDescription.Amount.Kind) -> SwiftSnapKitDescription.Amount? {
            guard let argument = arguments.first else { return nil }
            return .init(value: snapKitArgument(argument.value, scope, context), text: context.file.text(of: argument.value), kind: kind)
        }
        if let form = SwiftSnapKitVocabulary.relation(named: name) {
            relateSnapKit(description, form.relation, toSuperview: form.toSuperview, arguments, expression, scope, context)
            return result
        }
        switch name {
        case "offset":
            if let amount = amount(.plain) { description.constant = amount }
        case "inset":
            if let amount = amount(.inset) { description.constant = amount }
        case "multipliedBy", "dividedBy":
            guard let argument = arguments.first else { return result }
            let value = evaluate(argument.value, scope, context)
            if name == "multipliedBy" {
                description.multiplier = value
            } else if let number = value.number, number != 0 {
                description.multiplier = .number(1 / number)
            } else {
                description.multiplier = .unknown(context.file.text(of: argument.value))
            }
        case "priority":
            guard let argument = arguments.first else { return result }
            let value = evaluate(argument.value, scope, context)
            let priority: Double?
            if case .enumCase(let caseName) = value { priority = SwiftSnapKitVocabulary.priority(named: caseName) } else { priority = value.priority }
            if let priority {
                description.priority = priority
                description.symbolicPriority = nil
            } else {
                // Whether it gives way is not known: not required (SwiftConstraintPropertyAssignment.swift does the same).
                description.symbolicPriority = context.file.text(of: argument.value)
                note("SnapKit priority not resolved: \(context.file.text(of: argument.value))", context.file, argument.value.start)
            }
        case "priorityRequired": description.priority = 1000
        case "priorityHigh": description.priority = 750
        case "priorityMedium": description.priority = 500
        case "priorityLow": description.priority = 250
        case "labeled":
            if let argument = arguments.first, case .string(let label) = evaluate(argument.value, scope, context) { description.label = label }
        default:
            return nil
        }
        refreshSnapKit(description)
        return result
    }

    /// Writes a description's constant, multiplier, priority and label into the constraints it already made.
    private func refreshSnapKit(_ description: SwiftSnapKitDescription) {
        guard let made = description.made, !made.isEmpty, let expression = description.expression, let context = description.context else { return }
        var understood = description.multiplier.number != nil
        for constraint in made {
            let (constant, text) = snapKitConstant(description.constant, for: constraint.toAttribute)
            var record = builder.constraints[constraint.index]
            if case .number(let number) = constant {
                record.constant = number
                record.symbolicConstant = nil
            } else {
                record.constant = 0
                record.symbolicConstant = text ?? "?"
                understood = false
            }
            record.multiplier = description.multiplier.number ?? 1
            record.priority = Priority(description.priority)
            record.symbolicPriority = description.symbolicPriority
            record.identifier = description.label
            builder.constraints[constraint.index] = record
        }
        let key = SwiftStatisticsCollector.Key(file: context.file.path, offset: expression.start.offset)
        statistics.revised(key, understood: understood, reason: description.multiplier.number == nil ? "unresolved multiplier" : "unresolved constant")
    }

    /// A constant-like argument: `.init(top:…)` and `.init(width:height:)` need their type from the labels.
    private func snapKitArgument(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        if case .call(let callee, let arguments) = expression.kind, case .implicitMember("init") = callee.kind, arguments.count > 1 {
            let labels = Set(arguments.compactMap(\.label))
            let typeName = labels.contains("width") ? "CGSize" : labels.contains("x") ? "CGPoint" : "UIEdgeInsets"
            return instantiate(typeName, arguments, expression, scope, context)
        }
        return evaluate(expression, scope, context)
    }

    /// `equalTo(x)` and its relatives: the description gets its relation; in `makeConstraints` its layout
    /// constraints are made and activated right away.
    private func relateSnapKit(_ description: SwiftSnapKitDescription, _ relation: Relation, toSuperview: Bool, _ arguments: [SwiftArgument],
                               _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) {
        resolveSnapKitRelation(description, relation, toSuperview: toSuperview, arguments, expression, scope, context)
        if description.mode == .make { activateSnapKit(description) }
    }

    /// `equalTo(x)`, `lessThanOrEqualToSuperview()`, `equalToSuperview { $0.safeAreaLayoutGuide }`.
    private func resolveSnapKitRelation(_ description: SwiftSnapKitDescription, _ relation: Relation, toSuperview: Bool, _ arguments: [SwiftArgument],
                               _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) {
        description.relation = relation
        description.expression = expression
        description.context = context
        description.variant = variant
        description.related = nil
        description.unresolved = nil
        var target: SwiftValue
        var text = arguments.first.map { context.file.text(of: $0.value) }
        if toSuperview {
            guard let superview = snapKitSuperview(of: description.target, context) else {
                description.unresolved = "superview not resolved"
                return
            }
            target = .object(superview)
            text = "superview"
            if let argument = arguments.first, case .function(.closure(let closure, let captured, let capturedContext)) = evaluate(argument.value, scope, context) {
                target = invoke(closure, [target], captured, capturedContext, depth: context.depth, callSite: context.callSite)
            }
        } else if let argument = arguments.first {
            target = snapKitArgument(argument.value, scope, context)
        } else {
            description.unresolved = "SnapKit relation without a target"
            return
        }
        switch target {
        case .object(let id) where isSnapKitItem(id):
            description.related = .item(id, [])
        case .snapKit(.item(let id, let toAttributes)) where isSnapKitItem(id):
            guard Self.snapKitCanRelate(description.attributes, to: toAttributes) else {
                description.unresolved = "SnapKit cannot relate \(description.attributes.map(\.rawValue)) to \(toAttributes.map(\.rawValue)) (it stops with a fatal error)"
                return
            }
            description.related = .item(id, toAttributes)
        case .number, .record:
            description.related = .constant
            description.constant = .init(value: target, text: text, kind: .plain)
        default:
            // An unresolved value next to width and height only, or one the code types as a number, is a
            // constant: keep it symbolic (on positions it is measured from the superview, as SnapKit does).
            let sizesOnly = description.attributes.allSatisfy { $0 == .width || $0 == .height }
            if !toSuperview, !Self.snapKitTargetNamesAnItem(text), sizesOnly || arguments.first.map({ snapKitIsNumeric($0.value, context, depth: 0) }) == true {
                description.related = .constant
                description.constant = .init(value: .unknown(text ?? "?"), text: text, kind: .plain)
            } else {
                description.unresolved = "SnapKit target not resolved: \(text ?? "?")"
            }
        }
    }

    private static let numericTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "Float32", "Float64", "NSNumber", "TimeInterval",
    ]

    /// Whether an expression the reader could not evaluate is still known to be a number: arithmetic,
    /// a numeric conversion, or a property the project declares with a numeric type (`let kNavigationHeight: CGFloat = {…}()`).
    func snapKitIsNumeric(_ expression: SwiftExpr, _ context: SwiftFrameContext, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        func declaredNumeric(_ property: SwiftPropertyDecl?) -> Bool {
            guard let typeName = property?.typeName else { return false }
            return Self.numericTypes.contains(Self.cleanTypeName(typeName))
        }
        switch expression.kind {
        case .number: return true
        case .binary(let op, let left, let right):
            guard ["+", "-", "*", "/"].contains(op) else { return false }
            return snapKitIsNumeric(left, context, depth: depth + 1) || snapKitIsNumeric(right, context, depth: depth + 1)
        case .prefix(_, let operand), .unwrap(let operand): return snapKitIsNumeric(operand, context, depth: depth + 1)
        case .ternary(_, let whenTrue, let whenFalse):
            return snapKitIsNumeric(whenTrue, context, depth: depth + 1) || snapKitIsNumeric(whenFalse, context, depth: depth + 1)
        case .cast(_, let typeName, _): return Self.numericTypes.contains(Self.cleanTypeName(typeName))
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind { return Self.numericTypes.contains(name) || ["max", "min", "abs", "round", "ceil", "floor"].contains(name) }
            return false
        case .identifier(let name):
            if let typeName = context.typeName, declaredNumeric(project.property(named: name, in: typeName)?.0) { return true }
            return declaredNumeric(project.globalProperties[name]?.0)
        case .member(let base, let name):
            switch base.kind {
            case .identifier("self"):
                return context.typeName.map { declaredNumeric(project.property(named: name, in: $0)?.0) } ?? false
            case .identifier(let typeName) where typeName.first?.isUppercase ?? false:
                let resolved = project.type(named: typeName, context: context.typeName)?.name ?? typeName
                return declaredNumeric(project.property(named: name, in: resolved)?.0)
            default:
                return false
            }
        default:
            return false
        }
    }

    private func isSnapKitItem(_ id: Int) -> Bool {
        guard builder.objects.indices.contains(id) else { return false }
        switch builder.objects[id].kind {
        case .view, .guide: return true
        case .controller, .instance: return false
        }
    }

    /// SnapKit only relates several attributes to several others when they are the same set, or edges and margins.
    static func snapKitCanRelate(_ from: [Attribute], to: [Attribute]) -> Bool {
        if to.count <= 1 || Set(from) == Set(to) { return true }
        return snapKitMarginPair(from, to) != nil
    }

    /// `make.edges.equalTo(v.snp.margins)` and the reverse (directional too): each edge to its margin.
    private static func snapKitMarginPair(_ from: [Attribute], _ to: [Attribute]) -> Bool? {
        let pairs: [(String, String)] = [("edges", "margins"), ("margins", "edges"), ("directionalEdges", "directionalMargins"), ("directionalMargins", "directionalEdges")]
        for (a, b) in pairs {
            if Set(from) == Set(SwiftSnapKitVocabulary.attributes(named: a)!) && Set(to) == Set(SwiftSnapKitVocabulary.attributes(named: b)!) {
                return b.hasSuffix("argins")
            }
        }
        return nil
    }

    /// The view SnapKit calls the superview: a view's superview, a layout guide's owning view.
    func snapKitSuperview(of id: Int, _ context: SwiftFrameContext) -> Int? {
        guard builder.objects.indices.contains(id) else { return nil }
        if case .guide = builder.objects[id].kind { return builder.objects[id].superview }
        return builtInMember(id, "superview", context)?.objectID
    }

    // MARK: - Layout constraints

    /// One layout constraint a description stands for, before it is made.
    struct SnapKitLayout {
        var from: Attribute
        var second: (Int, Attribute)?
        var toAttribute: Attribute
        var constant: SwiftValue
        var constantText: String?
    }

    /// The layout constraints of a description, one per attribute, as SnapKit's `Constraint` builds them.
    func snapKitLayouts(_ description: SwiftSnapKitDescription) -> [SnapKitLayout]? {
        guard let related = description.related, let context = description.context else { return nil }
        var toItem: Int?
        var toAttributes: [Attribute] = []
        if case .item(let id, let attributes) = related {
            toItem = id
            toAttributes = attributes
        }
        let marginPair = Self.snapKitMarginPair(description.attributes, toAttributes)
        var layouts: [SnapKitLayout] = []
        for from in description.attributes {
            let to: Attribute
            if !toAttributes.isEmpty {
                if let toMargins = marginPair {
                    to = toMargins ? (from.marginForm ?? from) : from.withoutMargin
                } else if Set(description.attributes) == Set(toAttributes) {
                    to = from
                } else {
                    to = toAttributes[0]
                }
            } else if toItem == nil, from == .centerX || from == .centerY {
                // A bare number on a center is measured from the superview's left or top edge.
                to = from == .centerX ? .left : .top
            } else {
                to = from
            }
            var second: (Int, Attribute)?
            if let toItem {
                second = (toItem, to)
            } else if to != .width && to != .height {
                guard let superview = snapKitSuperview(of: description.target, context) else { return nil }
                second = (superview, to)
            }
            let (constant, text) = snapKitConstant(description.constant, for: to)
            layouts.append(SnapKitLayout(from: from, second: second, toAttribute: to, constant: constant, constantText: text))
        }
        return layouts
    }

    /// The item a `make.…` statement constrains, once per attribute it names (both axes when it names none).
    static func tiedAttributes(_ description: SwiftSnapKitDescription) -> [(Int, Attribute?)] {
        description.attributes.isEmpty ? [(description.target, nil)] : description.attributes.map { (description.target, $0) }
    }

    /// Makes the description's layout constraints (inactive) once; later calls return the same ones.
    func materializeSnapKit(_ description: SwiftSnapKitDescription) -> [SwiftSnapKitDescription.Made] {
        if let made = description.made { return made }
        description.made = []
        guard let relation = description.relation, let expression = description.expression, let context = description.context else { return [] }
        guard description.unresolved == nil, let layouts = snapKitLayouts(description) else {
            reportUnresolved(expression, context, reason: description.unresolved ?? "superview not resolved",
                             tying: Self.tiedAttributes(description))
            return []
        }
        var made: [SwiftSnapKitDescription.Made] = []
        for layout in layouts {
            let value = makeConstraint(first: (description.target, layout.from), relation: relation, second: layout.second,
                                       multiplier: description.multiplier, constant: layout.constant, constantText: layout.constantText,
                                       priority: description.priority, expression, context)
            guard case .constraint(let index) = value else { continue }
            builder.constraints[index].identifier = description.label
            builder.constraints[index].symbolicPriority = description.symbolicPriority
            made.append(.init(index: index, toAttribute: layout.toAttribute))
        }
        description.made = made
        return made
    }

    // MARK: - Constants

    /// The constant SnapKit computes for one attribute: numbers as written, sizes and points per axis,
    /// insets inward (left and top as they are, right and bottom negated, widths less both sides).
    func snapKitConstant(_ amount: SwiftSnapKitDescription.Amount, for attribute: Attribute) -> (SwiftValue, String?) {
        let text = amount.text ?? "?"
        switch amount.value {
        case .number(let number):
            guard amount.kind == .inset else { return (.number(number), nil) }
            return snapKitInset(attribute, left: .number(number), top: .number(number), right: .number(number), bottom: .number(number), text: { _ in text })
        case .record(let fields):
            if amount.kind == .plain, fields["width"] != nil || fields["height"] != nil {
                let field = attribute == .width ? "width" : attribute == .height ? "height" : nil
                return field.map { Self.field(fields, $0, text) } ?? (.number(0), nil)
            }
            if amount.kind == .plain, fields["x"] != nil || fields["y"] != nil {
                switch attribute.kind {
                case .xPosition: return Self.field(fields, "x", text)
                case .yPosition: return Self.field(fields, "y", text)
                default: return (.number(0), nil)
                }
            }
            let left = fields["left"] ?? fields["leading"] ?? .number(0)
            let right = fields["right"] ?? fields["trailing"] ?? .number(0)
            return snapKitInset(attribute, left: left, top: fields["top"] ?? .number(0), right: right, bottom: fields["bottom"] ?? .number(0),
                                text: { side in "\(text).\(side)" })
        default:
            if amount.kind == .inset {
                return snapKitInset(attribute, left: amount.value, top: amount.value, right: amount.value, bottom: amount.value, text: { _ in text })
            }
            return (.unknown(text), text)
        }
    }

    private static func field(_ fields: [String: SwiftValue], _ name: String, _ text: String) -> (SwiftValue, String?) {
        if case .number(let number)? = fields[name] { return (.number(number), nil) }
        let symbolic = "\(text).\(name)"
        return (.unknown(symbolic), symbolic)
    }

    /// Insets applied to one attribute; an unknown side stays symbolic with the sign SnapKit gives it.
    private func snapKitInset(_ attribute: Attribute, left: SwiftValue, top: SwiftValue, right: SwiftValue, bottom: SwiftValue,
                              text: (String) -> String) -> (SwiftValue, String?) {
        // (sides, factor): the constant is factor × the sum of the sides, minus for the far sides.
        let terms: [(SwiftValue, String, Double)]
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: terms = [(left, "left", 1)]
        case .top, .topMargin, .firstBaseline: terms = [(top, "top", 1)]
        case .right, .rightMargin, .trailing, .trailingMargin: terms = [(right, "right", -1)]
        case .bottom, .bottomMargin, .lastBaseline: terms = [(bottom, "bottom", -1)]
        case .centerX, .centerXWithinMargins: terms = [(left, "left", 0.5), (right, "right", -0.5)]
        case .centerY, .centerYWithinMargins: terms = [(top, "top", 0.5), (bottom, "bottom", -0.5)]
        case .width: terms = [(left, "left", -1), (right, "right", -1)]
        case .height: terms = [(top, "top", -1), (bottom, "bottom", -1)]
        case .notAnAttribute: return (.number(0), nil)
        }
        var total = 0.0
        // One unknown amount on both sides (`inset(padding)` on a width) is one term: -2 * padding.
        var unknowns: [(name: String, factor: Double)] = []
        for (value, side, factor) in terms {
            if case .number(let number) = value {
                total += factor * number
                continue
            }
            let name = Self.parenthesized(text(side))
            if let position = unknowns.firstIndex(where: { $0.name == name }) {
                unknowns[position].factor += factor
            } else {
                unknowns.append((name, factor))
            }
        }
        var symbolic = ""
        for (name, factor) in unknowns where factor != 0 {
            let magnitude = abs(factor) == 1 ? name : "\(formatNumber(abs(factor))) * \(name)"
            if symbolic.isEmpty {
                symbolic = factor < 0 ? "-" + magnitude : magnitude
            } else {
                symbolic += (factor < 0 ? " - " : " + ") + magnitude
            }
        }
        if symbolic.isEmpty { return (.number(total), nil) }
        if total != 0 { symbolic += (total < 0 ? " - " : " + ") + formatNumber(abs(total)) }
        return (.unknown(symbolic), symbolic)
    }

    private static func parenthesized(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? text : "(\(text))"
    }
}
