/// Walks the tokens of one line, with helpers that throw errors pointing at the right column.
struct TokenCursor {
    let tokens: [LayoutTextToken]
    /// Column just past the end of the line, for "expected … at end of line" errors.
    let endColumn: Int
    var index = 0

    init(tokens: [LayoutTextToken], endColumn: Int) {
        self.tokens = tokens
        self.endColumn = endColumn
    }

    var isAtEnd: Bool { index >= tokens.count }
    var current: LayoutTextToken? { index < tokens.count ? tokens[index] : nil }
    var column: Int { current?.column ?? endColumn }

    func peek(_ offset: Int = 0) -> LayoutTextToken? {
        let position = index + offset
        return position >= 0 && position < tokens.count ? tokens[position] : nil
    }

    mutating func advance() { index += 1 }

    /// Consumes the symbol when it is next.
    mutating func take(symbol: String) -> Bool {
        if current?.isSymbol(symbol) == true {
            index += 1
            return true
        }
        return false
    }

    /// Consumes the word (any case) when it is next.
    mutating func take(word: String) -> Bool {
        if current?.isWord(word) == true {
            index += 1
            return true
        }
        return false
    }

    /// An error at the current token naming what was expected and what was found.
    func error(expected: String) -> LayoutTextError {
        if let token = current {
            return LayoutTextError(column: token.column, message: "expected \(expected), found '\(token.display)'")
        }
        return LayoutTextError(column: endColumn, message: "expected \(expected) at end of line")
    }

    /// A name: a quoted string or one bare word.
    mutating func name(_ what: String) throws(LayoutTextError) -> (name: String, column: Int) {
        guard let token = current else { throw error(expected: what) }
        if let text = token.string ?? token.word {
            index += 1
            return (text, token.column)
        }
        throw error(expected: what)
    }

    /// Tokens glued to the current one with no white space between them: the value of a `key=value` property.
    mutating func gluedValue() -> [LayoutTextToken] {
        guard let first = current else { return [] }
        var value = [first]
        index += 1
        while let token = current, !token.followsSpace {
            value.append(token)
            index += 1
        }
        return value
    }
}
