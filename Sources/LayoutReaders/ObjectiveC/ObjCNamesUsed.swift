/// The names the project's Objective-C code uses, for `ProjectFacts.identifiersUsedInCode` and `stringsInCode`: every identifier but the class a
/// `@interface`, `@implementation`, `@class` or `@protocol` line names, and the text of every string literal
/// (`[UINib nibWithNibName:@"ProfileCell" bundle:nil]`), macro bodies included (`#define kCellNib @"ProfileCell"`).
extension ObjCProjectIndex {
    static let typeDeclaringKeywords: Set<String> = ["@interface", "@implementation", "@class", "@protocol"]

    func namesUsedInCode(_ files: [ObjCFileSyntax]) -> (identifiers: Set<String>, strings: Set<String>) {
        var names = Set<String>()
        var strings = Set<String>()
        for file in files {
            for token in file.macroBodyTokens {
                if token.kind == .identifier { names.insert(token.text) }
                if token.kind == .string, !token.text.isEmpty { strings.insert(token.text) }
            }
            let tokens = file.tokens
            for index in tokens.indices {
                let token = tokens[index]
                switch token.kind {
                case .identifier:
                    if index > 0, tokens[index - 1].kind == .atKeyword, Self.typeDeclaringKeywords.contains(tokens[index - 1].text) { continue }
                    names.insert(token.text)
                case .string where !token.text.isEmpty:
                    strings.insert(token.text)
                default:
                    break
                }
            }
        }
        return (names, strings)
    }
}
