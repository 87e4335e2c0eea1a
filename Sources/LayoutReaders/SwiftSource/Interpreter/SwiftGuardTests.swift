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
        return windowTestFailsInSetUp(test, scope, context)
    }

    /// `guard view.window?.isPopUpWindow == false else { shadow.removeFromSuperview(); return }` in `viewDidLoad`: a
    /// view has no window while it is set up (`init`, `awakeFromNib`, `loadView`, `viewDidLoad` run before it is
    /// shown), so a comparison of what its window holds with a value fails there, and so does `window != nil`
    /// (duckduckgo/apple-browsers @8b9405bb, held-out round 64: a shadow view removed with its only constraint, read as kept).
    private func windowTestFailsInSetUp(_ test: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> Bool {
        guard !running.lateHook, running.untimedDepth == 0, running.deferredHandlerDepth == 0,
              case .binary(let op, let left, let right) = test.kind, op == "==" || op == "!=" else { return false }
        let leftReads = readsWindowOfView(left, scope, context), rightReads = readsWindowOfView(right, scope, context)
        guard leftReads != rightReads else { return false }
        let other = leftReads ? right : left
        let comparesWithNil: Bool
        switch other.kind {
        case .nilLiteral: comparesWithNil = true
        case .bool, .number, .string, .implicitMember: comparesWithNil = false
        default: return false
        }
        // nil == nil, nil != value hold; nil != nil, nil == value fail.
        let holds = comparesWithNil ? op == "==" : op == "!="
        return !holds
    }

    /// `view.window`, `self.view.window?.isKeyWindow`, `window` in a view's own code: a read through a view's window.
    private func readsWindowOfView(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch expression.kind {
        case .unwrap(let inner):
            return readsWindowOfView(inner, scope, context, depth: depth + 1)
        case .identifier("window"):
            guard scope.lookup("window") == nil, let id = context.selfValue.objectID else { return false }
            return builder.objects[id].kind == .view
        case .member(let base, "window"):
            guard let id = evaluate(base, scope, context).objectID, builder.objects.indices.contains(id) else { return false }
            return builder.objects[id].kind == .view
        case .member(let base, _):
            return readsWindowOfView(base, scope, context, depth: depth + 1)
        default:
            return false
        }
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
