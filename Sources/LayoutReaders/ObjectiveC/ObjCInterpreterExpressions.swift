import LayoutModel

/// Evaluating expressions and assignments: names, members (`self.label`, `view.topAnchor`), literals,
/// arithmetic, views' layout properties and stored properties of `self`.
extension ObjCInterpreter {
    func evaluate(_ expression: ObjCExpr, _ frame: Frame) -> ObjCValue {
        switch expression {
        case .identifier(let name): return value(named: name, frame)
        case .number(let value): return .number(value)
        case .string(let text): return .string(text)
        case .boolean(let flag): return .boolean(flag)
        case .nilValue: return .nilValue
        case .message: return send(expression, frame)
        case .member(let base, let name): return member(evaluate(base, frame), name)
        case .call(let name, let arguments, let token): return call(name, arguments, token, frame)
        case .array(let items): return .array(items.map { evaluate($0, frame) })
        case .dictionary(let pairs):
            return .dictionary(pairs.compactMap { pair in
                guard case .string(let key) = evaluate(pair.key, frame) else { return nil }
                return (key, evaluate(pair.value, frame))
            })
        case .binary("|", let left, let right):
            // Option sets (`NSLayoutFormatDirectionLeadingToTrailing | NSLayoutFormatAlignAllCenterX`): every flag named.
            return .array(evaluate(left, frame).flattened + evaluate(right, frame).flattened)
        case .binary(let op, let left, let right):
            guard let a = evaluate(left, frame).number, let b = evaluate(right, frame).number else { return .unknown }
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            default: return b == 0 ? .unknown : .number(a / b)
            }
        case .negated(let inner):
            return evaluate(inner, frame).number.map { .number(-$0) } ?? .unknown
        case .apply(let callee, let arguments, let range): return applyBlockProperty(callee, arguments, range: range, frame)
        case .assignment(let target, let valueExpression, let equalsToken):
            let assigned = evaluate(valueExpression, frame)
            assign(target, assigned, frame, at: equalsToken)
            return assigned
        case .statementExpression(let body): return runStatementExpression(body, frame)
        case .block, .unknown: return .unknown
        }
    }

    /// Runs the statements of `({ …; value; })` and gives the value of the last one. The names it declares are its own:
    /// they are gone after it (a later `label` of the method is another variable).
    private func runStatementExpression(_ body: Range<Int>, _ frame: Frame) -> ObjCValue {
        let tokens = frame.file.tokens, matches = frame.file.matches
        var semicolons: [Int] = []
        var position = body.lowerBound
        while position < body.upperBound {
            if tokens[position].isPunctuation(";") { semicolons.append(position) }
            position = ObjCFileSyntax.isOpening(tokens[position]) ? min(body.upperBound, matches[position] + 1) : position + 1
        }
        guard let last = semicolons.last else { return .unknown }
        let lastStart = semicolons.dropLast().last.map { $0 + 1 } ?? body.lowerBound
        let outerNames = Set(frame.locals.keys), firstNewObject = objects.count
        execute(body.lowerBound..<lastStart, frame)
        let value = lastStart < last && frame.returned == nil ? evaluate(parse(frame, lastStart..<last), frame) : .unknown
        for (name, local) in frame.locals where !outerNames.contains(name) {
            frame.locals[name] = nil
            // A view made inside takes the name of what the expression's value is stored in (`_titleLabel = ({ UILabel
            // *label = …; label; })` names the title label, not `label`).
            if case .object(let id) = local, id >= firstNewObject, objects.indices.contains(id) { objects[id].isProvisionalName = true }
        }
        return value
    }

    func value(named name: String, _ frame: Frame) -> ObjCValue {
        if let local = frame.locals[name] { return local }
        switch name {
        case "self": return role == .viewController ? .controller : .object(0)
        case "super": return .symbol("super")
        default: break
        }
        if let number = project.constants[name] ?? frame.file.constants[name] ?? ObjCUIKitVocabulary.number(name) { return .number(number) }
        if let geometry = ObjCGeometry.constant(name) { return .geometry(geometry) }
        if name.hasPrefix("_"), project.property(name, in: className) != nil { return slotValue(String(name.dropFirst())) }
        if project.property(name, in: className) != nil { return slotValue(name) }
        if name.hasPrefix("NS") || name.hasPrefix("UI"), name.contains("Attribute") || name.contains("Relation") || name.contains("Axis")
            || name.contains("Alignment") || name.contains("Distribution") || name.contains("Format") {
            return .symbol(name)
        }
        if name.first?.isUppercase == true { return .classReference(name) }
        return .unknown
    }

    /// A property of `self`: its stored value, what its lazy getter returns, or a view made elsewhere.
    func slotValue(_ name: String) -> ObjCValue {
        if let stored = slots[name] { return stored }
        if !gettersRunning.contains(name), let getter = project.method(name, in: className), let file = files[getter.path] {
            gettersRunning.insert(name)
            let result = run(getter.method, file: file, owner: getter.owner, arguments: [])
            gettersRunning.remove(name)
            if let stored = slots[name] { return stored }
            if case .object(let id) = result {
                slots[name] = result
                rename(id, to: name)
                return result
            }
        }
        guard let property = project.property(name, in: className), let type = property.className, project.isViewClass(type) else { return .unknown }
        var object = ObjCSceneObject(name: name, className: type, location: objects[0].location)
        object.location = SourceLocation(file: objects[0].location.file, line: property.line, column: property.column)
        object.isPlaceholder = true
        if property.isOutlet {
            object.translatesAutoresizingMask = false
            object.openness.open(because: "outlet placed by its nib or storyboard")
        } else {
            object.openness.open(because: "set outside the code read")
            object.openness.autoresizingFlagUnknown = true
        }
        // Named through `rename`, so a local view of the same name keeps its own (a local `tipLabel` added to the view
        // and a Masonry call to the still-nil `self.tipLabel` shared one item, shenhl0321/tg_nw_ios @2786ce0a,
        // held-out round 55).
        object.isProvisionalName = true
        objects.append(object)
        rename(objects.count - 1, to: name)
        let value = ObjCValue.object(objects.count - 1)
        slots[name] = value
        return value
    }

    func member(_ base: ObjCValue, _ name: String) -> ObjCValue {
        switch base {
        case .masonry(let value):
            return masonryMember(value, name)
        case .object(let id) where name.hasPrefix("mas_"):
            return masonryViewAttribute(id, name)
        case .controller:
            if name == "view" { return .object(0) }
            if let attribute = masonryControllerGuideAttribute(name) { return attribute }
            if let kind = SwiftUIKitVocabulary.guideKind(ofProperty: name) { return guide(0, kind) }
            return slotValue(name)
        case .object(let id):
            if let attribute = SwiftUIKitVocabulary.attribute(ofAnchor: name) { return .anchor(id, attribute) }
            if let kind = SwiftUIKitVocabulary.guideKind(ofProperty: name), objects[id].guide == nil { return guide(id, kind) }
            if id == 0, role == .cell, name == "contentView" {
                noteCellContentViewMade(by: id)
                return .object(rootID)
            }
            if id == 0, let builtIn = cellBuiltInView(name) {
                noteCellContentViewMade(by: id)
                return builtIn
            }
            if name == "superview" { return objects[id].superview.map(ObjCValue.object) ?? .unknown }
            if name == "constraints" { return constraintsHeld(by: id) }
            if id == 0, role != .viewController, project.property(name, in: className) != nil || slots[name] != nil { return slotValue(name) }
            return .unknown
        case .array(let items) where name == "count":
            return .number(Double(items.count))
        case .array(let items) where name == "firstObject":
            return items.first ?? .nilValue
        case .array(let items) where name == "lastObject":
            return items.last ?? .nilValue
        case .dictionary(let pairs) where name == "allValues":
            return .array(pairs.map(\.value))
        default:
            return .unknown
        }
    }

    /// The layout guide `kind` of view `owner`, made the first time it is named.
    func guide(_ owner: Int, _ kind: LayoutGuideKind) -> ObjCValue {
        if let existing = objects.indices.first(where: { objects[$0].guide == kind && objects[$0].superview == owner }) { return .object(existing) }
        var object = ObjCSceneObject(name: "\(objects[owner].name).\(kind.propertyName ?? "guide")", className: "UILayoutGuide",
                                     location: objects[owner].location)
        object.guide = kind
        object.superview = owner
        object.translatesAutoresizingMask = false
        objects.append(object)
        return .object(objects.count - 1)
    }

    /// C functions: `NSDictionaryOfVariableBindings`, `MAX`/`MIN`; any other that takes views opens them.
    private func call(_ name: String, _ arguments: [ObjCExpr], _ token: Int, _ frame: Frame) -> ObjCValue {
        if name == "NSDictionaryOfVariableBindings" {
            return .dictionary(arguments.map { argument in (Self.sourceName(argument), evaluate(argument, frame)) })
        }
        let values = arguments.map { evaluate($0, frame) }
        switch name {
        case "MAX", "fmax", "fmaxf":
            if values.count == 2, let a = values[0].number, let b = values[1].number { return .number(max(a, b)) }
            return .unknown
        case "MIN", "fmin", "fminf":
            if values.count == 2, let a = values[0].number, let b = values[1].number { return .number(min(a, b)) }
            return .unknown
        case "UIEdgeInsetsMake", "NSEdgeInsetsMake", "CGSizeMake", "NSMakeSize", "CGPointMake", "NSMakePoint":
            return ObjCGeometry.make(name, values.map(\.number)).map(ObjCValue.geometry) ?? .unknown
        case "MASAttachKeys":
            // Masonry's debugging names for views: no layout.
            return .unknown
        case "ceil", "floor", "round", "ceilf", "floorf", "roundf":
            guard let a = values.first?.number else { return .unknown }
            return .number(name.hasPrefix("ceil") ? a.rounded(.up) : name.hasPrefix("floor") ? a.rounded(.down) : a.rounded())
        default:
            for id in values.flatMap(\.flattened).compactMap(\.objectID) {
                open(id, because: "function `\(name)` not read", flagUnknown: true)
            }
            return .unknown
        }
    }

    /// The text `NSDictionaryOfVariableBindings` makes a key of (`_label`, `self.label`).
    static func sourceName(_ expression: ObjCExpr) -> String {
        switch expression {
        case .identifier(let name): return name
        case .member(let base, let name): return sourceName(base) + "." + name
        default: return "?"
        }
    }

    /// `target = value`.
    func assign(_ target: ObjCExpr, _ value: ObjCValue, _ frame: Frame, at index: Int) {
        switch target {
        case .identifier("self"):
            // `self = [super init…]`: the object being initialised stays the scene's own.
            return
        case .identifier(let name):
            if frame.locals[name] != nil {
                if conditionDepth > 0 { frame.localsAssignedUnderCondition.insert(name) }
                bindLocal(name, value, frame)
            } else if name.hasPrefix("_"), project.property(name, in: className) != nil {
                setSlot(String(name.dropFirst()), value)
            } else if project.property(name, in: className) != nil {
                setSlot(name, value)
            } else {
                bindLocal(name, value, frame)
            }
        case .member(let baseExpression, let name):
            let base = evaluate(baseExpression, frame)
            switch base {
            case .controller where name != "view":
                setSlot(name, value)
            case .object(let id) where id == 0 && role != .viewController && !Self.viewProperties.contains(name)
                    && (project.property(name, in: className) != nil || slots[name] != nil):
                setSlot(name, value)
            case .object(let id):
                setViewProperty(id, name, value, frame, at: index)
            case .constraint(let constraintIndex):
                setConstraintProperty(constraintIndex, name, value, frame, at: index)
            default:
                if !ObjCUIKitVocabulary.referencingProperties.contains(name) {
                    for id in value.flattened.compactMap(\.objectID) { open(id, because: "assigned to `\(name)`, not read", flagUnknown: true) }
                }
            }
        default:
            for id in value.flattened.compactMap(\.objectID) { open(id, because: "stored where the reader does not follow", flagUnknown: true) }
        }
    }

    static let viewProperties: Set<String> = [
        "translatesAutoresizingMaskIntoConstraints", "hidden", "numberOfLines", "frame", "center", "bounds", "axis", "spacing",
        "alignment", "distribution", "layoutMarginsRelativeArrangement", "image",
    ]

    func setSlot(_ name: String, _ value: ObjCValue) {
        slots[name] = value
        if case .object(let id) = value { rename(id, to: name) }
    }

    func setViewProperty(_ id: Int, _ name: String, _ value: ObjCValue, _ frame: Frame, at index: Int) {
        noteTouchesPassThrough(id, name, value)
        switch name {
        case "translatesAutoresizingMaskIntoConstraints":
            if let flag = value.number {
                if flag == 0 { noteContentViewMaskTurnedOff(id, at: location(frame, index)) }
                objects[id].translatesAutoresizingMask = flag != 0
            } else {
                open(id, because: "autoresizing flag not resolved", flagUnknown: true)
            }
        case "hidden":
            if conditionDepth == 0, let flag = value.number { objects[id].isHidden = flag != 0 }
        case "numberOfLines":
            // A count beyond the limits (`1e19`, `NAN`) is unknown: it trapped when converted to `Int`.
            objects[id].numberOfLines = value.number.flatMap(NumericLimits.integer)
        case "image" where ClassCatalog.traits(for: objects[id].className) == ClassCatalog.traits(for: "UIImageView"):
            // An image view sizes itself to its image (nil: no size).
            if case .nilValue = value { objects[id].intrinsicSize = nil } else { objects[id].intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown) }
        case _ where ObjCUIKitVocabulary.frameProperties.contains(name):
            open(id, because: "frame set in code", flagUnknown: false)
        case "axis":
            if case .symbol(let symbol) = value, let axis = ObjCUIKitVocabulary.axis(symbol) {
                if objects[id].stack != nil { objects[id].stack?.axis = axis }
            } else if objects[id].stack != nil {
                open(id, because: "stack axis not resolved", flagUnknown: false)
            }
        case "spacing":
            if let spacing = value.number { objects[id].stack?.spacing = spacing }
        case "alignment":
            if case .symbol(let symbol) = value, let alignment = ObjCUIKitVocabulary.stackAlignment(symbol) { objects[id].stack?.alignment = alignment }
        case "distribution":
            if case .symbol(let symbol) = value, let distribution = ObjCUIKitVocabulary.stackDistribution(symbol) { objects[id].stack?.distribution = distribution }
        case "layoutMarginsRelativeArrangement":
            if let flag = value.number { objects[id].stack?.isLayoutMarginsRelativeArrangement = flag != 0 }
        default:
            if !ObjCUIKitVocabulary.referencingProperties.contains(name) {
                for other in value.flattened.compactMap(\.objectID) { open(other, because: "assigned to `\(name)`, not read", flagUnknown: true) }
            }
        }
    }

    func setConstraintProperty(_ index: Int, _ name: String, _ value: ObjCValue, _ frame: Frame, at token: Int) {
        switch name {
        case "active":
            if let flag = value.number { activate([index], flag != 0, frame) }
        case "priority":
            if let number = value.number { constraints[index].priority = Priority(number) } else { openConstraint(index, because: "priority not resolved") }
        case "constant":
            if let number = value.number, conditionDepth == 0 {
                constraints[index].constant = number
                constraints[index].symbolicConstant = nil
            } else {
                openConstraint(index, because: "constant changed to a value not resolved")
            }
        case "identifier":
            if case .string(let text) = value { constraints[index].identifier = text }
        default: break
        }
    }

    /// Activates or deactivates constraints; under a condition the reader cannot decide, so the views they
    /// tie are opened on those axes instead.
    func activate(_ indices: [Int], _ active: Bool, _ frame: Frame) {
        for index in indices where constraints.indices.contains(index) {
            // A constraint made in one branch (and collected into an array activated later) may not exist at all.
            if conditionDepth > 0 || madeUnderCondition.contains(index) {
                openConstraint(index, because: "constraint \(active ? "activated" : "deactivated") under a condition")
                // A constraint that was active and is switched off under a condition the reader cannot decide
                // (`if (self.topConstraint) { self.topConstraint.active = NO; }`) may be off: it is no proof of a
                // conflict with the one that replaces it (seafile-iOS @6bdf6b8c, SeafDestinationPickerViewController).
                if !active && conditionDepth > 0 && !madeUnderCondition.contains(index) { constraints[index].isActive = false }
            } else {
                constraints[index].isActive = active
            }
        }
    }

    func openConstraint(_ index: Int, because reason: String) {
        let constraint = constraints[index], items = constraintItems[index]
        for (item, attribute) in [(Optional(items.first), constraint.firstAttribute), (items.second, constraint.secondAttribute)] {
            guard let id = item, let axis = attribute.axis else { continue }
            open(id, [axis], because: reason, flagUnknown: false)
        }
    }
}
