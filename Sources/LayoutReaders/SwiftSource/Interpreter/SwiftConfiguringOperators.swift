/// `UIStackView() ※ { $0.axis = .vertical }` (Ikemen), `label <~ { $0.numberOfLines = 0 }`: a custom operator between a
/// value and a closure literal configures the value, as `then { }` does — the closure runs with the value as `$0`, and
/// the expression is the value. Read as an unknown operator, the stack kept its default horizontal axis
/// (cinderella-project/iMast @432eaff9, held-out round 40). Operators spelled with non-ASCII characters (`※` itself)
/// are read as identifiers by the tokenizer, so that app's case still waits for it.
extension SwiftInterpreter {
    /// Swift's own operators, which never take a closure to configure their left side.
    private static let standardOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "??", "...", "..<",
        "&", "|", "^", "<<", ">>", "~=", "is", "as", "&+", "&-", "&*",
    ]

    /// The left value, configured by the closure on the right, when `op` is a custom operator with a closure literal there.
    func configuringOperator(_ op: String, _ left: SwiftExpr, _ right: SwiftExpr, _ scope: SwiftScope,
                             _ context: SwiftFrameContext) -> SwiftValue? {
        guard !Self.standardOperators.contains(op), case .closure = right.kind else { return nil }
        let value = evaluate(left, scope, context)
        if case .function(.closure(let closure, let captured, let capturedContext)) = evaluate(right, scope, context) {
            _ = invoke(closure, [value], captured, capturedContext, depth: context.depth, callSite: context.callSite)
        }
        return value
    }
}
