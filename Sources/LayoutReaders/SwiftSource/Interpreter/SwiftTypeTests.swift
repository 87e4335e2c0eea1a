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
    /// `as!` keep the value, as does a test not decided, except one against a generic parameter of the function
    /// around it: which type the caller asks for is not followed, so the result is not known (VlasenkoDmitry/WeatherIn
    /// @4e4ea7b2: `view.subviews(of: UIImageView.self)[0]` read as the view itself, whose 20-point size then conflicted
    /// with its tile's; held-out round 59).
    func evaluateCast(_ inner: SwiftExpr, _ typeText: String, conditional: Bool, _ expression: SwiftExpr, _ scope: SwiftScope,
                      _ context: SwiftFrameContext) -> SwiftValue {
        let value = evaluate(inner, scope, context)
        guard conditional else { return value }
        let type = SwiftExpr(kind: .identifier(typeText), start: inner.start, end: expression.end)
        switch typeTest(value, type) {
        case .bool(false): return .nilValue
        case .bool(true): return value
        default:
            let name = Self.cleanTypeName(typeText)
            if project.type(named: name) == nil, !SwiftUIKitVocabulary.isPlatformClass(name),
               Self.isGenericParameter(name, around: expression.start.offset, in: context.file) {
                return .unknown("")
            }
            return value
        }
    }

    /// Whether `name` is a generic parameter of a function whose body holds the byte `offset` (`func all<T: UIView>(…)`).
    static func isGenericParameter(_ name: String, around offset: Int, in file: SwiftFileSyntax) -> Bool {
        let tokens = file.tokens
        for index in tokens.indices where index + 2 < tokens.count && tokens[index].isWord("func") && tokens[index + 2].isSymbol("<") {
            var depth = 0
            var close = index + 2
            var declares = false
            while close < tokens.count {
                if tokens[close].isSymbol("<") { depth += 1 }
                if tokens[close].isSymbol(">") { depth -= 1 }
                if depth == 0 { break }
                if tokens[close].isWord(name) { declares = true }
                close += 1
            }
            guard declares, let open = tokens[close...].firstIndex(where: { $0.isSymbol("{") }), let end = file.matches[open],
                  end < tokens.count, tokens[open].offset < offset, offset < tokens[end].offset else { continue }
            return true
        }
        return false
    }
}
