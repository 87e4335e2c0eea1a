/// One token of a `.layout` line, with the 1-based column it starts at.
struct LayoutTextToken: Equatable {
    enum Kind: Equatable {
        /// A bare word: names, attributes, keywords (`titleLabel`, `Leading`, `scene`).
        case word(String)
        case number(Double)
        /// A double-quoted string, unescaped.
        case string(String)
        /// Punctuation and operators: `.` `==` `>=` `<=` `=` `+` `-` `*` `@` `(` `)` `:` `,` `#` `|`.
        case symbol(String)
    }

    var kind: Kind
    var column: Int
    /// Whether white space separates this token from the previous one (`a.b` vs `a . b`, `1x2`).
    var followsSpace: Bool

    var word: String? {
        if case .word(let text) = kind { return text }
        return nil
    }

    var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }

    func isWord(_ text: String) -> Bool {
        word?.lowercased() == text.lowercased()
    }

    /// The token as the user wrote it, for error messages.
    var display: String {
        switch kind {
        case .word(let text): return text
        case .number(let value): return formatTokenNumber(value)
        case .string(let text): return "\"\(text)\""
        case .symbol(let text): return text
        }
    }
}

private func formatTokenNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
