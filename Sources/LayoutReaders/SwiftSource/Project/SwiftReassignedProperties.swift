/// A `var` (a type's `static var`, a global) that the project's code assigns somewhere holds what that code gives it,
/// not its declared value: `static var bannerHeight = CGFloat()` set in `application(_:didFinishLaunchingWithOptions:)`
/// read as 0 made every `heightAnchor == bannerHeight` a zero height (tpcreative070/qrcode-ios @88f41043, held-out round
/// 44: 31 false conflicts in one app). Such a value is not known.
struct SwiftAssignedNames {
    /// Names assigned with `=` anywhere, as written: `Layout.bannerHeight` for `Layout.bannerHeight = 120`, `bannerHeight`
    /// for a bare `bannerHeight = 120` (declarations left out).
    let names: Set<String>

    init(files: [SwiftFileSyntax]) {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices where index + 1 < tokens.count && tokens[index].kind == .identifier && tokens[index + 1].isSymbol("=") {
                // `var x = 0` and `let x = 0` declare; `case x = 1` names a raw value.
                if index > 0, tokens[index - 1].isWord("var") || tokens[index - 1].isWord("let") || tokens[index - 1].isWord("case") { continue }
                if index >= 2, tokens[index - 1].isSymbol("."), tokens[index - 2].kind == .identifier {
                    names.insert(tokens[index - 2].text + "." + tokens[index].text)
                } else if index == 0 || !tokens[index - 1].isSymbol(".") {
                    names.insert(tokens[index].text)
                }
            }
        }
        self.names = names
    }
}

extension SwiftProjectIndex {
    /// Whether a stored `var` of `typeName` (nil: a global) is assigned by the project's code, through its type
    /// (`Layout.bannerHeight =`, `Self.bannerHeight =`) or by its bare name: then its declared value is not what it holds.
    func isReassigned(_ property: SwiftPropertyDecl, in typeName: String?) -> Bool {
        guard !property.isLet, property.getter == nil else { return false }
        let names = assignedNames.names
        if names.contains(property.name) { return true }
        guard let typeName else { return false }
        let short = typeName.split(separator: ".").last.map(String.init) ?? typeName
        return names.contains(short + "." + property.name) || names.contains("Self." + property.name)
    }
}
