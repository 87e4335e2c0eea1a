import LayoutModel

/// Splits one `.layout` line into tokens; comments (`#` or `//` outside strings) end the line.
struct LayoutTextLexer {
    private let characters: [Character]
    private var position = 0

    init(line: Substring) {
        characters = Array(line)
    }

    /// Tokens of the line, or the first lexical error.
    mutating func tokenize() throws(LayoutTextError) -> [LayoutTextToken] {
        var tokens: [LayoutTextToken] = []
        var sawSpace = true
        while position < characters.count {
            let character = characters[position]
            let column = position + 1
            if character.isWhitespace {
                position += 1
                sawSpace = true
                continue
            }
            if character == "#" && (tokens.isEmpty || sawSpace) && !nextIsDigit() {
                break
            }
            if character == "/" && peek(1) == "/" {
                break
            }
            let kind: LayoutTextToken.Kind
            if character == "\"" {
                kind = .string(try readString(startColumn: column))
            } else if character.isNumber && character.isASCII
                        || (character == "." && (peek(1)?.isNumber ?? false) && (tokens.last.map { !isNameToken($0) || sawSpace } ?? true)) {
                kind = .number(try readNumber(startColumn: column))
            } else if isWordStart(character) {
                kind = .word(readWord())
            } else {
                kind = .symbol(readSymbol())
            }
            tokens.append(LayoutTextToken(kind: kind, column: column, followsSpace: sawSpace))
            sawSpace = false
        }
        return tokens
    }

    private func peek(_ offset: Int) -> Character? {
        let index = position + offset
        return index < characters.count ? characters[index] : nil
    }

    private func nextIsDigit() -> Bool {
        peek(1)?.isNumber ?? false
    }

    private func isNameToken(_ token: LayoutTextToken) -> Bool {
        if case .word = token.kind { return true }
        if case .string = token.kind { return true }
        return false
    }

    private func isWordStart(_ character: Character) -> Bool {
        character.isLetter || character == "_" || character == "$" || (!character.isASCII && !character.isWhitespace
            && !"≥≤×".contains(character))
    }

    private mutating func readWord() -> String {
        var text = ""
        while position < characters.count {
            let character = characters[position]
            guard isWordStart(character) || (character.isNumber && character.isASCII) else { break }
            text.append(character)
            position += 1
        }
        return text
    }

    private mutating func readNumber(startColumn: Int) throws(LayoutTextError) -> Double {
        var text = ""
        var sawExponent = false
        while position < characters.count {
            let character = characters[position]
            if character.isNumber && character.isASCII || character == "." {
                // `1.Width`: a dot followed by a letter ends the number (recipe names like `Button 1.Width`).
                if character == ".", let next = peek(1), !(next.isNumber && next.isASCII) { break }
                text.append(character)
            } else if (character == "e" || character == "E") && !sawExponent,
                      let next = peek(1), next.isNumber || ((next == "-" || next == "+") && (peek(2)?.isNumber ?? false)) {
                sawExponent = true
                text.append(character)
                text.append(next)
                position += 1
            } else {
                break
            }
            position += 1
        }
        guard let value = Double(text), value.isFinite else {
            throw LayoutTextError(column: startColumn, message: "'\(text)' is not a number")
        }
        guard NumericLimits.admits(value) else {
            throw LayoutTextError(column: startColumn, message: NumericLimits.outOfRangeMessage(text))
        }
        return value
    }

    private mutating func readString(startColumn: Int) throws(LayoutTextError) -> String {
        position += 1
        var text = ""
        while position < characters.count {
            let character = characters[position]
            position += 1
            switch character {
            case "\"":
                return text
            case "\\":
                guard position < characters.count else { break }
                let escaped = characters[position]
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(escaped)
                }
            default:
                text.append(character)
            }
        }
        throw LayoutTextError(column: startColumn, message: "unterminated string: expected a closing '\"'")
    }

    private mutating func readSymbol() -> String {
        let character = characters[position]
        position += 1
        switch character {
        case "=", ">", "<", "!":
            if peek(0) == "=" {
                position += 1
                return String(character) + "="
            }
            return String(character)
        case "≥": return ">="
        case "≤": return "<="
        case "×": return "*"
        case "−": return "-"
        default: return String(character)
        }
    }
}
