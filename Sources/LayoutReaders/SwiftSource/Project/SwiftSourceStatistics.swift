extension SwiftSourceReader {
    /// How much of the Swift layout code the reader understood, for `layoutlint lint --stats`.
    public typealias Statistics = ReaderCoverage
}

/// Gathers which constraint expressions were reached and understood.
final class SwiftStatisticsCollector {
    struct Key: Hashable {
        var file: String
        var offset: Int
    }

    /// A collector that records nothing: the interpreter reports to it the same way, at no cost.
    let isRecording: Bool
    private(set) var found = Set<Key>()
    private(set) var understoodKeys = Set<Key>()
    private(set) var failures: [Key: String] = [:]
    /// The layout library of each library call found (`autoPinEdge…` → PureLayout).
    private(set) var libraries: [Key: String] = [:]

    /// The constraint-making expressions of a file, with the library of those that are a library's calls.
    struct FoundExpressions {
        var keys = Set<Key>()
        var libraries: [Key: String] = [:]
    }

    init(isRecording: Bool = true) {
        self.isRecording = isRecording
    }

    func understood(_ key: Key) {
        if isRecording { understoodKeys.insert(key) }
    }

    func failed(_ key: Key, reason: String) {
        if isRecording, failures[key] == nil { failures[key] = reason }
    }

    /// An expression first understood and then changed to something that is not (SnapKit's `.offset(x)` after `equalTo`).
    func revised(_ key: Key, understood isUnderstood: Bool, reason: String) {
        guard isRecording else { return }
        if isUnderstood {
            understoodKeys.insert(key)
        } else {
            understoodKeys.remove(key)
            failures[key] = reason
        }
    }

    /// Finds every constraint-making expression in a file, whether or not any scene reaches it.
    func scan(_ file: SwiftFileSyntax) {
        add(Self.constraintExpressions(in: file))
    }

    /// Adds expressions found by `constraintExpressions(in:)`.
    func add(_ expressions: FoundExpressions) {
        guard isRecording else { return }
        found.formUnion(expressions.keys)
        libraries.merge(expressions.libraries) { first, _ in first }
    }

    /// Every constraint-making expression in a file. Visiting parses every body the file declares, so the
    /// file's syntax problems are known afterwards; it touches nothing outside the file, so files can be
    /// scanned in parallel.
    static func constraintExpressions(in file: SwiftFileSyntax) -> FoundExpressions {
        var keys = FoundExpressions()
        var visitor = SwiftConstraintExpressionFinder(file: file) { expression in
            let key = Key(file: file.path, offset: expression.start.offset)
            keys.keys.insert(key)
            if let library = SwiftConstraintExpressionFinder.library(of: expression) { keys.libraries[key] = library }
        }
        for function in file.functions { visitor.visit(function.body) }
        for type in file.types { visitor.visit(type) }
        for property in file.properties { if let initializer = property.initializer { visitor.visit(initializer) } }
        return keys
    }

    /// The constraint-making expressions written in the given declarations of a type.
    static func constraintExpressions(in declarations: [SwiftTypeDecl]) -> Set<Key> {
        var keys = Set<Key>()
        for declaration in declarations {
            let file = declaration.file
            var visitor = SwiftConstraintExpressionFinder(file: file) { keys.insert(Key(file: file.path, offset: $0.start.offset)) }
            visitor.visit(declaration)
        }
        return keys
    }

    /// The reader stopped (its step budget ran out) while reading a scene: the expressions of the scene's type it
    /// did not understand say so, instead of "not reached from any scene".
    func readingStopped(in declarations: [SwiftTypeDecl]) {
        guard isRecording else { return }
        for key in Self.constraintExpressions(in: declarations) where !understoodKeys.contains(key) {
            failed(key, reason: Self.readingStoppedReason)
        }
    }

    static let readingStoppedReason = "reading stopped: the scene takes more steps than the reader allows"

    func summary(into statistics: inout SwiftSourceReader.Statistics) {
        statistics.count(found: found, understood: understoodKeys, failures: failures, libraries: libraries)
    }
}

/// Walks syntax looking for the expressions that make constraints.
struct SwiftConstraintExpressionFinder {
    let file: SwiftFileSyntax
    let report: (SwiftExpr) -> Void
    private var depth = 0

    init(file: SwiftFileSyntax, report: @escaping (SwiftExpr) -> Void) {
        self.file = file
        self.report = report
    }

    /// Whether the file imports Anchorage, whose operators make constraints.
    private var importsAnchorage: Bool { SwiftInterpreter.importsAnchorage(file) }

