/// Pairs each `(`, `[` and `{` of a token array with its closer, recovering from stray brackets so that one mistake
/// stays local: a closer pairs with the nearest opener of its own kind, closing the openers left inside it; a closer
/// with no opener of its kind is skipped; an opener never closed runs to the end (`tokens.count`). The one matcher of
/// the Swift reader, for a whole file and for the tokens of a string interpolation alike.
struct SwiftBracketMatching {
    /// Each opener's closer, `tokens.count` when unclosed.
    private(set) var matches: [Int: Int] = [:]
    /// What was unbalanced, as syntax errors.
    private(set) var issues: [SwiftSyntaxIssue] = []

    init(_ tokens: [SwiftToken]) {
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                let expected = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                if let last = open.last, tokens[last].text == expected {
                    matches[open.removeLast()] = index
                } else if let found = open.lastIndex(where: { tokens[$0].text == expected }) {
                    for unclosed in open[(found + 1)...] {
                        matches[unclosed] = index
                        issue("unbalanced '\(tokens[unclosed].text)'", tokens[unclosed])
                    }
                    matches[open[found]] = index
                    open.removeSubrange(found...)
                } else {
                    issue("unexpected '\(token.text)'", token)
                }
            default:
                break
            }
        }
        for unclosed in open {
            matches[unclosed] = tokens.count
            issue("'\(tokens[unclosed].text)' is never closed", tokens[unclosed])
        }
    }

    private mutating func issue(_ message: String, _ token: SwiftToken) {
        issues.append(SwiftSyntaxIssue(message: message, line: token.line, column: token.column, isError: true))
    }
}
