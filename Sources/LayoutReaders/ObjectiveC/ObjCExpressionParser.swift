/// Parses expressions from tokens, within a bound (the matching bracket of the construct being read), so a
/// malformed expression never reads past its statement. Recursion is bounded: past `maximumDepth` nested
/// expressions or prefix operators the rest becomes `unknown`; so is the rest of a postfix chain (`a.b.c…`) or an
/// operator chain (`a + b + …`) past `maximumChainLength` links, whose tree would be walked and freed recursively
/// (60,000 links overflowed the stack). `unknown` keeps the token range, so the views in it are opened.
struct ObjCExpressionParser {
    let tokens: [ObjCToken]
    let matches: [Int]
    var position: Int
    let end: Int
    private var depth = 0
    static let maximumDepth = 200
    static let maximumChainLength = 1_000

    init(tokens: [ObjCToken], matches: [Int], position: Int, end: Int) {
        self.tokens = tokens
        self.matches = matches
        self.position = position
        self.end = min(end, tokens.count)
    }

    var atEnd: Bool { position >= end }
    private var current: ObjCToken? { position < end ? tokens[position] : nil }

    private func token(_ index: Int) -> ObjCToken? { index < end ? tokens[index] : nil }

    /// The index just past the bracket opened at `index` (the end when unmatched).
    private func afterMatch(_ index: Int) -> Int { min(end, matches[index] + 1) }

