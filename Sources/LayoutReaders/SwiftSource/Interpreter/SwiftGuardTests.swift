/// The tests of a `guard` are not evaluated in general (reading `view.superview` for `== nil` would give an unplaced
/// view a stand-in superview), but two kinds are: whether a local list is empty, which is safe to decide, and a call
/// of the receiver's own project method (`guard prepareForAutoLayout() else { … }`), which runs for what it does —
/// such a method commonly turns `translatesAutoresizingMaskIntoConstraints` off before its caller pins the view
/// (blockchain/My-Wallet-V3-iOS @0583bb04, `UIView` layout helpers; 54 false autoresizing findings in held-out round
/// 20). The call's answer is not trusted: the guard still lets the code after it run.
extension SwiftInterpreter {
    /// Whether the guard's test `test` is known to fail; runs a project method it calls on `self`.
    func guardTestFails(_ test: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> Bool {
        if Self.testsEmptiness(test) {
            if case .bool(false) = evaluate(test, scope, context) { return true }
            return false
        }
        if let call = ownMethodCall(in: test, context) { _ = evaluate(call, scope, context) }
        return false
    }

    /// `f()` or `self.f()` (also under `!`) where the project declares a method `f` for the current type, one of its
    /// superclasses or an extension of a platform type.
    private func ownMethodCall(in test: SwiftExpr, _ context: SwiftFrameContext) -> SwiftExpr? {
        switch test.kind {
        case .prefix("!", let inner): return ownMethodCall(in: inner, context)
        case .call(let callee, _):
            let name: String
            switch callee.kind {
            case .identifier(let identifier): name = identifier
            case .member(let base, let member):
                guard case .identifier("self") = base.kind else { return nil }
                name = member
            default: return nil
            }
            let declared = project.helpers[name] != nil
                || (context.typeName.map { !project.methods(named: name, in: $0).isEmpty } ?? false)
            return declared ? test : nil
        default: return nil
        }
    }
}
