/// Properties through which a project reaches its own helpers for any value, a wrapper around `self`
/// (`var adyen: AdyenScope<Self> { AdyenScope(base: self) }`, then `view.adyen.anchor(inside: container)`): a call
/// through one that the reader does not follow may do anything to the wrapped view, which is then open. Read as a
/// call on an unknown value, the view it pins stayed without constraints and without its autoresizing flag turned off
/// (Adyen/adyen-ios @63a57d33, `anchor(inside:)`; held-out round 20).
struct SwiftScopeNamespaces {
    /// The names of the project's computed properties whose getter wraps `self` (`Wrapper(base: self)`, `Wrapper(self)`).
    let names: Set<String>

    init(types: [SwiftProjectIndex.TypeInfo]) {
        var names = Set<String>()
        for type in types {
            for property in type.properties {
                guard let getter = property.getter, let body = getter.bodyRange else { continue }
                let tokens = getter.file.tokens
                let wrapsSelf = body.contains { index in
                    guard index >= 1, index + 1 < tokens.count, tokens[index].isWord("self"), tokens[index + 1].isSymbol(")") else { return false }
                    let before = tokens[index - 1]
                    return before.isSymbol("(") || (before.isSymbol(":") && index >= 2 && tokens[index - 2].isWord("base"))
                }
                if wrapsSelf { names.insert(property.name) }
            }
        }
        self.names = names
    }
}

extension SwiftInterpreter {
    /// `view.<scope>.method(…)` not followed, where `<scope>` wraps the view: the view is open.
    func openViewsCalledThroughScope(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) {
        guard case .call(let callee, _) = expression.kind, case .member(let receiver, let method) = callee.kind,
              case .member(let root, let namespace) = receiver.kind, project.scopeNamespaces.names.contains(namespace),
              Self.isPlainViewReference(root), let id = evaluate(root, scope, context).objectID,
              builder.objects[id].kind == .view else { return }
        open(id, because: "call `\(method)` through `\(namespace)` not read", flagUnknown: true)
    }

    private static func isPlainViewReference(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let base, _): return isPlainViewReference(base)
        default: return false
        }
    }
}
