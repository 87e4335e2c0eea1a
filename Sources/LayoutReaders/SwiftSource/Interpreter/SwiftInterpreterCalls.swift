import LayoutModel

extension SwiftInterpreter {
    func evaluateCall(_ callee: SwiftExpr, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                      _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        switch callee.kind {
        case .member(let baseExpression, let name):
            if case .identifier("super") = baseExpression.kind {
                return callSuper(name, arguments, expression, scope, context)
            }
            if ["append", "insert", "removeAll", "remove"].contains(name) {
                return mutateCollection(baseExpression, name, arguments, scope, context)
            }
            if let loaded = nibObjects(name, base: baseExpression, arguments, expression, scope, context) { return loaded }
            let base = evaluate(baseExpression, scope, context)
            if case .typeReference(let typeName) = base, !arguments.isEmpty, project.declaresEnumCase(name, in: typeName) {
                return .enumCaseWithPayload(name, arguments.map { evaluate($0.value, scope, context) })
            }
            return callMethod(base, name, arguments, expression, scope, context)
        case .identifier(let name):
            if let value = scope.lookup(name) {
                if case .function(let callable) = value { return callValue(callable, arguments, scope, context, expression) }
                return .unknown("")
            }
            if let value = callOnValueSelf(name, arguments, expression, scope, context) { return value }
            if let selfID = context.selfValue.objectID {
                if let (function, ownerType) = methodOfSelf(selfID, name, arguments, scope, context) {
                    return callMethodOnce(function, receiver: context.selfValue, ownerType: ownerType, arguments, expression, scope, context)
                }
                if let value = layoutMethod(selfID, name, arguments, expression, scope, context) { return value }
            }
            // Inside `extension UIView { func pinToParent() { pin(to: superview) } }` a sibling helper is called on
            // the implicit `self`, which is whatever view the outer helper was called on.
            if let helper = projectHelper(for: context.selfValue, name, arguments, scope) {
                return call(helper.function, receiver: context.selfValue, ownerType: helper.owner, arguments: arguments,
                            callerScope: scope, callerContext: context, callExpression: expression)
            }
            if let value = staticCallOnImplicitType(name, arguments, expression, scope, context) { return value }
            // Inside a method of a project enum or struct value (`switch self { case .inline: inline(view) }`).
            if context.selfValue.objectID == nil, let typeName = context.typeName, project.type(named: typeName) != nil,
               let function = pickFunction(project.methods(named: name, in: typeName).filter { !$0.isStatic }, arguments) {
                return call(function, receiver: context.selfValue, ownerType: typeName, arguments: arguments,
                            callerScope: scope, callerContext: context, callExpression: expression)
            }
            if case .snapKit(let snapKit) = context.selfValue, let value = snapKitMethod(snapKit, name, arguments, expression, scope, context) { return value }
            if let value = cartographyCall(name, arguments, expression, scope, context) { return value }
            if let value = builtInFunction(name, arguments, expression, scope, context) { return value }
            if name.first?.isUppercase ?? false {
                let typeName = project.type(named: name, context: context.typeName)?.name ?? name
                return instantiate(typeName, arguments, expression, scope, context)
            }
            if let helpers = project.helpers[name], let function = pickFunction(helpers.filter { $0.owner == nil }.map(\.function), arguments, in: scope) {
                return call(function, receiver: context.selfValue, ownerType: nil, arguments: arguments,
                            callerScope: scope, callerContext: context, callExpression: expression)
            }
            if project.helpers[name] == nil, let selfID = context.selfValue.objectID,
               let value = addSubviewsHelper(selfID, name, arguments, scope, context) { return value }
            // A project helper of that name exists but none fits this call: it may still place the implicit `self`.
            if project.helpers[name] != nil, context.selfValue.objectID != nil {
                return unknownCall(context.selfValue, arguments, expression, scope, context)
            }
            return unknownCall(nil, arguments, expression, scope, context)
        case .closure(let closure):
            let values = arguments.map { evaluate($0.value, scope, context) }
            return invoke(closure, values, scope, context, depth: context.depth, callSite: context.callSite)
        case .implicitMember(let name):
            return implicitMemberCall(name, arguments, expression, scope, context)
        default:
            if let empty = emptyCollection(callee, arguments) { return empty }
            let value = evaluate(callee, scope, context)
            if case .function(let callable) = value { return callValue(callable, arguments, scope, context, expression) }
            if case .typeReference(let typeName) = value { return instantiate(typeName, arguments, expression, scope, context) }
            return unknownCall(nil, arguments, expression, scope, context)
        }
    }

