import LayoutModel

/// Which of a project's functions of one name a call runs: the labels decide, then closure arities, then the cases
/// the call names (`.top`, `.edges`) and the anchors it passes (`rightAnchor`) against the parameters' types.
extension SwiftInterpreter {
    /// The candidate the call's labels fit; among overloads with the same labels (`pin(_: HorizontalEdge, …)` and
    /// `pin(_: VerticalEdge, …)`), the one whose enum parameters have the cases the call names (`.top`), and before a
    /// type that merely does not rule the case out, one that declares it (`pinToSuperview(_: AutoLayoutPinTarget)`
    /// over `pinToSuperview(_: DirectionalPinTargets)` for `.edges`, OneBusAway/onebusaway-ios @c9dadbd8).
    func pickFunction(_ candidates: [SwiftFunctionDecl], _ arguments: [SwiftArgument], in scope: SwiftScope? = nil) -> SwiftFunctionDecl? {
        var fitting = candidates.filter { Self.labelsMatch($0.parameters, arguments) }
        guard fitting.count > 1 else { return fitting.first }
        fitting = Self.matchingClosureArity(fitting, arguments)
        // Swift picks `f(_: NSLayoutXAxisAnchor)` or `f(_: NSLayoutYAxisAnchor)` by the anchor's type
        // (scenee/FloatingPanel @7efcc769, LayoutAnchoring.swift).
        let anchorFitting = fitting.filter { anchorTypesFit($0, arguments, scope) }
        if !anchorFitting.isEmpty { fitting = anchorFitting }
        let fits = fitting.map { (function: $0, fit: namedCaseFit($0, arguments, scope)) }.filter { !$0.fit.excluded }
        return (fits.first { $0.fit.declaresAll } ?? fits.first)?.function ?? fitting.first
    }

    /// For each `.name` argument, whether its parameter's type rules it out (a project enum without that case) and
    /// whether the type declares it (an enum case or a static member of a project type).
    private func namedCaseFit(_ function: SwiftFunctionDecl, _ arguments: [SwiftArgument], _ scope: SwiftScope?)
        -> (excluded: Bool, declaresAll: Bool) {
        var declaresAll = true
        for (argument, parameter) in Self.parameterPairs(function, arguments) {
            // `.top` written at the call, or a parameter holding it (`anchor(from: edge)` inside `pin(_ edge: VerticalEdge, …)`).
            let caseName: String
            switch argument.value.kind {
            case .implicitMember(let name): caseName = name
            // `.view(container)`: a case with an associated value.
            case .call(let callee, _):
                guard case .implicitMember(let name) = callee.kind else { continue }
                caseName = name
            case .identifier(let local):
                guard case .enumCase(let name)? = scope?.lookup(local) else { continue }
                caseName = name
            default: continue
            }
            let typeName = Self.cleanTypeName(parameter.typeName)
            let type = project.type(named: typeName) ?? project.type(named: String(typeName.split(separator: ".").last ?? ""))
            let declared = type?.declarations.flatMap(\.cases) ?? []
            if !declared.isEmpty, !declared.contains(caseName) { return (true, false) }
            if !declared.contains(caseName), type?.property(caseName)?.isStatic != true { declaresAll = false }
        }
        return (false, declaresAll)
    }

    /// Whether no argument that is an anchor goes to a parameter of another anchor type (`rightAnchor` to an
    /// `NSLayoutYAxisAnchor`); arguments the reader cannot type fit.
    private func anchorTypesFit(_ function: SwiftFunctionDecl, _ arguments: [SwiftArgument], _ scope: SwiftScope?) -> Bool {
        for (argument, parameter) in Self.parameterPairs(function, arguments) {
            guard let expected = Self.anchorKind(ofType: Self.cleanTypeName(parameter.typeName)),
                  let passed = anchorAttribute(argument.value, scope)?.kind else { continue }
            if expected != passed { return false }
        }
        return true
    }

    /// Each argument with the parameter it goes to, defaulted parameters the call leaves out skipped.
    private static func parameterPairs(_ function: SwiftFunctionDecl, _ arguments: [SwiftArgument]) -> [(SwiftArgument, SwiftParameter)] {
        var pairs: [(SwiftArgument, SwiftParameter)] = []
        var parameterIndex = 0
        for argument in arguments {
            while parameterIndex < function.parameters.count, function.parameters[parameterIndex].label != argument.label,
                  function.parameters[parameterIndex].defaultValue != nil {
                parameterIndex += 1
            }
            guard parameterIndex < function.parameters.count else { break }
            pairs.append((argument, function.parameters[parameterIndex]))
            parameterIndex += 1
        }
        return pairs
    }

    /// `NSLayoutXAxisAnchor` → x positions, `NSLayoutYAxisAnchor` → y positions, `NSLayoutDimension` → sizes.
    private static func anchorKind(ofType name: String) -> AttributeKind? {
        switch name {
        case "NSLayoutXAxisAnchor": return .xPosition
        case "NSLayoutYAxisAnchor": return .yPosition
        case "NSLayoutDimension": return .dimension
        default: return nil
        }
    }

    /// The attribute of an anchor written at the call (`view.rightAnchor`) or held by a local.
    private func anchorAttribute(_ expression: SwiftExpr, _ scope: SwiftScope?) -> Attribute? {
        switch expression.kind {
        case .member(_, let name): return SwiftUIKitVocabulary.attribute(ofAnchor: name)
        case .unwrap(let inner): return anchorAttribute(inner, scope)
        case .identifier(let local):
            if case .anchor(_, let attribute)? = scope?.lookup(local) { return attribute }
            return nil
        default: return nil
        }
    }
}
