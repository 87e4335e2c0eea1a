/// The scopes closures and local functions captured while one scene was read. A function value kept in a variable of
/// the scope it captures, or of a scope enclosing that one (`func helper() {…}`, `let configure = { … }`), holds the
/// scope and the scope holds it: a reference cycle that kept the scopes, their values, the frame's file and with it
/// every token and syntax tree of the file allocated after the scene was read (found by the Swift fuzz target's leak
/// detection, session 17). Every such cycle runs through a function value, so its scopes are all captured scopes or
/// their ancestors: emptying those once the reading is over breaks it, and changes nothing while the scene is read.
final class SwiftCapturedScopes {
    private var scopes: [SwiftScope] = []
    private var known = Set<ObjectIdentifier>()

    /// Notes `scope` as captured.
    func note(_ scope: SwiftScope) {
        if known.insert(ObjectIdentifier(scope)).inserted { scopes.append(scope) }
    }

    /// Empties the variables of every captured scope and of the scopes enclosing them.
    func release() {
        var cleared = Set<ObjectIdentifier>()
        for scope in scopes {
            var current: SwiftScope? = scope
            while let next = current, cleared.insert(ObjectIdentifier(next)).inserted {
                next.variables = [:]
                current = next.parent
            }
        }
        scopes = []
    }
}

extension SwiftInterpreter {
    /// `scope`, noted as captured by a closure or local function being made (`SwiftCapturedScopes`).
    func captured(_ scope: SwiftScope) -> SwiftScope {
        callTracking.capturedScopes.note(scope)
        return scope
    }
}
