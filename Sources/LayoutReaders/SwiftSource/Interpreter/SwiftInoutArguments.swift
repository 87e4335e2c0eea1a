/// `inout` parameters: what a helper leaves in one is the caller's variable afterwards (`flush(&pending, into: &made)`),
/// and a guard that only asks whether such a list is empty is decided on it.
extension SwiftInterpreter {
    /// `helper(&views)`: the callee's final value of an `inout` parameter is the caller's variable afterwards
    /// (a local, or a stored property of the caller's `self`).
    func writeBackInoutArguments(_ parameters: [SwiftParameter], _ arguments: [SwiftArgument], from scope: SwiftScope,
                                         to callerScope: SwiftScope, _ callerContext: SwiftFrameContext) {
        for parameter in parameters where parameter.isInout {
            guard let argument = arguments.first(where: { $0.label == parameter.label }),
                  case .prefix("&", let target) = argument.value.kind, let value = scope.variables[parameter.name] else { continue }
            switch target.kind {
            case .identifier(let name):
                if callerScope.assign(name, value) { continue }
                if let id = callerContext.selfValue.objectID, builder.objects.indices.contains(id) { builder.objects[id].slots[name] = value }
            case .member(let base, let name):
                if case .identifier("self") = base.kind, let id = callerContext.selfValue.objectID, builder.objects.indices.contains(id) {
                    builder.objects[id].slots[name] = value
                }
            default:
                continue
            }
        }
    }

    /// Whether a test only asks whether a local list is empty (`list.isEmpty`, `!list.isEmpty`): deciding it reads
    /// nothing that could place a view.
    static func testsEmptiness(_ test: SwiftExpr) -> Bool {
        switch test.kind {
        case .prefix("!", let inner): return testsEmptiness(inner)
        case .member(let base, "isEmpty"):
            if case .identifier = base.kind { return true }
            return false
        default: return false
        }
    }
}