    /// `a.topAnchor == b.bottomAnchor + 8` (also `>=`, `<=`, and anchor groups such as `edgeAnchors`).
    static func isAnchorageComparison(_ expression: SwiftExpr) -> Bool {
        guard case .binary(let op, let left, _) = expression.kind, ["==", ">=", "<="].contains(op) else { return false }
        switch left.kind {
        case .member(_, let name), .identifier(let name): return name.hasSuffix("Anchor") || name.hasSuffix("Anchors")
        default: return false
        }
    }

    /// The layout library a constraint-making call belongs to, if it is a library's.
    static func library(of expression: SwiftExpr) -> String? {
        if isAnchorageComparison(expression) { return "Anchorage" }
        if let library = SwiftInterpreter.namespaceLibrary(ofCall: expression) { return library }
        guard case .call(let callee, let arguments) = expression.kind else { return nil }
        switch callee.kind {
        case .member(_, let name), .identifier(let name):
            return SwiftInterpreter.layoutLibrary(of: name, firstLabel: arguments.first?.label, argumentCount: arguments.count)
        default:
            return nil
        }
    }

    static func isConstraintExpression(_ expression: SwiftExpr) -> Bool {
        if SwiftSnapKitVocabulary.isRelationExpression(expression) { return true }
        if SwiftInterpreter.namespaceLibrary(ofCall: expression) != nil { return true }
        guard case .call(let callee, let arguments) = expression.kind else { return false }
        switch callee.kind {
        case .member(_, "constraint"):
            return SwiftUIKitVocabulary.constraintForm(label: arguments.first?.label) != nil
        case .member(_, "constraints"):
            return arguments.first?.label == "withVisualFormat"
        case .identifier("NSLayoutConstraint"):
            return arguments.first?.label == "item"
        case .member(_, let name), .identifier(let name):
            // A layout library's call makes constraints the reader does not read: counted, as not read.
            return SwiftInterpreter.layoutLibrary(of: name, firstLabel: arguments.first?.label, argumentCount: arguments.count) != nil
        default:
            return false
        }
    }

    /// Visits the bodies a type declaration holds: its functions, property initializers and getters.
    mutating func visit(_ type: SwiftTypeDecl) {
        for function in type.functions { visit(function.body) }
        for property in type.properties {
            if let initializer = property.initializer { visit(initializer) }
            if let getter = property.getter { visit(getter.body) }
        }
    }

    mutating func visit(_ statements: [SwiftStmt]) {
        for statement in statements { visit(statement) }
    }

    mutating func visit(_ statement: SwiftStmt) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { return }
        switch statement {
        case .expression(let expression): visit(expression)
        case .variable(_, _, let value, _): if let value { visit(value) }
        case .ifStatement(let conditions, let then, let otherwise, _, _):
            visit(conditions)
            visit(then)
            if let otherwise { visit(otherwise) }
        case .guardStatement(let conditions, let otherwise):
            visit(conditions)
            visit(otherwise)
        case .forIn(_, let sequence, let body):
            visit(sequence)
            visit(body)
        case .loop(_, let body), .block(let body): visit(body)
        case .switchStatement(let subject, let cases, _):
            visit(subject)
            for switchCase in cases { visit(switchCase.body) }
        case .returnStatement(let value): if let value { visit(value) }
        case .localFunction(let function): visit(function.body)
        case .breakStatement, .continueStatement, .throwStatement: break
        }
    }

    private mutating func visit(_ conditions: [SwiftCondition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expression): visit(expression)
            case .binding(_, let value): if let value { visit(value) }
            case .availability: break
            }
        }
    }

    mutating func visit(_ expression: SwiftExpr) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { return }
        if Self.isConstraintExpression(expression) || (Self.isAnchorageComparison(expression) && importsAnchorage) { report(expression) }
        switch expression.kind {
        case .member(let base, _), .unwrap(let base), .cast(let base, _, _), .prefix(_, let base): visit(base)
        case .call(let callee, let arguments), .subscripted(let callee, let arguments):
            visit(callee)
            for argument in arguments { visit(argument.value) }
        case .array(let elements): for element in elements { visit(element) }
        case .dictionary(let pairs):
            for pair in pairs {
                visit(pair.key)
                visit(pair.value)
            }
        case .closure(let closure): visit(closure.body)
        case .tuple(let arguments): for argument in arguments { visit(argument.value) }
        case .binary(_, let left, let right), .assignment(_, let left, let right):
            visit(left)
            visit(right)
        case .ternary(let condition, let whenTrue, let whenFalse):
            visit(condition)
            visit(whenTrue)
            visit(whenFalse)
        case .identifier, .implicitMember, .number, .string, .bool, .nilLiteral, .unknown: break
        }
    }
}
