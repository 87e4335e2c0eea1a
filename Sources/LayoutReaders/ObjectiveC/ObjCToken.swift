/// One Objective-C token with where it starts. Comments and preprocessor lines never become tokens.
struct ObjCToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier
        case number
        /// `@"…"` or `"…"`; `text` holds the contents.
        case string
        /// `'a'`.
        case character
        /// `@interface`, `@end`, `@[`, `@{`, `@(` (text includes the `@`).
        case atKeyword
        /// An operator or bracket: `[`, `]`, `==`, `->`, `^`…
        case punctuation
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// Byte offset in the file, unique per token (a statistics key).
    var offset: Int

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
}

/// A note the tokenizer or parser leaves about input it skipped.
struct ObjCIssue: Equatable, Sendable {
    var message: String
    var line: Int
    var column: Int
}
