/// Splits Objective-C source into tokens in one linear pass: comments dropped, `#define NAME number` recorded,
/// `#if 0` regions and the `#else` branches of other conditionals skipped (the first branch is the one read),
/// every other preprocessor line dropped. Unterminated strings and comments end at the end of the file with a note.
struct ObjCTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var column = 1
    private(set) var tokens: [ObjCToken] = []
    private(set) var issues: [ObjCIssue] = []
    /// `#define NAME value` with the value's text, for object-like macros.
    private(set) var defines: [String: String] = [:]
    /// Open conditionals: whether each is being skipped from its next `#else`/`#elif` on (its first branch was read).
    private var conditionals: [Bool] = []
    /// The text of the `#else`/`#elif` branches skipped (not `#if 0` regions): code another configuration builds.
    private(set) var skippedBranches: [String] = []

    static func tokenize(_ text: String) -> (tokens: [ObjCToken], issues: [ObjCIssue], defines: [String: String], skippedBranches: [String]) {
        var tokenizer = ObjCTokenizer(bytes: normalizingLineEndings(Array(text.utf8)))
        tokenizer.run()
        return (tokenizer.tokens, tokenizer.issues, tokenizer.defines, tokenizer.skippedBranches)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// CRLF and a lone CR as LF, as in Swift and `.layout` files: with CR-only line endings the first `#import`
    /// ran to the end of the file and the whole file was dropped without a word.
    static func normalizingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(13) else { return bytes }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13 {
                normalized.append(10)
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
            } else {
                normalized.append(bytes[index])
            }
            index += 1
        }
        return normalized
    }

    private func peek(_ ahead: Int = 0) -> UInt8 { position + ahead < bytes.count ? bytes[position + ahead] : 0 }

    private mutating func advance() {
        guard position < bytes.count else { return }
        if bytes[position] == 10 {
            line += 1
            column = 1
        } else if bytes[position] & 0xC0 != 0x80 {
            column += 1
        }
        position += 1
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte == 36
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private mutating func run() {
        var atLineStart = true
        while position < bytes.count {
            let byte = peek()
            if byte == 10 {
                atLineStart = true
                advance()
                continue
            }
            if byte == 32 || byte == 9 || byte == 13 || byte == 12 || byte == 11 {
                advance()
                continue
            }
            if byte == 47, peek(1) == 47 { skipLineComment(); continue }
            if byte == 47, peek(1) == 42 { skipBlockComment(); continue }
            if byte == 35, atLineStart {
                directive()
                atLineStart = true
                continue
            }
            atLineStart = false
            scanToken()
        }
        if !conditionals.isEmpty {
            issues.append(ObjCIssue(message: "#if without #endif", line: line, column: column))
        }
    }

    private mutating func skipLineComment() {
        while position < bytes.count, peek() != 10 { advance() }
    }

    private mutating func skipBlockComment() {
        let startLine = line, startColumn = column
        advance(); advance()
        while position < bytes.count {
            if peek() == 42, peek(1) == 47 {
                advance(); advance()
                return
            }
            advance()
        }
        issues.append(ObjCIssue(message: "unterminated comment", line: startLine, column: startColumn))
    }

    /// The rest of a preprocessor line (with `\` continuations, comments removed), consumed.
    private mutating func directiveLine() -> String {
        var text: [UInt8] = []
        while position < bytes.count, peek() != 10 {
            if peek() == 92, peek(1) == 10 || (peek(1) == 13 && peek(2) == 10) {
                advance()
                if peek() == 13 { advance() }
                advance()
                text.append(32)
                continue
            }
            if peek() == 47, peek(1) == 47 { skipLineComment(); break }
            if peek() == 47, peek(1) == 42 { skipBlockComment(); text.append(32); continue }
            text.append(peek())
            advance()
        }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func directive() {
        advance()
        let text = directiveLine().drop { $0 == " " || $0 == "\t" }
        let name = String(text.prefix { $0.isLetter })
        let rest = text.dropFirst(name.count).objcTrimmed
        switch name {
        case "if", "ifdef", "ifndef":
            if name == "if", rest == "0" || rest == "false" || rest == "(0)" {
                // Read nothing until this conditional's #else / #elif / #endif.
                switch skipConditionalBranch() {
                case .elseBranch: conditionals.append(true)
                case .end: break
                }
            } else {
                conditionals.append(true)
            }
        case "else", "elif", "elifdef", "elifndef":
            // The first branch was read: skip to the matching #endif.
            if conditionals.popLast() != nil {
                let start = position
                while true {
                    if case .end = skipConditionalBranch() { break }
                    if position >= bytes.count { break }
                }
                skippedBranches.append(String(decoding: bytes[start..<min(position, bytes.count)], as: UTF8.self))
            }
        case "endif":
            _ = conditionals.popLast()
        case "define":
            let macroName = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            let afterName = rest.dropFirst(macroName.count)
            // Function-like macros (`#define M(x) …`) are not expanded.
            if !macroName.isEmpty, afterName.first != "(" {
                defines[macroName] = afterName.objcTrimmed
            }
        default:
            break
        }
    }

    private enum BranchEnd { case elseBranch, end }

    /// Skips lines until the `#else`/`#elif` or `#endif` that belongs to the conditional being skipped (nested
    /// conditionals counted), consuming that directive line.
    private mutating func skipConditionalBranch() -> BranchEnd {
        var depth = 0
        var atLineStart = true
        while position < bytes.count {
            let byte = peek()
            if byte == 10 { atLineStart = true; advance(); continue }
            if byte == 32 || byte == 9 || byte == 13 { advance(); continue }
            if byte == 47, peek(1) == 42 { skipBlockComment(); continue }
            if byte == 35, atLineStart {
                advance()
                let text = directiveLine().drop { $0 == " " || $0 == "\t" }
                let name = String(text.prefix { $0.isLetter })
                switch name {
                case "if", "ifdef", "ifndef": depth += 1
                case "endif":
                    if depth == 0 { return .end }
                    depth -= 1
                case "else", "elif", "elifdef", "elifndef":
                    if depth == 0 { return .elseBranch }
                default: break
                }
                continue
            }
            atLineStart = false
            if byte == 34 || byte == 39 {
                // A quote in a skipped region: skip to the end of the line, never across it.
                while position < bytes.count, peek() != 10 { advance() }
                continue
            }
            advance()
        }
        issues.append(ObjCIssue(message: "#if without #endif", line: line, column: column))
        return .end
    }

    private mutating func scanToken() {
        let startLine = line, startColumn = column, start = position
        let byte = peek()
        func add(_ kind: ObjCToken.Kind, _ text: String) {
            tokens.append(ObjCToken(kind: kind, text: text, line: startLine, column: startColumn, offset: start))
        }
        if byte == 64 { // @
            let next = peek(1)
            // `@"…"`, and `@` then white space then `"…"`: clang reads both as one NSString literal.
            var quote = 1
            while [9, 10, 13, 32].contains(peek(quote)) { quote += 1 }
            if peek(quote) == 34 {
                for _ in 0..<quote { advance() }
                add(.string, scanQuoted(34, startLine: startLine, startColumn: startColumn))
                return
            }
            if next == 91 || next == 123 || next == 40 {
                advance(); advance()
                add(.atKeyword, "@" + String(UnicodeScalar(next)))
                return
            }
            if Self.isIdentifierStart(next) {
                advance()
                let word = scanWord()
                add(.atKeyword, "@" + word)
                return
            }
            if Self.isDigit(next) || next == 45 {
                // `@8`, `@-1`: a boxed number is the number.
                advance()
                if peek() == 45 { advance(); add(.punctuation, "-") ; scanNumberToken(); return }
                scanNumberToken()
                return
            }
            advance()
            add(.punctuation, "@")
            return
        }
        if byte == 34 {
            add(.string, scanQuoted(34, startLine: startLine, startColumn: startColumn))
            return
        }
        if byte == 39 {
            add(.character, scanQuoted(39, startLine: startLine, startColumn: startColumn))
            return
        }
        if Self.isIdentifierStart(byte) {
            add(.identifier, scanWord())
            return
        }
        if Self.isDigit(byte) || (byte == 46 && Self.isDigit(peek(1))) {
            scanNumberToken()
            return
        }
        let pairs: [String] = ["==", "!=", "<=", ">=", "&&", "||", "->", "++", "--", "+=", "-=", "*=", "/=", "|=", "&=", "<<", ">>", "::"]
        if position + 1 < bytes.count {
            let two = String(decoding: bytes[position...(position + 1)], as: UTF8.self)
            if pairs.contains(two) {
                advance(); advance()
                add(.punctuation, two)
                return
            }
        }
        advance()
        // Bytes outside ASCII (junk, or identifiers the reader does not need) become single punctuation.
        while position < bytes.count, bytes[position] & 0xC0 == 0x80 { advance() }
        add(.punctuation, String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func scanWord() -> String {
        let start = position
        while position < bytes.count, Self.isIdentifierStart(peek()) || Self.isDigit(peek()) { advance() }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func scanNumberToken() {
        let startLine = line, startColumn = column, start = position
        while position < bytes.count {
            let byte = peek()
            if Self.isDigit(byte) || byte == 46 || Self.isIdentifierStart(byte) {
                advance()
            } else if (byte == 43 || byte == 45), position > start, bytes[position - 1] == 101 || bytes[position - 1] == 69,
                      !(bytes[start] == 48 && position > start + 1 && (bytes[start + 1] == 120 || bytes[start + 1] == 88)) {
                advance()
            } else {
                break
            }
        }
        tokens.append(ObjCToken(kind: .number, text: String(decoding: bytes[start..<position], as: UTF8.self),
                                line: startLine, column: startColumn, offset: start))
    }

    /// A quoted literal from its opening quote; returns the contents with simple escapes resolved. Ends at the
    /// closing quote, or (with a note) at the end of the line for an unterminated one.
    private mutating func scanQuoted(_ quote: UInt8, startLine: Int, startColumn: Int) -> String {
        advance()
        var contents: [UInt8] = []
        while position < bytes.count {
            let byte = peek()
            if byte == quote {
                advance()
                return String(decoding: contents, as: UTF8.self)
            }
            if byte == 10 { break }
            if byte == 92 {
                advance()
                let escaped = peek()
                switch escaped {
                case 110: contents.append(10)
                case 116: contents.append(9)
                case 10: break
                default: contents.append(escaped)
                }
                advance()
                continue
            }
            contents.append(byte)
            advance()
        }
        issues.append(ObjCIssue(message: "unterminated \(quote == 34 ? "string" : "character") literal", line: startLine, column: startColumn))
        return String(decoding: contents, as: UTF8.self)
    }
}

extension ObjCToken {
    /// The value of a number token (`8`, `8.0f`, `0x10`, `1e3`), nil when it is not one.
    var numberValue: Double? {
        guard kind == .number else { return nil }
        var text = text.lowercased()
        if text.hasPrefix("0x") {
            while let last = text.last, last == "u" || last == "l" { text.removeLast() }
            return Int(text.dropFirst(2), radix: 16).map(Double.init)
        }
        while let last = text.last, last == "f" || last == "u" || last == "l" { text.removeLast() }
        return Double(text)
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and carriage returns at either end.
    var objcTrimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
