extension SwiftInterpreter {
    /// `value is T` for an object the scene made: true when its class is `T`, inherits from it or adopts it; false
    /// only when `T` is a class the project declares and its class's chain, which the project knows, does not hold
    /// it. Anything else (a platform class or protocol up a chain the reader does not know) stays undecided.
    func typeTest(_ value: SwiftValue, _ type: SwiftExpr) -> SwiftValue {
        guard case .identifier(let typeName) = type.kind, let id = value.objectID, builder.objects.indices.contains(id), let className = builder.objects[id].className else {
            return .unknown("")
        }
        let target = Self.cleanTypeName(typeName)
        // A layout guide is no view (a constraint's `firstItem as? UIView` on a guide's constraint is nil).
        if case .guide = builder.objects[id].kind, ["UIView", "NSView"].contains(target) { return .bool(false) }
        let shortTarget = target.split(separator: ".").last.map(String.init) ?? target
        let lineage = project.lineage(of: className).map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name }
        if className == target || inherits(className, from: target) || lineage.contains(shortTarget) { return .bool(true) }
        if let known = platformKindTest(of: builder.objects[id], className, target) { return .bool(known) }
        guard let info = project.type(named: target), info.kind == .classType,
              project.type(named: className) != nil || SwiftUIKitVocabulary.isPlatformClass(className) else { return .unknown("") }
        return .bool(false)
    }

    /// `value is UIStackView` for a view the code made, whose class or project superclass chain ends at a platform
    /// class the hierarchy table knows; nil for a view the code only declares (an outlet, a parameter), whose class
    /// at run time may be a subclass.
    private func platformKindTest(of object: SwiftSceneObject, _ className: String, _ target: String) -> Bool? {
        guard case .view = object.kind, !object.isPlaceholder, !object.isFromNib else { return nil }
        let base = SwiftUIKitVocabulary.isPlatformClass(className) ? className : project.platformBase(of: className)
        return base.flatMap { SwiftPlatformClassHierarchy.isKind($0, of: target) }
    }

    /// `value as? T` is nil when the test `value is T` is known to fail: `if let button = view as? CircleButton`
    /// with a plain `UIView` does not run its branch (cuappdev/ithaca-transit-ios, held-out round 29 BI). `as` and
    /// `as!` keep the value, as does a test not decided.
    func evaluateCast(_ inner: SwiftExpr, _ typeText: String, conditional: Bool, _ expression: SwiftExpr, _ scope: SwiftScope,
                      _ context: SwiftFrameContext) -> SwiftValue {
        let value = evaluate(inner, scope, context)
        guard conditional else { return value }
        let type = SwiftExpr(kind: .identifier(typeText), start: inner.start, end: expression.end)
        if case .bool(false) = typeTest(value, type) { return .nilValue }
        return value
    }
}