    func owner(of function: SwiftFunctionDecl, in typeName: String) -> String {
        project.lineage(of: typeName).first { $0.functions.contains { $0 === function } }?.name ?? typeName
    }

    /// Parameterless methods of the scene's objects run once per object: shared setup is not repeated. A method that
    /// returns a view (a factory: `let a = makeLine(); let b = makeLine()`) makes a new one on every call (exelban/stats:
    /// two separator lines of a stack read as one, a false conflict; held-out round 29 BJ).
    func callMethodOnce(_ function: SwiftFunctionDecl, receiver: SwiftValue, ownerType: String?, _ arguments: [SwiftArgument],
                                _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        // A helper removing installed constraints acts on what each call finds installed (SwiftConstraintRemovalHelpers).
        if function.parameters.isEmpty, !function.isGetter, let id = receiver.objectID, !removesInstalledConstraints(function) {
            let key = "\(id):\(ObjectIdentifier(function).hashValue)"
            if callTracking.ranOnce.contains(key) {
                if running.keepsSizeClassActivations { builder.persistingSizeClassVariants.formUnion(callTracking.sizeClassVariantsEntered[key] ?? []) }
                replaySharedSetup(key)
                reactivateRemoved(by: key)
                return .nilValue
            }
            callTracking.ranOnce.insert(key)
            let objectsBefore = builder.objects.count
            callTracking.onceRunning.append(key)
            let result = recordingSharedSetup(key) {
                call(function, receiver: receiver, ownerType: ownerType, arguments: arguments,
                     callerScope: scope, callerContext: context, callExpression: expression)
            }
            callTracking.onceRunning.removeLast()
            if let made = result.objectID, made >= objectsBefore { callTracking.ranOnce.remove(key) }
            return result
        }
        return call(function, receiver: receiver, ownerType: ownerType, arguments: arguments,
                    callerScope: scope, callerContext: context, callExpression: expression)
    }

    private func callSuper(_ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        guard let typeName = context.typeName, let parent = project.superclass(of: typeName),
              let function = pickFunction(project.methods(named: name, in: parent), arguments) else {
            if name == "init", let id = context.selfValue.objectID { openIfMadeByAnUnreadInitializer(id, arguments) }
            return .nilValue
        }
        return callMethodOnce(function, receiver: context.selfValue, ownerType: owner(of: function, in: parent), arguments, expression, scope, context)
    }

    /// `constraints.append(c)`, `constraints += […]`-style mutation of a stored array.
    private func mutateCollection(_ target: SwiftExpr, _ name: String, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        let current = evaluate(target, scope, context)
        var elements: [SwiftValue]
        switch current {
        case .array(let existing): elements = existing
        case .nilValue, .unknown: elements = []
        default:
            _ = arguments.map { evaluate($0.value, scope, context) }
            return .nilValue
        }
        switch name {
        case "append", "insert":
            guard let first = arguments.first else { return .nilValue }
            let value = evaluate(first.value, scope, context)
            if first.label == "contentsOf" { elements += value.flattened } else { elements.append(value) }
            if let variant { for case .constraint(let index) in value.flattened { builder.collected(index, in: variant) } }
        case "removeAll":
            elements = []
        default:
            return .nilValue
        }
        assign(target, .array(elements), scope, context)
        return .nilValue
    }

    // MARK: - Methods

