import LayoutModel

/// Message sends: making views, building the hierarchy, methods of `self`, constraint activation, layout
/// libraries; any other message that takes a view opens it.
extension ObjCInterpreter {
    func send(_ expression: ObjCExpr, _ frame: Frame) -> ObjCValue {
        guard case .message(let receiverExpression, let parts, let selectorToken) = expression, let selector = expression.selector else { return .unknown }
        // `[[UILabel alloc] init…]`, `[UILabel new]`.
        if case .message(let inner, let innerParts, _) = receiverExpression, innerParts.count == 1, innerParts[0].label == "alloc",
           innerParts[0].argument == nil, selector.hasPrefix("init"), case .classReference(let type) = evaluate(inner, frame) {
            let arguments = parts.compactMap(\.argument).map { evaluate($0, frame) }
            let made = make(type, selector: selector, arguments: arguments, frame, at: selectorToken)
            return selector == "initForAutoLayout" ? pureLayoutConfigured(made) : made
        }
        let receiver = evaluate(receiverExpression, frame)
        let arguments = parts.map { $0.argument.map { evaluate($0, frame) } ?? .nilValue }
        if let loaded = nibObjects(selector, receiverExpression, arguments, frame, at: selectorToken) { return loaded }
        if parts[0].label.hasPrefix("mas_"), let made = masonryMessage(receiver, selector, parts, frame, at: selectorToken) { return made }
        if case .classReference("NSLayoutConstraint") = receiver, let done = pureLayoutBlock(selector, parts, arguments, frame, at: selectorToken) {
            return done
        }
        if let library = ObjCUIKitVocabulary.layoutLibrary(parts[0].label) {
            if library == "PureLayout", let made = pureLayoutMessage(receiver, selector, parts, arguments, frame, at: selectorToken) { return made }
            statistics.failed(frame.file, selectorToken, reason: "\(library) call not read")
            for part in parts { if case .block(let range)? = part.argument { runBlock(range, frame, reason: "\(library) call `\(parts[0].label)` not read") } }
            for id in (receiver.flattened + arguments.flatMap(\.flattened)).compactMap(\.objectID) {
                open(id, because: "\(library) call `\(parts[0].label)` not read", flagUnknown: true)
            }
            return .unknown
        }
        switch receiver {
        case .classReference(let type):
            if type == "NSLayoutConstraint" { return constraintClassMessage(selector, parts, arguments, frame, at: selectorToken) }
            if selector == "new" { return make(type, selector: "init", arguments: [], frame, at: selectorToken) }
            if selector == "newAutoLayoutView" { return pureLayoutConfigured(make(type, selector: "init", arguments: [], frame, at: selectorToken)) }
            if type == "NSNumber", selector.hasPrefix("numberWith"), let number = arguments.first?.number { return .number(number) }
            if selector == "buttonWithType:" || selector == "systemButtonWithImage:target:action:" {
                return make(type, selector: selector, arguments: [], frame, at: selectorToken)
            }
            if type.hasPrefix("NSMutableArray") || type == "NSArray" {
                if selector == "array" || selector == "arrayWithCapacity:" || selector == "new" { return .array([]) }
                if selector == "arrayWithArray:" || selector == "arrayWithObjects:" { return .array(arguments.first.map { $0.flattened } ?? []) }
            }
            if type == "UIView", selector.hasPrefix("animateWithDuration") {
                for (part, value) in zip(parts, arguments) where value.objectID == nil {
                    if case .block(let range)? = part.argument { runBlock(range, frame, reason: "animation block not read") }
                }
                return .unknown
            }
        case .anchor(let id, let attribute):
            return anchorConstraint(id, attribute, selector, parts, arguments, frame, at: selectorToken)
        case .constraint(let index):
            switch selector {
            case "setActive:": if let flag = arguments[0].number { activate([index], flag != 0, frame) }
            case "setPriority:": setConstraintProperty(index, "priority", arguments[0], frame, at: selectorToken)
            case "setConstant:": setConstraintProperty(index, "constant", arguments[0], frame, at: selectorToken)
            case "setIdentifier:": setConstraintProperty(index, "identifier", arguments[0], frame, at: selectorToken)
            default: break
            }
            return .unknown
        case .symbol("super"):
            if let superclass = project.classes[frame.owner]?.superclass, let found = project.method(selector, in: superclass),
               let file = files[found.path] {
                return run(found.method, file: file, owner: found.owner, arguments: arguments)
            }
            return .unknown
        case .array(let items):
            if let answer = arrayMessage(items, selector, arguments, receiverExpression, frame) { return answer }
        default:
            break
        }
        let isSelf: Bool = {
            if case .controller = receiver { return true }
            if case .identifier("self") = receiverExpression { return true }
            return false
        }()
        if isSelf, let found = project.method(selector, in: className), let file = files[found.path] {
            if parts.allSatisfy({ $0.argument == nil }) {
                return run(found.method, file: file, owner: found.owner, arguments: [])
            }
            noteMessageAboutCell(to: 0, selector, arguments: arguments, followed: false)
            for id in arguments.flatMap(\.flattened).compactMap(\.objectID) {
                open(id, because: "method `\(selector)` with arguments not read", flagUnknown: true)
            }
            return .unknown
        }
        if case .object(let id) = receiver { return viewMessage(id, selector, parts, arguments, frame, at: selectorToken) }
        if case .dictionary(let pairs) = receiver, selector == "allValues" { return .array(pairs.map(\.value)) }
        if case .controller = receiver, selector == "view" { return .object(0) }
        for (part, value) in zip(parts, arguments) {
            if case .block(let range)? = part.argument, value.objectID == nil { runBlock(range, frame, reason: "block passed to `\(selector)` not read") }
        }
        if !ObjCUIKitVocabulary.configuration.contains(selector) {
            noteMessageAboutCell(to: nil, selector, arguments: arguments, followed: false)
            for id in arguments.flatMap(\.flattened).compactMap(\.objectID) {
                open(id, because: "message `\(selector)` not read", flagUnknown: true)
            }
        }
        return .unknown
    }

