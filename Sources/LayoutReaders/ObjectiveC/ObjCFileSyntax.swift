/// One Objective-C file as the reader sees it: tokens with their matching brackets, the classes it declares
/// (`@interface`), the methods it implements (`@implementation`), the constants it defines, and notes about
/// what it skipped.
final class ObjCFileSyntax: @unchecked Sendable {
    let path: String
    let tokens: [ObjCToken]
    /// For each opening bracket (`(`, `[`, `{`, `@[`, `@{`, `@(`), the index of its closing one (`tokens.count`
    /// when unmatched); for every other token, its own index.
    let matches: [Int]
    var interfaces: [ObjCInterface] = []
    var implementations: [ObjCImplementation] = []
    /// `#define NAME 8` and `static const CGFloat NAME = 8;` with their numbers.
    var constants: [String: Double] = [:]
    /// The tokens of the object-like macros' bodies (`#define kCellNib @"ProfileCell"`): names the code uses through them.
    private(set) var macroBodyTokens: [ObjCToken] = []
    /// The tokens of the `#else`/`#elif` branches the reader skips: code another build configuration compiles.
    private(set) var skippedBranchTokens: [ObjCToken] = []
    var issues: [ObjCIssue] = []
    /// Lines of unresolved merge markers; their bracket errors are not reported (see `MergeConflictMarkers`).
    let conflictLines: [Int]

    init(path: String, text: String) {
        self.path = path
        self.conflictLines = MergeConflictMarkers.openingLines(in: text)
        let (tokens, issues, defines, skippedBranches) = ObjCTokenizer.tokenize(text)
        self.tokens = tokens
        skippedBranchTokens = skippedBranches.flatMap { ObjCTokenizer.tokenize($0).tokens }
        self.issues = issues
        let (matches, bracketIssues) = Self.matchBrackets(tokens)
        self.matches = matches
        self.issues += bracketIssues
        for (name, value) in defines.sorted(by: { $0.key < $1.key }) {
            if let number = Self.number(in: value) { constants[name] = number } else { macroBodyTokens += ObjCTokenizer.tokenize(value).tokens }
        }
        ObjCDeclarationParser.parse(self)
    }

    /// `8`, `8.0f`, `(8)`, `-4`: a macro body that is one number.
    static func number(in text: String) -> Double? {
        var body = Substring(text.objcTrimmed)
        while body.hasPrefix("("), body.hasSuffix(")") { body = Substring(body.dropFirst().dropLast().objcTrimmed) }
        if body.hasPrefix("(CGFloat)") { body = Substring(body.dropFirst(9).objcTrimmed) }
        let negative = body.hasPrefix("-")
        if negative { body = body.dropFirst() }
        let token = ObjCToken(kind: .number, text: String(body), line: 0, column: 0, offset: 0)
        guard let first = body.first, first.isNumber || first == "." , let value = token.numberValue else { return nil }
        return negative ? -value : value
    }

    static func isOpening(_ token: ObjCToken) -> Bool {
        (token.kind == .punctuation && (token.text == "(" || token.text == "[" || token.text == "{"))
            || (token.kind == .atKeyword && (token.text == "@[" || token.text == "@{" || token.text == "@("))
    }

    /// Matches brackets with a stack (no recursion). A closing bracket that does not fit the innermost open one
    /// closes it when it fits an outer one (the inner ones are unterminated), and is ignored otherwise.
    static func matchBrackets(_ tokens: [ObjCToken]) -> ([Int], [ObjCIssue]) {
        var matches = Array(tokens.indices)
        var stack: [(index: Int, close: String)] = []
        var issues: [ObjCIssue] = []
        for (index, token) in tokens.enumerated() {
            if isOpening(token) {
                let close = token.text.hasSuffix("(") ? ")" : token.text.hasSuffix("[") ? "]" : "}"
                stack.append((index, close))
            } else if token.kind == .punctuation, token.text == ")" || token.text == "]" || token.text == "}" {
                // Only the innermost few are searched, so mismatched input stays linear.
                let searched = stack.indices.suffix(32)
                guard let position = searched.last(where: { stack[$0].close == token.text }) else {
                    issues.append(ObjCIssue(message: "unmatched '\(token.text)'", line: token.line, column: token.column))
                    continue
                }
                for unclosed in stack[(position + 1)...] {
                    matches[unclosed.index] = index
                    if issues.count < 20 {
                        let open = tokens[unclosed.index]
                        issues.append(ObjCIssue(message: "'\(open.text)' not closed before '\(token.text)'", line: open.line, column: open.column))
                    }
                }
                matches[stack[position].index] = index
                stack.removeSubrange(position...)
            }
        }
        if let first = stack.first {
            let open = tokens[first.index]
            issues.append(ObjCIssue(message: "'\(open.text)' not closed at the end of the file (\(stack.count) brackets left open)",
                                    line: open.line, column: open.column))
        }
        for unclosed in stack { matches[unclosed.index] = tokens.count }
        return (matches, issues)
    }
}

/// `@property (nonatomic, strong) IBOutlet UILabel *titleLabel;` or an instance variable `UILabel *_titleLabel;`.
struct ObjCProperty: Sendable {
    var name: String
    var className: String?
    var isOutlet: Bool
    var line: Int
    var column: Int
}

/// `@interface Name : Superclass` (or a class extension / category of Name) with its properties.
struct ObjCInterface: Sendable {
    var name: String
    var superclass: String?
    var properties: [ObjCProperty]
    var line: Int
    var column: Int
}

/// `- (void)selector:(Type)argument … { body }`.
struct ObjCMethod: Sendable {
    var selector: String
    var parameters: [String]
    var isClassMethod: Bool
    /// Tokens inside the braces.
    var body: Range<Int>
    var line: Int
    var column: Int
}

/// `@implementation Name … @end`.
struct ObjCImplementation: Sendable {
    var name: String
    var methods: [ObjCMethod]
    var instanceVariables: [ObjCProperty]
    var line: Int
    var column: Int
    var path: String
}
