import LayoutModel

/// The names the project's Swift code uses, for `ProjectFacts.identifiersUsedInCode` and `stringsInCode`: every identifier but the one a
/// declaration of a type introduces (`class ProfileCell` declares, `ProfileCell.self` and `as! ProfileCell` use), and
/// the text of every string literal (`UINib(nibName: "ProfileCell", bundle: nil)`).
extension SwiftProjectIndex {
    /// The keywords after which an identifier is the name a type declaration introduces.
    static let typeDeclaringKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]

    func namesUsedInCode() -> (identifiers: Set<String>, strings: Set<String>, idiomOnlyStrings: [String: Set<DeviceForm>], headerOnlyCells: Set<String>) {
        var names = Set<String>()
        var strings = Set<String>()
        var idiomOnly: [String: Set<DeviceForm>] = [:]
        var headerCells = HeaderCellIdentifiers()
        let selfNaming = selfNamingStaticProperties()
        for file in files {
            let tokens = file.tokens
            let pieces = Self.idiomPieces(tokens, selfNaming: selfNaming)
            headerCells.scan(pieces, semicolonEndsDeclarations: false)
            let fileStrings = IdiomBranchStrings.screens(of: pieces)
            idiomOnly = IdiomBranchStrings.merged(idiomOnly, of: strings, with: IdiomBranchStrings.idiomOnly(fileStrings), of: Set(fileStrings.keys))
            for index in tokens.indices {
                let token = tokens[index]
                switch token.kind {
                case .identifier:
                    if index > 0, tokens[index - 1].kind == .identifier, Self.typeDeclaringKeywords.contains(tokens[index - 1].text) { continue }
                    names.insert(token.text)
                    if let derived = Self.classNameAsString(tokens, at: index) { strings.insert(derived) }
                    if let derived = Self.selfNamedString(tokens, at: index, selfNaming: selfNaming) { strings.insert(derived) }
                    if let loaded = Self.nibOfClassMember(tokens, at: index) { strings.insert(loaded) }
                case .string:
                    for case .text(let piece) in token.segments where !piece.isEmpty { strings.insert(piece) }
                default:
                    break
                }
            }
        }
        return (names, strings, idiomOnly, headerCells.headerOnly)
    }

    /// `String(describing: ProfileCell.self)` and `NSStringFromClass(ProfileCell.self)` are the string "ProfileCell"
    /// (the usual way to name a nib or a reuse identifier after its class), when `index` is the call's name.
    static func classNameAsString(_ tokens: [SwiftToken], at index: Int) -> String? {
        let start: Int
        switch tokens[index].text {
        case "String" where index + 3 < tokens.count && tokens[index + 1].text == "(" && tokens[index + 2].text == "describing" && tokens[index + 3].text == ":":
            start = index + 4
        case "NSStringFromClass" where index + 1 < tokens.count && tokens[index + 1].text == "(":
            start = index + 2
        default:
            return nil
        }
        guard start + 3 < tokens.count, tokens[start].kind == .identifier, tokens[start + 1].text == ".",
              tokens[start + 2].text == "self", tokens[start + 3].text == ")" else { return nil }
        return tokens[start].text
    }

    /// `SearchResultCell.nibName`, `.nib`, `.loadFromNib()`: a nib member of a class, from a helper the reader may not
    /// see (another module's extension), names the nib after the class — the string "SearchResultCell", when `index` is
    /// the member (TeamRecorDream/RecorDream-iOS-AppJam @15440ff9, a nib registered as `UINib(nibName:
    /// SearchResultTableViewCell.nibName, …)`).
    static func nibOfClassMember(_ tokens: [SwiftToken], at index: Int) -> String? {
        guard index >= 2, tokens[index].text.lowercased().contains("nib"), tokens[index - 1].isSymbol("."),
              tokens[index - 2].kind == .identifier, let first = tokens[index - 2].text.first, first.isUppercase,
              tokens[index - 2].text != "UINib", tokens[index - 2].text != "Bundle" else { return nil }
        return tokens[index - 2].text
    }

    /// The tokens as `IdiomBranchStrings` reads them; a string with interpolations is none of its pieces, and a line
    /// break is a `;` (where a Swift statement, a ternary's second value, ends). `ProfileCell.identifier`, a property of
    /// `selfNaming`, is the string "ProfileCell" (SwiftSelfNamingProperties).
    static func idiomPieces(_ tokens: [SwiftToken], selfNaming: Set<String> = []) -> [IdiomBranchStrings.Piece] {
        var pieces: [IdiomBranchStrings.Piece] = []
        pieces.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            if token.startsLine { pieces.append(.symbol(";")) }
            if let named = selfNamedString(tokens, at: index, selfNaming: selfNaming),
               pieces.suffix(2) == [.word(named), .symbol(".")] {
                pieces.removeLast(2)
                pieces.append(.string(named))
                continue
            }
            switch token.kind {
            case .identifier: pieces.append(.word(token.text))
            case .string:
                if token.segments.count == 1, case .text(let text)? = token.segments.first { pieces.append(.string(text)) } else { pieces.append(.symbol("\"")) }
            default: pieces.append(.symbol(token.text))
            }
        }
        return pieces
    }
}
