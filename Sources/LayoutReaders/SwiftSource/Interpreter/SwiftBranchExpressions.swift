/// Swift 5.9's `if` and `switch` expressions: a body that is one `if` or `switch` whose every branch is one expression
/// (`var height: Double { if #available(iOS 26.0, *) { 54 } else { 36 } }`) returns the value of the branch that runs.
/// Read as statements, no branch returned anything and the getter's value was taken as nothing: a height of 0, and a
/// false conflict (XITRIX/iTorrent @e95af51f, held-out round 36).
extension SwiftInterpreter {
    /// The statement with each branch's expression returned, when `statement` is an `if` or `switch` expression.
    static func branchExpressionReturning(_ statement: SwiftStmt) -> SwiftStmt? {
        switch statement {
        case .ifStatement(let conditions, let then, let otherwise, let text, let position):
            guard let thenReturning = returningBranch(then), let otherwise, let otherwiseReturning = returningBranch(otherwise) else {
                return nil
            }
            return .ifStatement(conditions: conditions, then: thenReturning, otherwise: otherwiseReturning, conditionText: text, position: position)
        case .switchStatement(let subject, let cases, let text):
            var returning: [SwiftSwitchCase] = []
            for switchCase in cases {
                guard let body = returningBranch(switchCase.body) else { return nil }
                var changed = switchCase
                changed.body = body
                returning.append(changed)
            }
            return .switchStatement(subject: subject, cases: returning, subjectText: text)
        default:
            return nil
        }
    }

    /// A branch of one expression (or of a nested `if`/`switch` expression) as a branch returning it.
    private static func returningBranch(_ body: [SwiftStmt]) -> [SwiftStmt]? {
        guard body.count == 1 else { return nil }
        if case .expression(let expression) = body[0] {
            if case .assignment = expression.kind { return nil }
            return [.returnStatement(expression)]
        }
        return branchExpressionReturning(body[0]).map { [$0] }
    }
}
