/// One lexical token of Swift source.
public struct SwiftToken: Sendable, Equatable {
    /// The lexical class of a token.
    public enum Kind: Sendable, Equatable {
        /// Identifiers and keywords alike (`class`, `self`, `titleLabel`); backticks are removed.
        case identifier
        /// `$0`, `$1`, `$name`.
        case dollarIdentifier
        /// `#if`, `#selector`, `#available`; the text includes the `#`.
        case poundKeyword
        case integer
        case float
        /// A string literal of any form; `segments` holds its decoded text and interpolations.
        case string
        /// `/…/` and `#/…/#` regex literals.
        case regex
        /// Operator characters (`+`, `==`, `..<`, `?`, `!`, `=`, `->`).
        case `operator`
        /// `( ) [ ] { } , : ; . @ \ #` and a lone backtick.
        case punctuation
        /// A byte that cannot start any token.
        case unknown
    }

    public var kind: Kind
    /// Source text (for identifiers without backticks; for strings the raw literal).
    public var text: String
    /// Byte offset into the file's UTF-8.
    public var offset: Int
    /// Length in bytes.
    public var length: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column in UTF-8 bytes, as the Swift compiler counts them.
    public var column: Int
    /// Whether a line break (possibly inside a comment) separates it from the previous token.
    public var startsLine: Bool
    /// Whitespace or a comment directly before it.
    public var spaceBefore: Bool
    /// Whitespace, a comment or end of input directly after it.
    public var spaceAfter: Bool
    /// Decoded pieces of a string literal; empty for other tokens.
    public var segments: [SwiftStringSegment]

    public init(
        kind: Kind, text: String, offset: Int, length: Int, line: Int, column: Int,
        startsLine: Bool = false, spaceBefore: Bool = false, spaceAfter: Bool = false,
        segments: [SwiftStringSegment] = []
    ) {
        self.kind = kind
        self.text = text
        self.offset = offset
        self.length = length
        self.line = line
        self.column = column
        self.startsLine = startsLine
        self.spaceBefore = spaceBefore
        self.spaceAfter = spaceAfter
        self.segments = segments
    }

    /// Whether this is the punctuation or operator `text`.
    public func isSymbol(_ symbol: String) -> Bool {
        (kind == .punctuation || kind == .operator) && text == symbol
    }

    /// Whether this is the identifier or keyword `word`.
    public func isWord(_ word: String) -> Bool {
        kind == .identifier && text == word
    }

    /// The decoded value of a string literal without interpolations; nil otherwise.
    public var plainStringValue: String? {
        guard kind == .string else { return nil }
        var text = ""
        for segment in segments {
            guard case .text(let piece) = segment else { return nil }
            text += piece
        }
        return text
    }
}

/// A piece of a string literal: decoded text, or an interpolation's tokens.
public enum SwiftStringSegment: Sendable, Equatable {
    case text(String)
    /// The tokens between `\(` and `)`.
    case interpolation([SwiftToken])
}

/// A problem the tokenizer found; it recovers and carries on.
public struct SwiftLexicalIssue: Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
}
