/// Keeps the tokens of the `#if` branches a build for the file's platform would compile.
/// UIKit is assumed unless the file imports AppKit or Cocoa and not UIKit. Unknown flags
/// (`DEBUG`, custom ones) count as unset, so `#if !DEBUG` and `#else` branches are read.
struct SwiftConditionalCompilation {
    var issues: [SwiftSyntaxIssue] = []

    private struct Frame {
        var parentActive: Bool
        var anyBranchTaken: Bool
        var active: Bool
        var line: Int
        var column: Int
    }

    mutating func filter(_ tokens: [SwiftToken]) -> [SwiftToken] {
        guard tokens.contains(where: { $0.kind == .poundKeyword && $0.text.hasPrefix("#if") }) else { return tokens }
        let isAppKit = Self.importsAppKitOnly(tokens)
        var result: [SwiftToken] = []
        result.reserveCapacity(tokens.count)
        var stack: [Frame] = []
        var index = 0
        var active: Bool { stack.last?.active ?? true }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .poundKeyword, ["#if", "#elseif", "#else", "#endif"].contains(token.text) else {
                if active { result.append(token) }
                index += 1
                continue
            }
            var conditionEnd = index + 1
            if token.text == "#if" || token.text == "#elseif" {
                while conditionEnd < tokens.count, !tokens[conditionEnd].startsLine { conditionEnd += 1 }
            }
            let condition = Array(tokens[(index + 1)..<conditionEnd])
            switch token.text {
            case "#if":
                let value = active && Self.evaluate(condition, appKit: isAppKit)
                stack.append(Frame(parentActive: active, anyBranchTaken: value, active: value, line: token.line, column: token.column))
            case "#elseif":
                if var frame = stack.popLast() {
                    let value = frame.parentActive && !frame.anyBranchTaken && Self.evaluate(condition, appKit: isAppKit)
                    frame.active = value
                    frame.anyBranchTaken = frame.anyBranchTaken || value
                    stack.append(frame)
                } else {
                    issues.append(SwiftSyntaxIssue(message: "#elseif without #if", line: token.line, column: token.column, isError: true))
                }
            case "#else":
                if var frame = stack.popLast() {
                    frame.active = frame.parentActive && !frame.anyBranchTaken
                    frame.anyBranchTaken = true
                    stack.append(frame)
                } else {
                    issues.append(SwiftSyntaxIssue(message: "#else without #if", line: token.line, column: token.column, isError: true))
                }
            default:
                if stack.popLast() == nil {
                    issues.append(SwiftSyntaxIssue(message: "#endif without #if", line: token.line, column: token.column, isError: true))
                }
            }
            index = conditionEnd
        }
        for frame in stack {
            issues.append(SwiftSyntaxIssue(message: "#if without #endif", line: frame.line, column: frame.column, isError: true))
        }
        return result
    }

    private static func importsAppKitOnly(_ tokens: [SwiftToken]) -> Bool {
        importedUIFrameworks(tokens) == ["AppKit"]
    }

    /// The UI frameworks a file's `import`s among its first `limit` tokens name: `UIKit`, and `AppKit` for `AppKit` or
    /// `Cocoa`.
    static func importedUIFrameworks(_ tokens: [SwiftToken], scanning limit: Int = .max) -> Set<String> {
        var frameworks = Set<String>()
        for index in 0..<min(limit, tokens.count) where tokens[index].isWord("import") && index + 1 < tokens.count {
            switch tokens[index + 1].text {
            case "AppKit", "Cocoa": frameworks.insert("AppKit")
            case "UIKit": frameworks.insert("UIKit")
            default: break
            }
        }
        return frameworks
    }

    /// Evaluates `os(iOS) && !DEBUG || canImport(UIKit)` and friends.
    static func evaluate(_ tokens: [SwiftToken], appKit: Bool) -> Bool {
        var index = 0
        func primary(_ depth: Int) -> Bool {
            guard index < tokens.count, depth < 64 else { return false }
            let token = tokens[index]
            index += 1
            if token.isSymbol("!") { return !primary(depth + 1) }
            if token.isSymbol("(") {
                let value = disjunction(depth + 1)
                if index < tokens.count, tokens[index].isSymbol(")") { index += 1 }
                return value
            }
            guard token.kind == .identifier else { return false }
            if index < tokens.count, tokens[index].isSymbol("(") {
                index += 1
                var argument = ""
                while index < tokens.count, !tokens[index].isSymbol(")") {
                    argument += tokens[index].text
                    index += 1
                }
                index += 1
                switch token.text {
                case "os":
                    if appKit { return argument == "macOS" || argument == "OSX" }
                    return argument == "iOS" || argument == "visionOS" || argument == "xrOS"
                case "canImport":
                    if argument.hasPrefix("UIKit") { return !appKit }
                    if argument.hasPrefix("AppKit") || argument.hasPrefix("Cocoa") { return appKit }
                    return true
                case "targetEnvironment":
                    return false
                default:
                    return true
                }
            }
            return token.text == "true"
        }
        func conjunction(_ depth: Int) -> Bool {
            var value = primary(depth)
            while index < tokens.count, tokens[index].isSymbol("&&") {
                index += 1
                value = primary(depth) && value
            }
            return value
        }
        func disjunction(_ depth: Int) -> Bool {
            var value = conjunction(depth)
            while index < tokens.count, tokens[index].isSymbol("||") {
                index += 1
                value = conjunction(depth) || value
            }
            return value
        }
        return disjunction(0)
    }
}

extension SwiftFileSyntax {
    /// Tokenizes and parses a file's declarations; never fails.
    static func parse(path: String, text: String) -> SwiftFileSyntax {
        var tokenizer = SwiftTokenizer(text: text)
        let rawTokens = tokenizer.run()
        var conditional = SwiftConditionalCompilation()
        let tokens = conditional.filter(rawTokens)
        var issues = tokenizer.issues.map { SwiftSyntaxIssue(message: $0.message, line: $0.line, column: $0.column, isError: true) }
        issues += conditional.issues
        let brackets = SwiftBracketMatching(tokens)
        let conflicts = MergeConflictMarkers.openingLines(in: text)
        issues += conflicts.isEmpty ? brackets.issues : conflicts.map {
            SwiftSyntaxIssue(message: MergeConflictMarkers.message, line: $0, column: 1, isError: true)
        }
        let file = SwiftFileSyntax(path: path, bytes: tokenizer.utf8, tokens: tokens, matches: brackets.matches)
        file.diagnostics = issues
        var declarations = SwiftDeclarationParser(file: file)
        declarations.parseFile()
        return file
    }
}