    /// Messages to an array: changes in place (`addObject:`, `removeAllObjects`), its elements (`firstObject`,
    /// `objectAtIndex:`), copies; nil for the others.
    private func arrayMessage(_ items: [ObjCValue], _ selector: String, _ arguments: [ObjCValue], _ receiverExpression: ObjCExpr,
                              _ frame: Frame) -> ObjCValue? {
        switch selector {
        case "addObject:": storeArray(receiverExpression, items + [arguments[0]], frame); return .unknown
        case "addObjectsFromArray:": storeArray(receiverExpression, items + arguments[0].flattened, frame); return .unknown
        case "removeAllObjects": storeArray(receiverExpression, [], frame); return .unknown
        case "firstObject": return items.first ?? .nilValue
        case "lastObject": return items.last ?? .nilValue
        case "objectAtIndex:":
            guard let index = arguments[0].number, index >= 0, Int(index) < items.count else { return nil }
            return items[Int(index)]
        case "copy", "mutableCopy": return .array(items)
        default: return nil
        }
    }

    /// A mutable array changed in place: the local, `_ivar` or `self.property` holding it gets the new contents.
    private func storeArray(_ target: ObjCExpr, _ items: [ObjCValue], _ frame: Frame) {
        switch target {
        case .identifier(let name):
            if frame.locals[name] != nil {
                frame.locals[name] = .array(items)
            } else {
                let slot = name.hasPrefix("_") ? String(name.dropFirst()) : name
                if slots[slot] != nil { slots[slot] = .array(items) }
            }
        case .member(.identifier("self"), let name):
            if slots[name] != nil { slots[name] = .array(items) }
        default:
            break
        }
    }

    /// A block the reader does not run: the views it mentions are open.
    func runBlock(_ range: Range<Int>, _ frame: Frame, reason: String) {
        for id in mentionedObjects(range, frame) { open(id, because: reason, flagUnknown: true) }
    }