    func callMethod(_ base: SwiftValue, _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                    _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        if name == "contains", let decided = optionSetContains(base, arguments, scope, context) { return decided }
        switch base {
        case .anchor(let id, let attribute):
            if name == "constraint" { return anchorConstraint((id, attribute), arguments, expression, scope, context) }
            if let label = SwiftLegacySpellings.anchorConstraintLabel(method: name), let head = arguments.first, head.label == nil {
                let relabelled = [SwiftArgument(label: label, value: head.value)] + arguments.dropFirst()
                return anchorConstraint((id, attribute), relabelled, expression, scope, context)
            }
            if name == "anchorWithOffset", let target = arguments.first,
               case .anchor(let other, let otherAttribute) = evaluate(target.value, scope, context) {
                return .offsetDimension(from: (id, attribute), to: (other, otherAttribute))
            }
        case .offsetDimension(let from, let to):
            if name == "constraint" { return offsetConstraint(from, to, arguments, expression, scope, context) }
        case .object(let id):
            if let typeName = builder.objects[id].typeName,
               let function = pickFunction(Self.candidates(project.methods(named: name, in: typeName), name, arguments), arguments, in: scope) {
                return callProjectMethod(function, on: id, ownerType: owner(of: function, in: typeName), arguments, expression, scope, context)
            }
            if name == "init" { return runPlatformInitializer(on: id, arguments, expression, scope, context) }
            if legacySetter(onObject: id, name, arguments, scope, context) { return .nilValue }
            if let value = layoutMethod(id, name, arguments, expression, scope, context) { return value }
            if let value = snapKitMethod(onObject: id, name, arguments, expression, scope, context) { return value }
            if let value = pureLayoutMethod(onObject: id, name, arguments, expression, scope, context) { return value }
            if let value = tinyConstraintsMethod(onObject: id, name, arguments, expression, scope, context) { return value }
        case .snapKit(let snapKit):
            if let value = snapKitMethod(snapKit, name, arguments, expression, scope, context) { return value }
        case .array(let elements):
            if let value = arrayMethod(elements, name, arguments, expression, scope, context) { return value }
        case .typeReference(let typeName):
            if typeName == "NSLayoutConstraint" || typeName == "NSLayoutConstraint.self",
               let value = layoutConstraintTypeCall(name, base, arguments, expression, scope, context) {
                return value
            }
            if name == "init" { return instantiate(typeName, arguments, expression, scope, context) }
            if name == "newAutoLayout", arguments.isEmpty { return pureLayoutConfigured(instantiate(typeName, [], expression, scope, context)) }
            if let function = pickFunction(project.methods(named: name, in: typeName).filter(\.isStatic), arguments) {
                return call(function, receiver: base, ownerType: typeName, arguments: arguments,
                            callerScope: scope, callerContext: context, callExpression: expression)
            }
            if ["UILayoutPriority", "NSLayoutConstraint.Priority"].contains(typeName), let first = arguments.first {
                return .priority(evaluate(first.value, scope, context).number ?? 1000)
            }
        case .function(let callable):
            if name == "callAsFunction" { return callValue(callable, arguments, scope, context, expression) }
        case .enumCase:
            // `style.layout(in: view)` on a case of a project enum: its type is whichever project enum has that method.
            let candidates = project.enumMethods(named: name).filter { Self.labelsMatch($0.function.parameters, arguments) }
            if candidates.count == 1, let found = candidates.first {
                return call(found.function, receiver: base, ownerType: found.owner, arguments: arguments,
                            callerScope: scope, callerContext: context, callExpression: expression)
            }
        default:
            break
        }
        if let helper = projectHelper(for: base, name, arguments, scope) {
            return call(helper.function, receiver: base, ownerType: helper.owner, arguments: arguments,
                        callerScope: scope, callerContext: context, callExpression: expression)
        }
        if let id = base.objectID, let value = addSubviewsHelper(id, name, arguments, scope, context) { return value }
        // Common chainable helpers projects define in packages we cannot see.
        if case .constraint(let index) = base {
            switch name {
            case "priority", "withPriority", "with", "prioritized", "setPriority":
                if let first = arguments.first { setConstraintProperty(index, "priority", evaluate(first.value, scope, context), first.value, context) }
                return base
            case "activate", "activated", "active":
                activateFromCode(index, expression, context)
                return base
            default:
                break
            }
        }
        return unknownCall(base, arguments, expression, scope, context)
    }

    /// A project function declared in an extension of the receiver's platform type.
    private func projectHelper(for base: SwiftValue, _ name: String, _ arguments: [SwiftArgument],
                               _ scope: SwiftScope) -> (function: SwiftFunctionDecl, owner: String?)? {
        let candidates = project.helpers[name] ?? []
        let fitting: [String]
        switch base {
        case .object(let id):
            switch builder.objects[id].kind {
            case .guide: fitting = ["UILayoutGuide", "NSLayoutGuide", "LayoutGuide"]
            case .controller: fitting = ["UIViewController", "NSViewController"]
            default:
                var names = ["UIView", "NSView", "View", "UIStackView", "NSStackView"]
                if let className = builder.objects[id].className { names.append(className) }
                fitting = names + ["UILayoutGuide"]
            }
        case .constraint: fitting = ["NSLayoutConstraint"]
        case .array: fitting = ["Array", "Sequence", "Collection", "RandomAccessCollection", "MutableCollection"]
        case .anchor, .offsetDimension: fitting = ["NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor"]
        case .snapKit(let value): fitting = value.extendedTypes
        default: return nil
        }
        let scoped = candidates.filter { candidate in
            guard let owner = candidate.owner else { return false }
            return fitting.contains(owner) || fitting.contains { owner.hasSuffix($0) } || owner.hasPrefix("Array") || owner.hasPrefix("Sequence") && fitting.contains("Array")
        }
        if let picked = pickFunction(scoped.map(\.function), arguments, in: scope) {
            return scoped.first { $0.function === picked }
        }
        // A project protocol the platform type adopts (`extension UIView: Anchorable {}`) lends it the default
        // methods of its extensions (`extension Anchorable { func pin(_ edge: HorizontalEdge, …) }`).
        for typeName in fitting where project.type(named: typeName) != nil {
            if let function = pickFunction(project.methods(named: name, in: typeName), arguments, in: scope) {
                return (function, owner(of: function, in: typeName))
            }
        }
        return nil
    }

