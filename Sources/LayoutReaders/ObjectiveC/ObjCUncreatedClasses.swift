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
                guard token.kind == .identifier, names.contains(token.text) else { continue }
                let isReceiver = index > 0 && tokens[index - 1].isPunctuation("[")
                let isDotted = index + 1 < tokens.count && tokens[index + 1].isPunctuation(".")
                guard isReceiver || isDotted else { continue }
                creators[token.text, default: []].insert(owners[index] ?? "")
            }
            // A macro's body, and a branch another build configuration compiles (`#ifdef APPSTORE … #else`), may
            // create a class wherever they are used: they count as running code.
            for extra in [file.macroBodyTokens, file.skippedBranchTokens] {
                for index in extra.indices.dropFirst() where extra[index].kind == .identifier && names.contains(extra[index].text)
                    && (extra[index - 1].isPunctuation("[") || (index + 1 < extra.count && extra[index + 1].isPunctuation("."))) {
                    creators[extra[index].text, default: []].insert("")
                }
            }
        }
        var live = Set(names.filter { name in
            namedElsewhere.contains(name) || strings.contains(name) || plistStrings.contains(name) || (creators[name]?.contains("") ?? false)
        })
        var changed = true
        while changed {
            changed = false
            for name in names where !live.contains(name) && creators[name]?.contains(where: live.contains) == true {
                live.insert(name)
                changed = true
            }
            for name in live {
                for ancestor in lineage(of: name).dropFirst() where !live.contains(ancestor.name) {
                    live.insert(ancestor.name)
                    changed = true
                }
            }
        }
        return Set(names.subtracting(live).filter { name in
            let role = role(of: name)
            return role == .view || role == .cell || role == .viewController || role == .stackView
        })
    }
}
