/// A switch over a value whose case the reader knows (`.heading("Totals")` handed to a helper that switches over
/// it) runs only the case that matches, with the case's associated values bound to the pattern's names, as Swift
/// does; other cases never run for it.
extension SwiftInterpreter {
    /// How a switch's subject meets its cases.
    enum CaseMatch {
        /// The subject is not an enum case the reader knows: the cases are alternatives.
        case unknownSubject
        /// A known case that no case (and no `default`) matches: nothing runs.
        case noCase
        /// The case that runs, with the names its pattern binds.
        case matched(body: [SwiftStmt], bindings: [String: SwiftValue])
    }

    /// The case of `cases` that `subject` matches and the names its pattern binds.
    func matchingCase(of subject: SwiftValue, in cases: [SwiftSwitchCase]) -> CaseMatch {
        let name: String
        let payload: [SwiftValue]
        switch subject {
        case .enumCase(let caseName): (name, payload) = (caseName, [])
        case .enumCaseWithPayload(let caseName, let values): (name, payload) = (caseName, values)
        case .number(let value): return Self.matchingNumberCase(value, in: cases)
        default: return .unknownSubject
        }
        for switchCase in cases {
            if switchCase.patterns.isEmpty { return .matched(body: switchCase.body, bindings: [:]) }
            for pattern in switchCase.patterns {
                if let bindings = Self.bindings(of: pattern, matching: name, payload) { return .matched(body: switchCase.body, bindings: bindings) }
            }
        }
        return .noCase
    }

    /// A number subject (`switch i % 3` in a grid loop, Antidote-for-Tox/Antidote @ffc5ae25) against number-literal
    /// patterns; a pattern of another kind (a range, a `where`) leaves the case open.
    private static func matchingNumberCase(_ value: Double, in cases: [SwiftSwitchCase]) -> CaseMatch {
        for switchCase in cases {
            if switchCase.patterns.isEmpty { return .matched(body: switchCase.body, bindings: [:]) }
            for pattern in switchCase.patterns {
                var literal: Double?
                switch pattern.kind {
                case .number(let number): literal = number
                case .prefix("-", let inner): if case .number(let number) = inner.kind { literal = -number }
                default: break
                }
                guard let literal else { return .unknownSubject }
                if literal == value { return .matched(body: switchCase.body, bindings: [:]) }
            }
        }
        return .noCase
    }

    /// The names `pattern` binds when it matches the case `name` (`.value(let title, _)`, `let .value(title, _)`).
    private static func bindings(of pattern: SwiftExpr, matching name: String, _ payload: [SwiftValue]) -> [String: SwiftValue]? {
        switch pattern.kind {
        case .implicitMember(let caseName):
            return caseName == name ? [:] : nil
        case .member(let owner, let caseName):
            // `case .caption:` and `case UIFont.caption:` name the same constant.
            return isTypePath(owner) && caseName == name ? [:] : nil
        case .call(let callee, let arguments):
            let caseName: String
            switch callee.kind {
            case .implicitMember(let calleeName): caseName = calleeName
            case .member(let owner, let calleeName) where isTypePath(owner): caseName = calleeName
            default: return nil
            }
            guard caseName == name else { return nil }
            var bindings: [String: SwiftValue] = [:]
            for (offset, argument) in arguments.enumerated() where offset < payload.count {
                if let bound = boundName(argument.value) { bindings[bound] = payload[offset] }
            }
            return bindings
        default:
            return nil
        }
    }

    /// The name a sub-pattern binds: `title`, `let title`.
    private static func boundName(_ pattern: SwiftExpr) -> String? {
        switch pattern.kind {
        case .identifier(let name): return name == "_" ? nil : name
        default: return nil
        }
    }
}