    /// `name(…)` inside a static method: the type's own static method of that name, or, inside a project's static
    /// method on NSLayoutConstraint, UIKit's class method on the implicit `Self` (`activate(list)`:
    /// YAPP-Github/20th-iOS-Team-1-FE @c69a02cad0e3, held-out round 96, a helper's list never activated).
    private func staticCallOnImplicitType(_ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                          _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard case .typeReference(let typeName) = context.selfValue else { return nil }
        if let function = pickFunction(project.methods(named: name, in: typeName).filter(\.isStatic), arguments) {
            return call(function, receiver: context.selfValue, ownerType: typeName, arguments: arguments,
                        callerScope: scope, callerContext: context, callExpression: expression)
        }
        guard typeName == "NSLayoutConstraint" else { return nil }
        return layoutConstraintClassMethod(SwiftLegacySpellings.classMethodName(name), arguments, expression, scope, context)
    }

    /// `NSLayoutConstraint.name(…)`: the module's own static method of that name and labels if it declares one (in an
    /// extension it shadows UIKit's within the module, and it is what runs: onmyway133/Recipes @a20b0ef6, held-out round
    /// 63, an `activate(_:)` that turns the first items' masks off, 8 false `autoresizing_mask_constraints`), else UIKit's.
    private func layoutConstraintTypeCall(_ name: String, _ base: SwiftValue, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                          _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        if let function = pickFunction(project.methods(named: name, in: "NSLayoutConstraint").filter(\.isStatic), arguments) {
            return call(function, receiver: base, ownerType: "NSLayoutConstraint", arguments: arguments,
                        callerScope: scope, callerContext: context, callExpression: expression)
        }
        return layoutConstraintClassMethod(SwiftLegacySpellings.classMethodName(name), arguments, expression, scope, context)
    }

    /// A call the reader does not model: arguments are still read (they may make constraints)
    /// and closures run once with the receiver as `$0`, which is how `then`-style builders work.
    func unknownCall(_ base: SwiftValue?, _ arguments: [SwiftArgument], _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        var methodName: String?
        if case .call(let callee, _) = expression.kind, case .member(_, let name) = callee.kind { methodName = name }
        let returnsReceiver = methodName.map(["then", "with", "apply", "also", "configure", "configured", "applying"].contains) ?? false
        var taken: [(SwiftArgument, SwiftValue)] = []
        for argument in arguments {
            let value = evaluate(argument.value, scope, context)
            taken.append((argument, value))
            if case .function(.closure(let closure, let captured, let capturedContext)) = value {
                let receiver = base.map { [$0] } ?? []
                // A builder's closure (`then { … }`) runs now; another call's (a handler, `async`) at a time not known.
                let invocation = { self.invoke(closure, receiver, captured, capturedContext, depth: context.depth, callSite: context.callSite) }
                if !returnsReceiver, isDeferredHandler(argument.value, label: argument.label, of: expression, context) {
                    deferHandler(invocation)
                    continue
                }
                let result = returnsReceiver ? invocation() : inNewActivationStep(invocation)
                if returnsReceiver, base == nil { return result }
            }
        }
        if arguments.isEmpty, let methodName, Self.subviewRemovingHelpers.contains(methodName), let target = base?.objectID {
            removeAllSubviews(of: target)
        }
        openViewsTaken(by: expression, receiver: base, arguments: taken, context)
        openViewsCalledThroughScope(expression, scope, context)
        if let (library, views) = viewsReachedThroughLayoutNamespace(expression, scope, context) {
            statistics.failed(SwiftStatisticsCollector.Key(file: context.file.path, offset: expression.start.offset),
                              reason: "\(library) call not read")
            for id in views { open(id, because: "\(library) call not read", flagUnknown: true) }
        }
        if returnsReceiver, let base { return base }
        return .unknown("")
    }

