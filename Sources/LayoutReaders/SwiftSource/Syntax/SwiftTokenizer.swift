/// Splits Swift source into tokens. Covers the whole lexical grammar the reader can meet:
/// nested block comments, single-line, multi-line and raw strings with interpolation, regex
/// literals, pound keywords, backticked and `$` identifiers, every numeric literal form and
/// operators with their surrounding whitespace (which decides prefix, postfix or infix).
/// It never fails: malformed input yields issues and the best tokens it can make.
public struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [SwiftToken] = []
    private(set) var issues: [SwiftLexicalIssue] = []
    private var nesting = 0

    /// Interpolations deeper than this are kept as text; it bounds recursion on hostile input.
    private static let maximumInterpolationDepth = 32

    public init(text: String) {
        self.bytes = Self.unifyingLineEndings(Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = Self.unifyingLineEndings(bytes)
    }

    /// A lone CR (classic Mac line endings) ends a line as LF does; it becomes LF, byte for byte, so offsets,
    /// lines and columns stay those of the file (a CR-only file was read as one long comment-ended line).
    /// CRLF stays as it is: the CR is trivia before the LF.
    static func unifyingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(13) else { return bytes }
        var result = bytes
        for index in result.indices where result[index] == 13 && (index + 1 == result.count || result[index + 1] != 10) {
            result[index] = 10
        }
        return result
    }

    /// Tokenizes the whole input.
    public static func tokenize(_ text: String) -> (tokens: [SwiftToken], issues: [SwiftLexicalIssue]) {
        var tokenizer = SwiftTokenizer(text: text)
        let tokens = tokenizer.run()
        return (tokens, tokenizer.issues)
    }

    /// The file's UTF-8 bytes, for callers that slice source text by offset.
    var utf8: [UInt8] { bytes }

    /// Produces every token of the input.
    public mutating func run() -> [SwiftToken] {
        tokens = []
        tokens.reserveCapacity(bytes.count / 4)
        skipShebang()
        while let token = nextToken() {
            tokens.append(token)
        }
        return tokens
    }

    // MARK: - Trivia

    private mutating func skipShebang() {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") else { return }
        while position < bytes.count, bytes[position] != 10 { position += 1 }
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private var current: UInt8? { byte(at: position) }
    private var column: Int { position - lineStart + 1 }

    private mutating func newline() {
        line += 1
        lineStart = position
    }

    /// Skips whitespace and comments; tells whether any was skipped and whether a line ended.
    private mutating func skipTrivia() -> (space: Bool, newline: Bool) {
        var space = false
        var sawNewline = false
        while let byte = current {
            switch byte {
            case 10:
                position += 1
                newline()
                space = true
                sawNewline = true
            case 32, 9, 13, 11, 12, 0:
                position += 1
                space = true
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
                while let next = current, next != 10 { position += 1 }
                space = true
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
                if skipBlockComment() { sawNewline = true }
                space = true
            default:
                return (space, sawNewline)
            }
        }
        return (space, sawNewline)
    }

    /// Skips a nested `/* */` comment; returns whether it spanned a line break.
    private mutating func skipBlockComment() -> Bool {
        let startLine = line, startColumn = column
        position += 2
        var depth = 1
        var spanned = false
        while depth > 0 {
            guard let byte = current else {
                issues.append(SwiftLexicalIssue(message: "unterminated block comment", line: startLine, column: startColumn))
                return spanned
            }
            if byte == UInt8(ascii: "/"), self.byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else {
                position += 1
                if byte == 10 {
                    newline()
                    spanned = true
                }
            }
        }
        return spanned
    }

    // MARK: - Tokens

    private mutating func nextToken() -> SwiftToken? {
        let trivia = skipTrivia()
        if !tokens.isEmpty, trivia.space {
            tokens[tokens.count - 1].spaceAfter = true
        }
        guard let byte = current else {
            if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = true }
            return nil
        }
        let start = position, startLine = line, startColumn = column
        var kind: SwiftToken.Kind
        var segments: [SwiftStringSegment] = []
        var textOverride: String?

        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
            scanIdentifierBody()
            kind = .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            kind = scanNumber(afterDot: previousIsDot)
        case UInt8(ascii: "$"):
            position += 1
            scanIdentifierBody()
            kind = .dollarIdentifier
        case UInt8(ascii: "`"):
            kind = scanBacktickIdentifier(&textOverride)
        case UInt8(ascii: "\""):
            segments = scanString(hashes: 0)
            kind = .string
        case UInt8(ascii: "#"):
            kind = scanPound(&segments)
        case UInt8(ascii: "/") where looksLikeRegex(spaceBefore: trivia.space):
            scanRegex(hashes: 0)
            kind = .regex
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
            position += 1
            kind = .punctuation
        case UInt8(ascii: "."):
            if self.byte(at: position + 1) == UInt8(ascii: ".") {
                scanOperator(dotted: true)
                kind = .operator
            } else {
                position += 1
                kind = .punctuation
            }
        default:
            if Self.isOperatorByte(byte) {
                scanOperator(dotted: false)
                splitPostfixUnwrap(start: start, leftBound: !trivia.space && !tokens.isEmpty)
                kind = .operator
            } else {
                position += 1
                kind = .unknown
                issues.append(SwiftLexicalIssue(message: "unexpected character", line: startLine, column: startColumn))
            }
        }

        let text = textOverride ?? String(decoding: bytes[start..<position], as: UTF8.self)
        return SwiftToken(
            kind: kind, text: text, offset: start, length: position - start, line: startLine, column: startColumn,
            startsLine: trivia.newline || tokens.isEmpty, spaceBefore: trivia.space || tokens.isEmpty,
            spaceAfter: false, segments: segments
        )
    }

    private var previousIsDot: Bool {
        guard let last = tokens.last else { return false }
        return last.kind == .punctuation && last.text == "." && last.offset + 1 == position
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private mutating func scanIdentifierBody() {
        while let byte = current, Self.isIdentifierByte(byte) { position += 1 }
    }

    private mutating func scanBacktickIdentifier(_ text: inout String?) -> SwiftToken.Kind {
        let nameStart = position + 1
        var end = nameStart
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 10 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > nameStart {
            text = String(decoding: bytes[nameStart..<end], as: UTF8.self)
            position = end + 1
            return .identifier
        }
        position += 1
        return .punctuation
    }

    private mutating func scanNumber(afterDot: Bool) -> SwiftToken.Kind {
        let first = bytes[position]
        if first == UInt8(ascii: "0"), let marker = byte(at: position + 1),
           marker == UInt8(ascii: "x") || marker == UInt8(ascii: "o") || marker == UInt8(ascii: "b") {
            position += 2
            var isFloat = false
            while let byte = current {
                if Self.isIdentifierByte(byte) {
                    position += 1
                } else if marker == UInt8(ascii: "x"), byte == UInt8(ascii: "."),
                          let next = self.byte(at: position + 1), next.isHexDigit, !afterDot {
                    isFloat = true
                    position += 1
                } else if marker == UInt8(ascii: "x"), (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")),
                          let previous = self.byte(at: position - 1), previous == UInt8(ascii: "p") || previous == UInt8(ascii: "P") {
                    isFloat = true
                    position += 1
                } else {
                    break
                }
            }
            return isFloat ? .float : .integer
        }
        var isFloat = false
        while let byte = current, byte.isDigit || byte == UInt8(ascii: "_") { position += 1 }
        if !afterDot, current == UInt8(ascii: "."), let next = byte(at: position + 1), next.isDigit {
            isFloat = true
            position += 1
            while let byte = current, byte.isDigit || byte == UInt8(ascii: "_") { position += 1 }
        }
        if !afterDot, let byte = current, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var look = position + 1
            if let sign = self.byte(at: look), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { look += 1 }
            if let digit = self.byte(at: look), digit.isDigit {
                isFloat = true
                position = look
                while let byte = current, byte.isDigit || byte == UInt8(ascii: "_") { position += 1 }
            }
        }
        // Swift rejects `1abc`, but keeping the letters in the token keeps the parser in step.
        while let byte = current, Self.isIdentifierByte(byte) { position += 1 }
        return isFloat ? .float : .integer
    }

    private mutating func scanOperator(dotted: Bool) {
        while let byte = current {
            if byte == UInt8(ascii: "/"), let next = self.byte(at: position + 1),
               next == UInt8(ascii: "/") || next == UInt8(ascii: "*"), position > 0 {
                break
            }
            if Self.isOperatorByte(byte) || (dotted && byte == UInt8(ascii: ".")) {
                position += 1
            } else {
                break
            }
        }
    }

    /// `a?.b`, `a!.b`, `a?[0]` and `a!)` need `?`/`!` alone: a `?` or `!` glued to the previous
    /// token is the postfix unwrap, except `!=` and `!==`.
    private mutating func splitPostfixUnwrap(start: Int, leftBound: Bool) {
        guard leftBound, position - start > 1 else { return }
        let first = bytes[start]
        if first == UInt8(ascii: "?") {
            position = start + 1
        } else if first == UInt8(ascii: "!") {
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if text != "!=" && text != "!==" { position = start + 1 }
        }
    }

    private mutating func scanPound(_ segments: inout [SwiftStringSegment]) -> SwiftToken.Kind {
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(at: position + hashes)
        if after == UInt8(ascii: "\"") {
            position += hashes
            segments = scanString(hashes: hashes)
            return .string
        }
        if after == UInt8(ascii: "/") {
            position += hashes
            scanRegex(hashes: hashes)
            return .regex
        }
        if hashes == 1, let after, (after.isLetter || after == UInt8(ascii: "_")) {
            position += 1
            scanIdentifierBody()
            return .poundKeyword
        }
        position += 1
        return .punctuation
    }

    // MARK: - Strings

    /// Scans a string literal starting at its opening quote, `hashes` `#`s already consumed.
    private mutating func scanString(hashes: Int) -> [SwiftStringSegment] {
        let startLine = line, startColumn = column - hashes
        var multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        // `#"""#` is a one-line raw string holding a quote: three quotes followed at once by the closing `#`s.
        if multiline, hashes > 0, (0..<hashes).allSatisfy({ byte(at: position + 3 + $0) == UInt8(ascii: "#") }) {
            multiline = false
        }
        position += multiline ? 3 : 1
        var segments: [SwiftStringSegment] = []
        var text: [UInt8] = []

        func closes(at index: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            for offset in 0..<quotes where byte(at: index + offset) != UInt8(ascii: "\"") { return false }
            for offset in 0..<hashes where byte(at: index + quotes + offset) != UInt8(ascii: "#") { return false }
            return true
        }

        while true {
            guard let byte = current else {
                issues.append(SwiftLexicalIssue(message: "unterminated string literal", line: startLine, column: startColumn))
                break
            }
            if byte == UInt8(ascii: "\""), closes(at: position) {
                position += (multiline ? 3 : 1) + hashes
                break
            }
            if byte == 10 {
                if !multiline {
                    issues.append(SwiftLexicalIssue(message: "unterminated string literal", line: startLine, column: startColumn))
                    break
                }
                text.append(byte)
                position += 1
                newline()
                continue
            }
            if byte == UInt8(ascii: "\\"), escapeHashesMatch(hashes, at: position + 1) {
                position += 1 + hashes
                guard let escaped = current else { continue }
                if escaped == UInt8(ascii: "(") {
                    if !text.isEmpty {
                        segments.append(.text(String(decoding: text, as: UTF8.self)))
                        text = []
                    }
                    segments.append(.interpolation(scanInterpolation()))
                    continue
                }
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "r"): text.append(13)
                case UInt8(ascii: "0"): text.append(0)
                case UInt8(ascii: "u"):
                    text.append(contentsOf: scanUnicodeEscape())
                case 10 where multiline:
                    newline()
                case 32 where multiline, 9 where multiline:
                    // `\` then trailing spaces then a newline continues the line.
                    while let next = current, next == 32 || next == 9 { position += 1 }
                    if current == 10 {
                        position += 1
                        newline()
                    }
                default:
                    text.append(escaped)
                }
                continue
            }
            text.append(byte)
            position += 1
        }
        if !text.isEmpty || segments.isEmpty {
            segments.append(.text(String(decoding: text, as: UTF8.self)))
        }
        return multiline ? Self.stripIndentation(segments) : segments
    }

    private func escapeHashesMatch(_ hashes: Int, at index: Int) -> Bool {
        for offset in 0..<hashes where byte(at: index + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private mutating func scanUnicodeEscape() -> [UInt8] {
        guard current == UInt8(ascii: "{") else { return Array("u".utf8) }
        var end = position + 1
        while end < bytes.count, bytes[end].isHexDigit, end - position <= 8 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "}") else { return Array("u".utf8) }
        let hex = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        position = end + 1
        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return [] }
        return Array(String(Character(scalar)).utf8)
    }

    /// Tokens of `\( … )`, starting at the `(`; consumes the closing `)`.
    private mutating func scanInterpolation() -> [SwiftToken] {
        position += 1
        guard nesting < Self.maximumInterpolationDepth else {
            var depth = 1
            while let byte = current, depth > 0 {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
                if byte == 10 { position += 1; newline(); continue }
                position += 1
            }
            return []
        }
        nesting += 1
        defer { nesting -= 1 }
        let outer = tokens
        tokens = []
        var depth = 0
        while true {
            let before = position
            guard let token = nextToken() else { break }
            if token.kind == .punctuation, token.text == ")" {
                if depth == 0 { break }
                depth -= 1
            } else if token.kind == .punctuation, token.text == "(" {
                depth += 1
            }
            tokens.append(token)
            if position == before { break }
        }
        let inner = tokens
        tokens = outer
        return inner
    }

    /// Removes the closing delimiter's indentation from every line of a multi-line string, and
    /// the line breaks after the opening and before the closing delimiter.
    private static func stripIndentation(_ segments: [SwiftStringSegment]) -> [SwiftStringSegment] {
        guard case .text(let lastText)? = segments.last else { return segments }
        let lastLine = lastText.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let indentation = lastLine.allSatisfy({ $0 == " " || $0 == "\t" }) ? lastLine : ""
        var result: [SwiftStringSegment] = []
        for (index, segment) in segments.enumerated() {
            guard case .text(var text) = segment else {
                result.append(segment)
                continue
            }
            if index == 0, text.hasPrefix("\n") { text.removeFirst() }
            if index == segments.count - 1 {
                text.removeLast(indentation.count)
                if text.hasSuffix("\n") { text.removeLast() }
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line -> Substring in
                let startsLine = offset > 0 || index == 0
                return startsLine && line.hasPrefix(indentation) ? line.dropFirst(indentation.count) : line
            }
            result.append(.text(lines.joined(separator: "\n")))
        }
        return result
    }

    // MARK: - Regex literals

    /// A bare `/` starts a regex literal where an expression may begin, when no space follows it
    /// and a closing `/` comes later on the line; otherwise it is the division operator.
    private func looksLikeRegex(spaceBefore: Bool) -> Bool {
        if let last = tokens.last {
            switch last.kind {
            case .identifier:
                let keywords: Set<String> = ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw", "is", "as"]
                if !keywords.contains(last.text) { return false }
            case .dollarIdentifier, .integer, .float, .string, .regex:
                return false
            case .punctuation where [")", "]", "}"].contains(last.text):
                return false
            case .operator where !spaceBefore && (last.text == "?" || last.text == "!"):
                return false
            default:
                break
            }
        }
        guard let next = byte(at: position + 1), next != 32, next != 9, next != 10,
              next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), next != UInt8(ascii: "=") else { return false }
        return Self.closesRegexLiteral(bytes, after: position)
    }

    private mutating func scanRegex(hashes: Int) {
        let startLine = line, startColumn = column - hashes
        position += 1
        while let byte = current {
            if byte == UInt8(ascii: "\\") {
                // A backslash at the very end escapes nothing: stop at the end rather than past it.
                position = min(position + 2, bytes.count)
                continue
            }
            if byte == 10 {
                if hashes == 0 { break }
                position += 1
                newline()
                continue
            }
            position += 1
            if byte == UInt8(ascii: "/"), escapeHashesMatch(hashes, at: position) {
                position += hashes
                return
            }
        }
        issues.append(SwiftLexicalIssue(message: "unterminated regex literal", line: startLine, column: startColumn))
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isLetter: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self >= 0x80
    }
    fileprivate var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
