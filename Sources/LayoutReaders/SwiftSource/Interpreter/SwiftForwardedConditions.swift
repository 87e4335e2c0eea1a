/// A helper's test of its own parameter is the caller's test: `func set(isActivated: Bool) { if isActivated
/// { activate() } else { deactivate() } }` called as `top.set(isActivated: showIntro)` and
/// `introTop.set(isActivated: !showIntro)`. Named after the parameter, every call's branches shared one
/// variant (`else (isActivated)`), where both constraints were off at once, which no run of the app does.
/// Named after the argument the caller passed, the calls agree: `if showIntro` / `else (showIntro)`, a
/// negated argument swapping which branch runs where.
extension SwiftInterpreter {
    /// The caller's test a condition stands for, when it is (the negation of) a parameter bound to an
    /// argument whose value the reader does not know; `negated` when the branches swap.
    func forwardedTest(_ condition: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> (text: String, negated: Bool)? {
        var negated = false
        var expression = condition
        var steps = 0
        while case .prefix("!", let operand) = expression.kind, steps < 8 {
            negated.toggle()
            expression = operand
            steps += 1
        }
        // A parameter, or a property the init stored one in (SwiftStoredArgumentConditions.swift).
        var text: String
        if case .identifier(let name) = expression.kind, let argument = scope.argumentText(of: name) {
            text = argument
        } else if let stored = storedArgumentText(expression, scope, context) {
            text = stored
        } else {
            return nil
        }
        while text.hasPrefix("!"), steps < 16 {
            negated.toggle()
            text.removeFirst()
            text = text.trimmingPrefixWhitespace()
            steps += 1
        }
        guard !text.isEmpty else { return nil }
        return (Self.withoutEnclosingParentheses(text), negated)
    }

    /// `(a && b)` passed as an argument reads as `a && b`, the way an `if` condition's text does.
    private static func withoutEnclosingParentheses(_ text: String) -> String {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return text }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < text.count - 1 { return text }
        }
        return String(text.dropFirst().dropLast())
    }
}

extension String {
    fileprivate func trimmingPrefixWhitespace() -> String {
        String(drop { $0 == " " })
    }
}