    func arrayMethod(_ elements: [SwiftValue], _ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                             _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        if let value = snapKitConstraintsMethod(elements, name, arguments, scope, context) { return value }
        func closureArgument() -> SwiftCallable? {
            guard let last = arguments.last else { return nil }
            let value = evaluate(last.value, scope, context)
            if case .function(let callable) = value { return callable }
            return methodReference(last.value, value, scope, context)
        }
        func apply(_ callable: SwiftCallable, _ element: SwiftValue) -> SwiftValue {
            switch callable {
            case .closure(let closure, let captured, let capturedContext):
                let values: [SwiftValue]
                if closure.parameters.count > 1, case .array(let parts) = element { values = parts } else { values = [element] }
                return invoke(closure, values, captured, capturedContext, depth: context.depth, callSite: context.callSite)
            case .declared(let function, _, let owner):
                let scope = SwiftScope(parent: nil)
                if let parameter = function.parameters.first { scope.variables[parameter.name] = element }
                let inner = SwiftFrameContext(selfValue: context.selfValue, typeName: owner, file: function.file, callSite: context.callSite, depth: context.depth + 1)
                return run(function.body, scope, inner)
            case .local(let function, let captured, let capturedContext):
                let scope = SwiftScope(parent: captured)
                if let parameter = function.parameters.first { scope.variables[parameter.name] = element }
                var inner = capturedContext
                inner.depth = context.depth + 1
                return run(function.body, scope, inner)
            }
        }
        switch name {
        case "forEach":
            guard let callable = closureArgument() else { return nil }
            for element in iterated(elements) { _ = apply(callable, element) }
            return .nilValue
        case "map", "compactMap", "flatMap":
            guard let callable = closureArgument() else { return nil }
            let results = iterated(elements).map { apply(callable, $0) }
            return .array(name == "flatMap" ? results.flatMap(\.flattened) : results.filter { if case .nilValue = $0 { return false }; return true })
        case "filter":
            // Kept where the closure says true, dropped where false; an element it cannot decide for is not known to
            // be in the result (`subviews.filter { $0.tag == badgeTag }.forEach { $0.removeFromSuperview() }` removes
            // the tagged views only, not the stack beside them; OsmAnd-iOS @bb362bba, held-out round 10 Z).
            guard let callable = closureArgument() else { return .array(elements.map { _ in .unknown("") }) }
            return .array(iterated(elements).compactMap { element in
                switch apply(callable, element) {
                case .bool(true): return element
                case .bool(false): return nil
                default: return .unknown("")
                }
            })
        case "enumerated":
            return .array(elements.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
        case "reversed":
            return .array(elements.reversed())
        case "dropFirst":
            return .array(Array(elements.dropFirst()))
        case "dropLast":
            return .array(Array(elements.dropLast()))
        case "activate":
            if projectHelper(for: .array(elements), name, arguments, scope) != nil { return nil }
            for element in elements.flatMap(\.flattened) { if case .constraint(let index) = element { activateFromCode(index, expression, context) } }
            return .array(elements)
        case "deactivate":
            if projectHelper(for: .array(elements), name, arguments, scope) != nil { return nil }
            for element in elements.flatMap(\.flattened) { if case .constraint(let index) = element { builder.setActive(index, false, in: variant) } }
            return .array(elements)
        default:
            return nil
        }
    }

    private func builtInFunction(_ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                 _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        switch name {
        case "max", "min":
            let values = arguments.map { evaluate($0.value, scope, context).number }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return .unknown("") }
            let numbers = values.compactMap { $0 }
            return .number(name == "max" ? numbers.max()! : numbers.min()!)
        case "abs":
            guard let value = arguments.first.flatMap({ evaluate($0.value, scope, context).number }) else { return .unknown("") }
            return .number(abs(value))
        case "NSDictionaryOfVariableBindings", "_NSDictionaryOfVariableBindings", "dictionaryOfVariableBindings":
            // Keys are the argument names as written, as the Objective-C macro makes them.
            return .dictionary(arguments.map { argument in
                (.string(context.file.text(of: argument.value).split(separator: ".").last.map(String.init) ?? ""), evaluate(argument.value, scope, context))
            })
        case "UIEdgeInsetsMake", "CGSizeMake", "CGPointMake":
            // The C-style makers of Swift 3 code (SnapKit's `inset(UIEdgeInsetsMake(8, 16, 8, 16))`).
            let fields = name == "UIEdgeInsetsMake" ? ["top", "left", "bottom", "right"] : name == "CGSizeMake" ? ["width", "height"] : ["x", "y"]
            let values = arguments.map { evaluate($0.value, scope, context) }
            return .record(Dictionary(uniqueKeysWithValues: zip(fields, values).map { ($0, $1) }))
        case "fatalError", "preconditionFailure":
            return .unknown("fatalError")
        default:
            return nil
        }
    }
}
