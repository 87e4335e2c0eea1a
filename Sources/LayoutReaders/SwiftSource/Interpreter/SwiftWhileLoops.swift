/// `while index > 0 { stack.insertArrangedSubview(divider(), at: index); index -= 1 }`: a loop whose test the reader
/// can decide runs as many times as the test holds (up to `maximumIterations`), as it does in the app. Read once, a
/// helper putting a divider between every two arranged views made one divider where the app makes three, and the
/// stack's fixed height looked impossible (held-out round 52, two false conflicts). A test the reader cannot decide,
/// and a `repeat` loop, run the body once, as before.
extension SwiftInterpreter {
    /// Runs a `while` (or `repeat`, `test` nil) loop's body; `.returned` when the body returns.
    func executeWhile(_ test: SwiftExpr?, _ body: [SwiftStmt], _ scope: SwiftScope, _ context: SwiftFrameContext) -> Flow {
        guard let test else { return execute(body, SwiftScope(parent: scope), context) }
        var iterations = 0
        while iterations < Self.maximumIterations {
            guard case .bool(let holds) = evaluate(test, scope, context) else {
                // Undecided: the body once, unless a decided test already ran it.
                return iterations == 0 ? execute(body, SwiftScope(parent: scope), context) : .normal
            }
            guard holds else { return .normal }
            let flow = execute(body, SwiftScope(parent: scope), context)
            switch flow {
            case .returned: return flow
            // The body split into size-class variants (`restRan`): its copies are not run again.
            case .breakLoop, .restRan: return .normal
            case .normal, .continueLoop: break
            }
            iterations += 1
        }
        return .normal
    }
}