    /// `[[Type alloc] init…]`: a view of the scene when `Type` is a view class.
    func make(_ type: String, selector: String, arguments: [ObjCValue], _ frame: Frame, at token: Int) -> ObjCValue {
        if type == "NSMutableArray" || type == "NSArray" { return .array(arguments.first?.flattened ?? []) }
        if type == "UILayoutGuide" {
            var object = ObjCSceneObject(name: "layoutGuide\(objects.count)", className: type, location: location(frame, token))
            object.guide = .custom
            object.translatesAutoresizingMask = false
            object.isProvisionalName = true
            objects.append(object)
            return .object(objects.count - 1)
        }
        guard project.isViewClass(type) || (type.first?.isUppercase == true && !project.isKnownClass(type) && type.hasSuffix("View")) else {
            return .unknown
        }
        var object = ObjCSceneObject(name: "\(type.prefix(1).lowercased())\(type.dropFirst())\(objects.count)", className: type,
                                     location: location(frame, token))
        object.isProvisionalName = true
        if project.role(of: type) == .stackView {
            let stack = StackConfiguration()
            if selector == "initWithArrangedSubviews:", let views = arguments.first {
                objects.append(object)
                let id = objects.count - 1
                for child in views.flattened.compactMap(\.objectID) { objects[child].superview = id }
                objects[id].stack = stack
                stackMembers[id] = views.flattened.compactMap(\.objectID)
                return .object(id)
            }
            object.stack = stack
        }
        if project.classes[type] != nil, project.initializerTurnsOffTheMask(type, selector: selector, files: files) {
            object.translatesAutoresizingMask = false
        }
        if selector == "initWithImage:" || selector == "initWithImage:highlightedImage:", let image = arguments.first {
            if case .nilValue = image {} else { object.intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown) }
        }
        objects.append(object)
        return .object(objects.count - 1)
    }

    /// Messages to a view of the scene.
    private func viewMessage(_ id: Int, _ selector: String, _ parts: [(label: String, argument: ObjCExpr?)], _ arguments: [ObjCValue],
                             _ frame: Frame, at token: Int) -> ObjCValue {
        switch selector {
        case "addSubview:", "insertSubview:atIndex:", "insertSubview:belowSubview:", "insertSubview:aboveSubview:":
            noteMessageAboutCell(to: id, selector, arguments: arguments, followed: true)
            if let child = arguments[0].objectID, child != id {
                noteSubviewAddedToCell(child, to: id, selector, frame, at: token)
                objects[child].superview = id
                if conditionDepth > 0 { open(child, because: "added to a superview under a condition", flagUnknown: false) }
            }
            return .unknown
        case "addArrangedSubview:", "insertArrangedSubview:atIndex:":
            guard let child = arguments[0].objectID, child != id else { return .unknown }
            objects[child].superview = id
            if conditionDepth > 0 { open(child, because: "added to a superview under a condition", flagUnknown: false) }
            if objects[id].stack != nil { stackMembers[id, default: []].append(child) } else { open(child, because: "arranged in a stack view not read", flagUnknown: true) }
            return .unknown
        case "addLayoutGuide:":
            if let guide = arguments[0].objectID { objects[guide].superview = id }
            return .unknown
        case "addConstraint:", "addConstraints:":
            let added = arguments[0].flattened.compactMap { value -> Int? in if case .constraint(let index) = value { return index }; return nil }
            activate(added, true, frame)
            recordInstalled(added, on: id)
            return .unknown
        case "removeConstraint:", "removeConstraints:":
            activate(arguments[0].flattened.compactMap { if case .constraint(let index) = $0 { return index }; return nil }, false, frame)
            return .unknown
        case "setTranslatesAutoresizingMaskIntoConstraints:":
            setViewProperty(id, "translatesAutoresizingMaskIntoConstraints", arguments[0], frame, at: token)
            return .unknown
        case "setImage:" where ClassCatalog.traits(for: objects[id].className) == ClassCatalog.traits(for: "UIImageView"):
            setViewProperty(id, "image", arguments[0], frame, at: token)
            return .unknown
        case "setHidden:", "setNumberOfLines:", "setFrame:", "setCenter:", "setBounds:", "setAxis:", "setSpacing:", "setAlignment:", "setDistribution:":
            let property = selector.dropFirst(3).dropLast()
            setViewProperty(id, property.prefix(1).lowercased() + property.dropFirst(), arguments[0], frame, at: token)
            return .unknown
        case "setContentHuggingPriority:forAxis:", "setContentCompressionResistancePriority:forAxis:":
            guard case .symbol(let symbol) = arguments[1], let axis = ObjCUIKitVocabulary.axis(symbol), let priority = arguments[0].number else {
                open(id, because: "priority or axis not resolved", flagUnknown: false)
                return .unknown
            }
            if selector.hasPrefix("setContentHugging") { objects[id].hugging[axis] = priority } else { objects[id].compressionResistance[axis] = priority }
            return .unknown
        case "configureForAutoLayout":
            return pureLayoutConfigured(.object(id))
        case "removeFromSuperview":
            open(id, because: "removed from its superview", flagUnknown: false)
            return .unknown
        case "contentView" where id == 0 && role == .cell:
            noteCellContentViewMade(by: id)
            return .object(rootID)
        case "textLabel" where id == 0, "detailTextLabel" where id == 0, "imageView" where id == 0:
            if let builtIn = cellBuiltInView(selector) {
                noteCellContentViewMade(by: id)
                return builtIn
            }
        case "bringSubviewToFront:", "sendSubviewToBack:", "exchangeSubviewAtIndex:withSubviewAtIndex:":
            noteMessageAboutCell(to: id, selector, arguments: arguments, followed: true)
        case "superview":
            return objects[id].superview.map(ObjCValue.object) ?? .unknown
        default:
            break
        }
        if parts.count == 1, parts[0].argument == nil {
            if let attribute = SwiftUIKitVocabulary.attribute(ofAnchor: selector) { return .anchor(id, attribute) }
            if let kind = SwiftUIKitVocabulary.guideKind(ofProperty: selector) { return guide(id, kind) }
        }
        if ObjCUIKitVocabulary.configuration.contains(selector) { return .unknown }
        noteMessageAboutCell(to: id, selector, arguments: arguments, followed: false)
        let reason = "message `\(selector)` not read"
        open(id, because: reason, flagUnknown: true)
        for other in arguments.flatMap(\.flattened).compactMap(\.objectID) { open(other, because: reason, flagUnknown: true) }
        return .unknown
    }
}
