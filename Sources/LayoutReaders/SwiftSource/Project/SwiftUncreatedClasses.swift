/// Classes of the project nothing creates, so whose layout never runs. A class is created where code makes it
/// (`Screen()`, `Screen.init`, `Screen.self` handed to a registration or a generic maker, `Screen.make()`, a generic
/// argument, `let screen: Screen = .init()`), where an Interface Builder file names it, where a string or an Info.plist
/// names it (`NSClassFromString`, a principal class), by the system (`@main`), or as the superclass of a created class. Code inside a class nothing creates creates nothing
/// (a register window's controller made only by its window controller, whose own creation is commented out:
/// Tencent/lemon-cleaner @a3e5c9a8, held-out round 59). Naming a class as a type (`: Screen`, `as? Screen`, a
/// parameter's type) creates nothing (Gongmanse/gongmanse_ios_bak @13cc566a: a screen whose only `Screen(…)` calls are
/// commented out, named by a data manager's parameter; held-out round 58), except for a cell: tables make their cells,
/// often through generic code handed the type (`namesCellType`). Code outside any class (a struct, an enum, a
/// protocol extension, free code) counts as running; a `public` or `open` class is another module's to create. Only in
/// a lint of the whole app whose project files were read and whose code holds the app's entry point: a library's
/// classes are created by its clients.
extension SwiftProjectIndex {
    /// The project's view, cell and view controller classes (full names) nothing read creates. `namedElsewhere`: class
    /// names other files use (Interface Builder custom classes, words of code in other languages); `plistStrings`: every
    /// string of the app's Info.plists.
    func uncreatedClasses(namedElsewhere: Set<String>, plistStrings: Set<String>) -> Set<String> {
        guard holdsTheWholeApp else { return [] }
        let classes = typeOrder.filter { types[$0]?.kind == .classType }
        let byKey = Dictionary(grouping: classes, by: ProjectFacts.classKey)
        // Per class key, the class keys whose code creates it ("" for code outside every class).
        var creators: [String: Set<String>] = [:]
        var stringsNamed = Set<String>()
        let cellKeys = Set(byKey.filter { $0.value.contains { role(of: $0) == .cell } }.keys)
        for file in files {
            let owners = innermostClass(in: file)
            let tokens = file.tokens
            for index in tokens.indices {
                let token = tokens[index]
                if token.kind == .string {
                    stringsNamed.formUnion(Self.words(of: token))
                    continue
                }
                guard token.kind == .identifier, byKey[token.text] != nil,
                      Self.creates(at: index, tokens) || (cellKeys.contains(token.text) && Self.namesCellType(at: index, tokens)) else { continue }
                creators[token.text, default: []].insert(owners[index] ?? "")
            }
        }
        // A string naming a class with its module (`"App.Screen"`, `$(PRODUCT_MODULE_NAME).Screen`) names its last part.
        let strings = stringsNamed.union(plistStrings)
        let namedInStrings = strings.union(strings.compactMap { $0.split(separator: ".").last.map(String.init) })
        let named = { (key: String) in namedElsewhere.contains(key) || namedInStrings.contains(key) }
        let roots = Set(byKey.keys.filter { key in
            named(key) || (creators[key]?.contains("") ?? false) || hasAttribute(of: key, byKey, in: ["main", "UIApplicationMain", "NSApplicationMain"])
                || hasAttribute(of: key, byKey, in: ["public", "open"])
        })
        let live = CreatedClasses.live(Set(byKey.keys), roots: roots, makers: creators) { key in
            (byKey[key] ?? []).flatMap { name in lineage(of: name).dropFirst().map { ProjectFacts.classKey($0.name) } }
        }
        return Set(classes.filter { name in
            guard !live.contains(ProjectFacts.classKey(name)) else { return false }
            let role = role(of: name)
            return role == .view || role == .cell || role == .viewController || role == .stackView
        })
    }

    /// Whether the class name at `index` is a creation: followed by a call or a member (`.init`, `.self`, a static
    /// maker); not a declaration, nor a type after `as`, `is` or `->` (a type annotation is followed by neither).
    /// A type annotated (`let login: LoginScreen = .init()`) or returned (`-> LoginScreen { .init() }`) and made by an
    /// implicit member right after is created too.
    private static func creates(at index: Int, _ tokens: [SwiftToken]) -> Bool {
        guard index + 1 < tokens.count else { return false }
        if index > 0 {
            let previous = tokens[index - 1]
            if previous.kind == .identifier, typeDeclaringKeywords.contains(previous.text) || ["as", "is"].contains(previous.text) { return false }
        }
        let next = tokens[index + 1]
        if next.isSymbol("=") || next.isSymbol("{") {
            // `= .init(…)`, `{ .init(…) }`, `{ return .init(…) }`.
            let after = tokens[(index + 2)..<min(tokens.count, index + 5)]
            return after.contains { $0.isSymbol(".") } && after.contains { $0.isWord("init") }
        }
        if index > 0, tokens[index - 1].isSymbol("->") { return false }
        // A generic argument (`ListController<MatchCell, Match>`, `ScreenController<SignInView>`): the generic type
        // makes it.
        if index > 0, tokens[index - 1].isSymbol("<") || next.isSymbol(">") { return true }
        return next.isSymbol("(") || next.isSymbol(".")
    }

    /// Whether a cell class is named as a value's type (`cell: PickerCell<Item>`, `as? PickerCell`): a table or
    /// collection view makes its cells, often through generic code that registers a type it is handed (a cell item's
    /// associated cell type), so code that handles a cell of the class counts as creating it (fotolockr/CakeWallet
    /// @6d5667bd5787: a settings picker cell only a generic item's `setup(cell:)` names, held-out round 95).
    private static func namesCellType(at index: Int, _ tokens: [SwiftToken]) -> Bool {
        guard index > 0, !isDeclarationMention(at: index, in: tokens) else { return false }
        let previous = tokens[index - 1]
        if previous.isWord("as") || previous.isSymbol(":") { return true }
        // `as? PickerCell`, `as! PickerCell`
        return index > 1 && (previous.isSymbol("?") || previous.isSymbol("!")) && tokens[index - 2].isWord("as")
    }

    /// For each token of the file, the key of the innermost class (or extension of a class) whose body holds it.
    private func innermostClass(in file: SwiftFileSyntax) -> [String?] {
        var owners = [String?](repeating: nil, count: file.tokens.count)
        var widths = [Int](repeating: .max, count: file.tokens.count)
        for type in file.types {
            let name = type.name
            guard types[name]?.kind == .classType || (type.kind == .extensionType && project(classNamed: name)),
                  let body = Self.bodyRange(of: type, in: file) else { continue }
            for index in body where body.count < widths[index] {
                owners[index] = ProjectFacts.classKey(name)
                widths[index] = body.count
            }
        }
        return owners
    }

    private func project(classNamed name: String) -> Bool {
        types[name]?.kind == .classType || types[ProjectFacts.classKey(name)]?.kind == .classType
    }

    /// Whether a declaration of the class carries one of `words` just before it: the app's entry point (`@main`), which
    /// the system creates, or `public`/`open`, which another module may create.
    private func hasAttribute(of key: String, _ byKey: [String: [String]], in words: Set<String>) -> Bool {
        (byKey[key] ?? []).contains { name in
            types[name]?.declarations.contains { declaration in
                let tokens = declaration.file.tokens
                guard let start = tokens.firstIndex(where: { $0.offset >= declaration.position.offset }) else { return false }
                return tokens[max(0, start - 6)..<start].contains { words.contains($0.text) }
            } ?? false
        }
    }
}