    /// A whole expression, binary operators included.
    mutating func parseExpression() -> ObjCExpr {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else {
            let start = position
            position = end
            return .unknown(start..<end)
        }
        let start = position
        var left = parseUnary()
        var operands = 1
        while let op = current, op.kind == .punctuation {
            operands += 1
            guard operands <= Self.maximumChainLength else {
                position = end
                return .unknown(start..<end)
            }
            if ["+", "-", "*", "/", "|"].contains(op.text) {
                position += 1
                let right = parseUnary()
                left = .binary(op.text, left, right)
            } else if ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "&", "<<", ">>", "%"].contains(op.text) {
                position += 1
                _ = parseUnary()
                left = .unknown(start..<position)
            } else if op.text == "?" {
                // A conditional: both sides are read for the views they mention, the value is unknown.
                position += 1
                _ = parseExpression()
                if current?.isPunctuation(":") == true { position += 1; _ = parseExpression() }
                left = .unknown(start..<position)
            } else {
                break
            }
        }
        return left
    }

    mutating func parseUnary() -> ObjCExpr {
        guard let token = current else { return .unknown(position..<position) }
        let start = position
        // Casts and prefix operators recurse here without passing through `parseExpression` (50,000 casts
        // `(id)(id)…a` overflowed the stack).
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maximumDepth else {
            position = end
            return .unknown(start..<end)
        }
        if token.kind == .punctuation {
            switch token.text {
            case "-":
                position += 1
                return .negated(parseUnary())
            case "+":
                position += 1
                return parseUnary()
            case "!", "~", "&", "*":
                position += 1
                _ = parseUnary()
                return .unknown(start..<position)
            case "(":
                if isCast(at: position) {
                    position = afterMatch(position)
                    return parseUnary()
                }
            default: break
            }
        }
        return parsePostfix()
    }

    /// `(CGFloat)`, `(UIView *)`, `(id)`, `(__bridge id)`: a parenthesised type followed by an operand.
    private func isCast(at index: Int) -> Bool {
        let close = matches[index]
        guard close < end, close > index + 1 else { return false }
        for inner in (index + 1)..<close {
            let token = tokens[inner]
            if token.kind == .identifier || token.isPunctuation("*") { continue }
            return false
        }
        guard let first = token(index + 1), first.kind == .identifier, first.text.first?.isUppercase == true || first.text.hasPrefix("__")
                || ["id", "int", "float", "double", "long", "unsigned", "char", "short", "void"].contains(first.text) else { return false }
        guard let next = token(close + 1) else { return false }
        return next.kind != .punctuation || ["(", "[", "-", "^"].contains(next.text) || next.kind == .atKeyword
    }

    mutating func parsePostfix() -> ObjCExpr {
        let expressionStart = position
        var value = parsePrimary()
        var links = 0
        while let token = current {
            links += 1
            guard links <= Self.maximumChainLength else {
                position = end
                return .unknown(expressionStart..<end)
            }
            if token.kind == .punctuation, token.text == "." || token.text == "->", let name = self.token(position + 1), name.kind == .identifier {
                position += 2
                // `-self` returns its receiver: `self.self.label` is `self.label` (sealtalk-ios, held-out round 30 BM).
                if name.text != "self" || token.text != "." { value = .member(value, name.text) }
            } else if token.isPunctuation("("), case .identifier(let name) = value {
                let close = matches[position]
                value = .call(name, parseList(from: position + 1, to: min(close, end)), nameToken: position - 1)
                position = afterMatch(position)
            } else if token.isPunctuation("("), case .member = value {
                let close = matches[position]
                let arguments = parseList(from: position + 1, to: min(close, end))
                position = afterMatch(position)
                value = .apply(value, arguments, range: expressionStart..<position)
            } else if token.isPunctuation("[") {
                // A subscript: `views[0]`.
                let start = position
                position = afterMatch(position)
                value = .unknown(start..<position)
            } else if token.isPunctuation("++") || token.isPunctuation("--") {
                position += 1
            } else {
                break
            }
        }
        return value
    }

    /// Comma-separated expressions between two indices.
    private mutating func parseList(from start: Int, to stop: Int) -> [ObjCExpr] {
        var inner = ObjCExpressionParser(tokens: tokens, matches: matches, position: start, end: stop)
        inner.depth = depth
        var items: [ObjCExpr] = []
        while !inner.atEnd {
            let before = inner.position
            items.append(inner.parseExpression())
            if inner.current?.isPunctuation(",") == true {
                inner.position += 1
            } else if !inner.atEnd {
                // Something the expression grammar does not cover: skip it to the next comma.
                while let token = inner.current, !token.isPunctuation(",") { inner.skipOne() }
                if inner.current != nil { inner.position += 1 }
            }
            if inner.position == before { inner.position += 1 }
        }
        return items
    }

    /// Skips one token, or a whole bracketed group.
    mutating func skipOne() {
        guard let token = current else { return }
        if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) || token.kind == .atKeyword {
            position = afterMatch(position)
        } else if token.kind == .atKeyword, ["@[", "@{", "@("].contains(token.text) {
            position = afterMatch(position)
        } else {
            position += 1
        }
    }

    private mutating func parsePrimary() -> ObjCExpr {
        guard let token = current else { return .unknown(position..<position) }
        let start = position
        switch token.kind {
        case .number:
            position += 1
            return token.numberValue.map(ObjCExpr.number) ?? .unknown(start..<position)
        case .string:
            var text = token.text
            position += 1
            while let next = current, next.kind == .string {
                text += next.text
                position += 1
            }
            return .string(text)
        case .character:
            position += 1
            return .unknown(start..<position)
        case .identifier:
            position += 1
            switch token.text {
            case "YES", "true", "TRUE": return .boolean(true)
            case "NO", "false", "FALSE": return .boolean(false)
            case "nil", "NULL", "Nil": return .nilValue
            case "sizeof", "typeof", "__typeof", "__typeof__", "@encode":
                if current?.isPunctuation("(") == true { position = afterMatch(position) }
                return .unknown(start..<position)
            default: return .identifier(token.text)
            }
        case .atKeyword:
            switch token.text {
            case "@[":
                let close = matches[position]
                let items = parseList(from: position + 1, to: min(close, end))
                position = afterMatch(position)
                return .array(items)
            case "@{":
                let close = matches[position]
                let pairs = parseDictionary(from: position + 1, to: min(close, end))
                position = afterMatch(position)
                return .dictionary(pairs)
            case "@(":
                let close = matches[position]
                var inner = ObjCExpressionParser(tokens: tokens, matches: matches, position: position + 1, end: min(close, end))
                inner.depth = depth
                let value = inner.parseExpression()
                position = afterMatch(position)
                return value
            case "@YES": position += 1; return .boolean(true)
            case "@NO": position += 1; return .boolean(false)
            case "@selector", "@encode", "@protocol":
                position += 1
                if current?.isPunctuation("(") == true { position = afterMatch(position) }
                return .unknown(start..<position)
            default:
                position += 1
                return .unknown(start..<position)
            }
        case .punctuation:
            switch token.text {
            case "[":
                let close = matches[position]
                let value = parseMessage(from: position + 1, to: min(close, end))
                position = afterMatch(position)
                return value
            case "(":
                return parseParenthesized(from: start)
            case "^":
                position += 1
                // Optional return type and parameter list before the body.
                while let next = current, !next.isPunctuation("{") {
                    if next.isPunctuation("(") { position = afterMatch(position) } else if next.kind == .identifier || next.isPunctuation("*") { position += 1 } else { break }
                }
                guard current?.isPunctuation("{") == true else { return .unknown(start..<position) }
                let open = position
                position = afterMatch(position)
                return .block((open + 1)..<max(open + 1, position - 1))
            case "{":
                // A compound literal `(CGRect){…}` or an initializer list.
                position = afterMatch(position)
                return .unknown(start..<position)
            default:
                position += 1
                return .unknown(start..<position)
            }
        }
    }

    /// `( … )`: the expression inside, or an assignment in parentheses (`(_bar = bar)`), whose value is the one assigned.
    private mutating func parseParenthesized(from start: Int) -> ObjCExpr {
        let close = min(matches[position], end)
        if position + 1 < close, tokens[position + 1].isPunctuation("{"), matches[position + 1] == close - 1 {
            let body = (position + 2)..<(close - 1)
            position = afterMatch(position)
            return .statementExpression(body)
        }
        var inner = ObjCExpressionParser(tokens: tokens, matches: matches, position: position + 1, end: min(matches[position], end))
        inner.depth = depth
        var value = inner.parseExpression()
        if let equals = inner.current, equals.isPunctuation("="), inner.position + 1 < inner.end {
            let equalsToken = inner.position
            inner.position += 1
            value = .assignment(target: value, value: inner.parseExpression(), equalsToken: equalsToken)
        }
        position = afterMatch(position)
        return inner.atEnd ? value : .unknown(start..<position)
    }

    private mutating func parseDictionary(from start: Int, to stop: Int) -> [(key: ObjCExpr, value: ObjCExpr)] {
        var inner = ObjCExpressionParser(tokens: tokens, matches: matches, position: start, end: stop)
        inner.depth = depth
        var pairs: [(key: ObjCExpr, value: ObjCExpr)] = []
        while !inner.atEnd {
            let before = inner.position
            let key = inner.parseExpression()
            if inner.current?.isPunctuation(":") == true {
                inner.position += 1
                let value = inner.parseExpression()
                pairs.append((key, value))
            }
            while let token = inner.current, !token.isPunctuation(",") { inner.skipOne() }
            if inner.current != nil { inner.position += 1 }
            if inner.position == before { inner.position += 1 }
        }
        return pairs
    }

    /// The inside of `[receiver selector…]`.
    private mutating func parseMessage(from start: Int, to stop: Int) -> ObjCExpr {
        var inner = ObjCExpressionParser(tokens: tokens, matches: matches, position: start, end: stop)
        inner.depth = depth + 1
        guard inner.depth < Self.maximumDepth else { return .unknown(start..<stop) }
        let receiver = inner.parseUnary()
        var parts: [(label: String, argument: ObjCExpr?)] = []
        let selectorToken = inner.position
        while let token = inner.current {
            if token.kind == .identifier, inner.token(inner.position + 1)?.isPunctuation(":") == true {
                inner.position += 2
                parts.append((token.text, inner.parseExpression()))
            } else if token.isPunctuation(":") {
                inner.position += 1
                parts.append(("", inner.parseExpression()))
            } else if token.kind == .identifier, parts.isEmpty {
                inner.position += 1
                parts.append((token.text, nil))
            } else if token.isPunctuation(","), !parts.isEmpty {
                // Variadic arguments (`arrayWithObjects:a, b, nil`): kept with the last part as an array.
                inner.position += 1
                let extra = inner.parseExpression()
                if let last = parts.popLast() {
                    if case .array(let items)? = last.argument {
                        parts.append((last.label, .array(items + [extra])))
                    } else {
                        parts.append((last.label, .array([last.argument ?? .nilValue, extra])))
                    }
                }
            } else {
                return .unknown(start..<stop)
            }
        }
        guard !parts.isEmpty else { return .unknown(start..<stop) }
        return .message(receiver: receiver, parts: parts, selectorToken: selectorToken)
    }
}
