import LayoutModel

/// Assignments the code makes: to locals, to properties of the objects the scene holds (with their observers), and the
/// UIKit properties that change layout (a stack's axis, a label's lines).
extension SwiftInterpreter {
    func assign(_ target: SwiftExpr, _ value: SwiftValue, _ scope: SwiftScope, _ context: SwiftFrameContext) {
        switch target.kind {
        case .identifier("_"):
            // `_ = value` discards it.
            return
        case .identifier(let name):
            if scope.assign(name, value) {
                if let id = value.objectID { builder.name(id, name, rank: 100 - context.depth) }
                return
            }
            switch context.selfValue {
            case .object(let selfID): setProperty(selfID, name, value, target, context)
            // Inside an `extension NSLayoutConstraint` helper: `priority = value`.
            case .constraint(let index): setConstraintProperty(index, name, value, target, context)
            default: break
            }
        case .member(let base, let name):
            // `view.frame.origin.y = 20`, `view.center.x = …`: a part of a frame set by hand.
            var cursor = base
            while case .member(let owner, let part) = cursor.kind {
                if ["frame", "bounds", "center"].contains(part) {
                    if let id = evaluate(owner, scope, context).objectID { openForManualFrame(id, part) }
                    break
                }
                cursor = owner
            }
            let baseValue = evaluate(base, scope, context)
            switch baseValue {
            case .object(let id):
                setProperty(id, name, value, target, context)
            case .constraint(let index):
                setConstraintProperty(index, name, value, target, context)
            case .snapKit(let snapKit):
                setSnapKitProperty(snapKit, name, value)
            case .array(let elements):
                // `[a, b].isActive = …` does not compile, but helpers on arrays of views do this per element.
                for element in elements { if let id = element.objectID { setProperty(id, name, value, target, context) } }
            default:
                // `navigationItem.titleView = badge`, `someObject.view = card`: handed to something not read.
                openViewsAssigned(value, to: name)
            }
        case .unwrap(let inner):
            assign(inner, value, scope, context)
        case .subscripted(let base, let arguments):
            assignElement(base, arguments, value, scope, context)
        case .tuple(let arguments):
            if case .array(let values) = value {
                for (argument, part) in zip(arguments, values) { assign(argument.value, part, scope, context) }
            }
        default:
            break
        }
    }

    func sourceText(_ value: SwiftValue) -> String {
        if case .unknown(let text) = value { return text }
        return "\(value)"
    }

    func setProperty(_ id: Int, _ name: String, _ value: SwiftValue, _ target: SwiftExpr, _ context: SwiftFrameContext) {
        guard builder.objects.indices.contains(id) else { return }
        let object = builder.objects[id]
        if object.kind == .controller, name == "view", let view = value.objectID {
            builder.objects[id].slots["view"] = value
            builder.name(view, "view", rank: 1000, owner: id)
            builder.markUsed(view)
            return
        }
        if let typeName = object.typeName, let (property, info, slotKey) = project.property(named: name, in: typeName, seenFrom: context.typeName) {
            // `willSet` sees the old value in the property (it often deactivates the constraint about to be replaced).
            let observed = !setsWithoutObservers(id, declaredIn: info.name, context)
            if observed, let observer = property.willSet { runObserver(observer, of: id, owner: info.name, context, newValue: value) }
            // A computed property's setter does the assignment's work (`var content: UIView? { set { container.addSubview(…) } }`).
            if let setter = property.setter { runObserver(setter, of: id, owner: info.name, context, newValue: value, named: property.setterValueName) }
            // An override that only observes a platform property (`override var translatesAutoresizingMaskIntoConstraints:
            // Bool { didSet {…} }`): UIKit still stores the value and acts on it (olvid-io/olvid-ios @ecbe2990, held-out
            // round 35: 6 views read as keeping their mask).
            if property.isOverride, property.getter == nil { setPlatformProperty(id, name, value) }
            // `didSet` sees the value replaced as `oldValue` (`oldValue?.isActive = false` swaps a constraint out): what
            // the code stored, or nil for a property nothing set yet and that has no initial value.
            let oldValue = builder.objects[id].slots[slotKey] ?? (property.initializer == nil ? .nilValue : .unknown("oldValue"))
            builder.objects[id].slots[slotKey] = value
            // Another object's weak reference names the object only when nothing that owns it does: an overlay's
            // `weak var targetView`, set while the view's own init ran, named it before the controller's property did.
            // The scene's own object (the first made) names it either way (`weak var tableView` of a controller).
            if let child = value.objectID { builder.name(child, name, rank: property.isWeak && id != 0 ? 500 : 1000, owner: id) }
            if observed, let observer = property.didSet { runObserver(observer, of: id, owner: info.name, context, oldValue: oldValue) }
            return
        }
        noteContentViewMaskTurnedOff(id, name, value, at: location(context.file, target.start))
        setPlatformProperty(id, name, platformPropertyValue(name, value, context))
    }

    /// A number property set to a `CGFloat` constant by its implicit member (`stack.spacing = .gap`, an extension's
    /// static), resolved where the assignment is; margins' fields likewise.
    private func platformPropertyValue(_ name: String, _ value: SwiftValue, _ context: SwiftFrameContext) -> SwiftValue {
        switch (name, value) {
        case ("spacing", .enumCase):
            return floatingPointConstant(value, context)
        case ("layoutMargins", .record(let fields)), ("directionalLayoutMargins", .record(let fields)):
            return .record(fields.mapValues { floatingPointConstant($0, context) })
        default:
            return value
        }
    }

    /// A property's `didSet`, run after an assignment as Swift does (not again from inside itself).
    func runObserver(_ observer: SwiftFunctionDecl, of id: Int, owner: String, _ context: SwiftFrameContext,
                             newValue: SwiftValue? = nil, named valueName: String = "newValue", oldValue: SwiftValue = .unknown("oldValue")) {
        let key = "\(id):\(ObjectIdentifier(observer).hashValue)"
        guard context.depth < Self.maximumCallDepth, !running.observers.contains(key) else { return }
        running.observers.insert(key)
        defer { running.observers.remove(key) }
        let scope = SwiftScope(parent: nil)
        scope.variables["oldValue"] = oldValue
        if let newValue { scope.variables[valueName] = newValue }
        let observerContext = SwiftFrameContext(selfValue: .object(id), typeName: owner, file: observer.file,
                                                callSite: context.callSite, depth: context.depth + 1)
        _ = run(observer.body, scope, observerContext)
    }

    func updateStack(_ id: Int, _ change: (inout StackConfiguration) -> Void) {
        guard let className = builder.objects[id].className, project.role(of: className) == .stackView else { return }
        let defaultConfiguration = defaultStack(ofClass: className)
        if let variant {
            builder.changeStack(id, in: variant, defaultConfiguration: defaultConfiguration, change)
            return
        }
        var stack = builder.objects[id].stack ?? defaultConfiguration
        change(&stack)
        builder.objects[id].stack = stack
    }
}
