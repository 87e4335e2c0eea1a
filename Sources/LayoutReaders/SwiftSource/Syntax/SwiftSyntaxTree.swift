/// Where a syntax node starts: byte offset, line and column in its file.
struct SwiftPosition: Hashable, Sendable {
    var offset: Int
    var line: Int
    var column: Int

    init(_ token: SwiftToken) {
        offset = token.offset
        line = token.line
        column = token.column
    }

    init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
}

/// An expression, shallow where the reader does not care: anything it cannot parse is `.unknown`.
struct SwiftExpr {
    indirect enum Kind {
        case identifier(String)
        /// `.foo` with the type left to context.
        case implicitMember(String)
        case member(SwiftExpr, String)
        /// `x!`, `x?`: unwrapping changes nothing the reader models.
        case unwrap(SwiftExpr)
        case call(SwiftExpr, [SwiftArgument])
        case subscripted(SwiftExpr, [SwiftArgument])
        case number(Double)
        case string(SwiftToken)
        case bool(Bool)
        case nilLiteral
        case array([SwiftExpr])
        case dictionary([(key: SwiftExpr, value: SwiftExpr)])
        case closure(SwiftClosure)
        case tuple([SwiftArgument])
        case prefix(String, SwiftExpr)
        case binary(String, SwiftExpr, SwiftExpr)
        case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
        /// `as`, `as?`, `as!` with the type's text; `conditional` for `as?`, which is nil when the value is not of the type.
        case cast(SwiftExpr, String, conditional: Bool)
        /// `=`, `+=`, `-=`, … (assignment is an expression in the grammar).
        case assignment(String, SwiftExpr, SwiftExpr)
        /// `#selector`, key paths, `#file` and everything else that carries no layout.
        case unknown
    }

    var kind: Kind
    var start: SwiftPosition
    /// Byte offset just past the expression's last token.
    var end: Int
}

/// One argument of a call: its label (nil when unlabeled) and value. Trailing closures become
/// arguments too, the first unlabeled.
struct SwiftArgument {
    var label: String?
    var value: SwiftExpr
}

/// A closure literal: its parameter names (`$0` style closures have none) and body.
final class SwiftClosure {
    let parameters: [String]
    let body: [SwiftStmt]

    init(parameters: [String], body: [SwiftStmt]) {
        self.parameters = parameters
        self.body = body
    }
}

/// One statement of a function or closure body.
indirect enum SwiftStmt {
    case expression(SwiftExpr)
    /// `let`/`var`: the bound names (several for tuple patterns), the annotated type and the value.
    case variable(names: [String], typeName: String?, value: SwiftExpr?, position: SwiftPosition)
    case ifStatement(conditions: [SwiftCondition], then: [SwiftStmt], otherwise: [SwiftStmt]?, conditionText: String, position: SwiftPosition)
    case guardStatement(conditions: [SwiftCondition], otherwise: [SwiftStmt])
    case forIn(names: [String], sequence: SwiftExpr, body: [SwiftStmt])
    /// `while`, `repeat`: their bodies; a `while` with one plain test keeps it (`SwiftInterpreter.executeWhile`),
    /// other loops are read once.
    case loop(test: SwiftExpr?, body: [SwiftStmt])
    case switchStatement(subject: SwiftExpr, cases: [SwiftSwitchCase], subjectText: String)
    case returnStatement(SwiftExpr?)
    /// `do`, `defer` and plain nested blocks.
    case block([SwiftStmt])
    case localFunction(SwiftFunctionDecl)
    case breakStatement
    case continueStatement
    case throwStatement
}

/// One clause of an `if`/`guard`/`while` condition list.
enum SwiftCondition {
    case expression(SwiftExpr)
    /// `let x = value`, `var x = value`, `let x` (shorthand), `case .a(let x) = value`.
    case binding(name: String?, value: SwiftExpr?)
    /// `#available(...)`, `#unavailable(...)`.
    case availability(negated: Bool)
}

/// One `case` of a switch.
struct SwiftSwitchCase {
    /// The patterns; empty for `default`.
    var patterns: [SwiftExpr]
    var patternText: String
    var body: [SwiftStmt]
}

/// A function parameter: external label, internal name, type text and default value.
struct SwiftParameter {
    var label: String?
    var name: String
    var typeName: String
    var defaultValue: SwiftExpr?
    /// `inout`: what the function leaves in it is written back to the caller's variable.
    var isInout = false
}

/// A function, initializer, computed property getter or subscript; the body is parsed on first use.
final class SwiftFunctionDecl {
    let name: String
    let parameters: [SwiftParameter]
    let isStatic: Bool
    let attributes: [String]
    let modifiers: [String]
    let position: SwiftPosition
    /// Unowned: the file owns its declarations (a strong reference back kept every parsed file alive).
    unowned let file: SwiftFileSyntax
    /// Token range of the body's contents (between the braces); nil for declarations without a body.
    let bodyRange: Range<Int>?
    /// Set for computed properties, whose body is a getter.
    let isGetter: Bool
    private var parsedBody: [SwiftStmt]?

    init(name: String, parameters: [SwiftParameter], isStatic: Bool, attributes: [String], modifiers: [String],
         position: SwiftPosition, file: SwiftFileSyntax, bodyRange: Range<Int>?, isGetter: Bool = false) {
        self.name = name
        self.parameters = parameters
        self.isStatic = isStatic
        self.attributes = attributes
        self.modifiers = modifiers
        self.position = position
        self.file = file
        self.bodyRange = bodyRange
        self.isGetter = isGetter
    }

