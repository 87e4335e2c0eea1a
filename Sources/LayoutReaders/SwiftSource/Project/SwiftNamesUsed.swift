/// The names the project's Swift code uses, for `ProjectFacts.identifiersUsedInCode` and `stringsInCode`: every identifier but the one a
/// declaration of a type introduces (`class ProfileCell` declares, `ProfileCell.self` and `as! ProfileCell` use), and
/// the text of every string literal (`UINib(nibName: "ProfileCell", bundle: nil)`).
extension SwiftProjectIndex {
    /// The keywords after which an identifier is the name a type declaration introduces.
    static let typeDeclaringKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]

    func namesUsedInCode() -> (identifiers: Set<String>, strings: Set<String>) {
        var names = Set<String>()
        var strings = Set<String>()
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices {
                let token = tokens[index]
                switch token.kind {
                case .identifier:
                    if index > 0, tokens[index - 1].kind == .identifier, Self.typeDeclaringKeywords.contains(tokens[index - 1].text) { continue }
                    names.insert(token.text)
                case .string:
                    for case .text(let piece) in token.segments where !piece.isEmpty { strings.insert(piece) }
                default:
                    break
                }
            }
        }
        return (names, strings)
    }
}
