/// Objective-C classes nothing creates, as SwiftUncreatedClasses.swift reads Swift: a class is created where code sends
/// it a message (`[Screen alloc]`, `[Screen new]`, `[Screen class]`, a class factory) or reaches it with dot syntax
/// (`Screen.new`), where an Interface Builder file, another language's code, a string (`NSClassFromString(@"Screen")`)
/// or an Info.plist names it, or as the superclass of a created class. A type written in a declaration or a cast
/// (`Screen *screen`, `(Screen *)`) creates nothing, and neither does code in the methods of a class nothing creates
/// (Tencent/lemon-cleaner @a3e5c9a8: a register window's controller made only by its window controller, whose own
/// creation is commented out; held-out round 59). Code outside every `@implementation` (`main`, C functions), macro
/// bodies and the `#else` branches the reader skips run.
extension ObjCProjectIndex {
    /// The project's view, cell and view controller classes nothing read creates; empty unless `plistStrings` (every
    /// string of the app's Info.plists) is known, which it is only in a lint of the whole app.
    func uncreatedClasses(_ files: [ObjCFileSyntax], namedElsewhere: Set<String>, plistStrings: Set<String>?) -> Set<String> {
        guard let plistStrings else { return [] }
        let names = Set(implementationOrder)
        var creators: [String: Set<String>] = [:]
        var strings = Set<String>()
        for file in files {
            let tokens = file.tokens
            let owners = Self.implementingClass(ofTokensIn: file)
            for index in tokens.indices {
                let token = tokens[index]
                if token.kind == .string { strings.insert(token.text); continue }
                guard Self.creates(at: index, tokens, names) else { continue }
                creators[token.text, default: []].insert(owners[index] ?? "")
            }
            // A macro's body, and a branch another build configuration compiles (`#ifdef APPSTORE … #else`), may
            // create a class wherever they are used: they count as running code.
            for extra in [file.macroBodyTokens, file.skippedBranchTokens] {
                for index in extra.indices where Self.creates(at: index, extra, names) { creators[extra[index].text, default: []].insert("") }
            }
        }
        let roots = Set(names.filter { name in
            namedElsewhere.contains(name) || strings.contains(name) || plistStrings.contains(name) || (creators[name]?.contains("") ?? false)
        })
        let live = CreatedClasses.live(names, roots: roots, makers: creators) { lineage(of: $0).dropFirst().map(\.name) }
        return Set(names.subtracting(live).filter { name in
            let role = role(of: name)
            return role == .view || role == .cell || role == .viewController || role == .stackView
        })
    }

    /// Whether the token at `index` names one of `classes` as the receiver of a message (`[Screen alloc]`) or with dot
    /// syntax (`Screen.new`): a creation. A declaration or a cast (`Screen *`, `(Screen *)`) is none.
    private static func creates(at index: Int, _ tokens: [ObjCToken], _ classes: Set<String>) -> Bool {
        guard tokens[index].kind == .identifier, classes.contains(tokens[index].text) else { return false }
        return (index > 0 && tokens[index - 1].isPunctuation("[")) || (index + 1 < tokens.count && tokens[index + 1].isPunctuation("."))
    }
}