    /// `name(label:label:)` the way Swift spells a function's full name.
    var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The parsed statements of the body, parsed once.
    var body: [SwiftStmt] {
        if let parsedBody { return parsedBody }
        var statements: [SwiftStmt] = []
        if let bodyRange {
            var parser = SwiftParser(file: file, range: bodyRange)
            statements = parser.parseStatements(untilIndex: bodyRange.upperBound)
            file.diagnostics += parser.issues
        }
        parsedBody = statements
        return statements
    }
}

/// A stored or computed property, or a `let`/`var` at file level.
struct SwiftPropertyDecl {
    var name: String
    var isLet: Bool
    var isStatic: Bool
    var isLazy: Bool
    /// `override var`: a subclass's computed property replacing its superclass's (dynamic dispatch).
    var isOverride = false
    /// `private` or `fileprivate`: only the type's own code sets it.
    var isPrivate = false
    /// `weak` or `unowned`: a reference to an object another owns (a delegate, an overlay's target).
    var isWeak = false
    var typeName: String?
    var initializer: SwiftExpr?
    var attributes: [String]
    var position: SwiftPosition
    /// The getter of a computed property.
    var getter: SwiftFunctionDecl?
    /// The `didSet` observer of a stored property.
    var didSet: SwiftFunctionDecl? = nil
    /// The `willSet` observer of a stored property, run before the new value is stored.
    var willSet: SwiftFunctionDecl? = nil
    /// The setter of a computed property (`set { … }`, `set(view) { … }`), run on every assignment, and the name its
    /// body gives the new value.
    var setter: SwiftFunctionDecl? = nil
    var setterValueName = "newValue"
    /// Attributes written with arguments, as calls: `@Wrapper(view: UIImageView())` → `Wrapper(view: UIImageView())`.
    var attributeCalls: [SwiftExpr] = []
}

/// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
enum SwiftTypeKind: String {
    case classType = "class", structType = "struct", enumType = "enum", actorType = "actor"
    case protocolType = "protocol", extensionType = "extension"
}

/// A type declaration or extension with its members; nested types are flattened with dotted names.
final class SwiftTypeDecl {
    let kind: SwiftTypeKind
    /// The full dotted name (`Theme.Spacing`); for extensions the extended type as written.
    let name: String
    let inheritance: [String]
    let position: SwiftPosition
    /// Unowned: the file owns its types (see `SwiftFunctionDecl.file`).
    unowned let file: SwiftFileSyntax
    var properties: [SwiftPropertyDecl] = []
    var functions: [SwiftFunctionDecl] = []
    /// The case names of an enum (`case top, bottom`), to tell overloads apart by the cases they take.
    var cases: [String] = []
    /// Raw values written as number literals (`case small = 4`), for `Gap.small.rawValue`.
    var caseRawValues: [String: Double] = [:]

    init(kind: SwiftTypeKind, name: String, inheritance: [String], position: SwiftPosition, file: SwiftFileSyntax) {
        self.kind = kind
        self.name = name
        self.inheritance = inheritance
        self.position = position
        self.file = file
    }

    /// Every body of code the declaration holds: its methods, and its properties' getters and `didSet` observers.
    var codeBodies: [SwiftFunctionDecl] {
        functions + properties.compactMap(\.getter) + properties.compactMap(\.didSet)
    }
}

/// One file: its tokens after conditional compilation, bracket matches, declarations and problems.
final class SwiftFileSyntax {
    let path: String
    let bytes: [UInt8]
    let tokens: [SwiftToken]
    /// For each opening bracket token, the index of its closing token (or `tokens.count`).
    let matches: [Int: Int]
    var types: [SwiftTypeDecl] = []
    var functions: [SwiftFunctionDecl] = []
    var properties: [SwiftPropertyDecl] = []
    /// `typealias Name = Some.Type` declarations naming a plain dotted type: full alias name (nested in its type's
    /// name) to the type as written.
    var typeAliases: [(name: String, target: String)] = []
    /// Issues found while parsing, as (message, line, column, isError).
    var diagnostics: [SwiftSyntaxIssue] = []

    init(path: String, bytes: [UInt8], tokens: [SwiftToken], matches: [Int: Int]) {
        self.path = path
        self.bytes = bytes
        self.tokens = tokens
        self.matches = matches
    }

    /// Every body of code in the file: its free functions and its types' `codeBodies`.
    var codeBodies: [SwiftFunctionDecl] {
        functions + types.flatMap(\.codeBodies)
    }

    /// Source text of an expression.
    func text(of expression: SwiftExpr) -> String {
        text(from: expression.start.offset, to: expression.end)
    }

    /// Source text between two byte offsets, whitespace runs collapsed.
    func text(from start: Int, to end: Int) -> String {
        guard start >= 0, end <= bytes.count, start < end else { return "" }
        let raw = String(decoding: bytes[start..<end], as: UTF8.self)
        return raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}

/// A problem found while parsing; errors are syntax errors, the rest notes on skipped constructs.
struct SwiftSyntaxIssue {
    var message: String
    var line: Int
    var column: Int
    var isError: Bool
}
