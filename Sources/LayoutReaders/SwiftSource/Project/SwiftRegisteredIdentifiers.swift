/// Reuse identifiers the code registers cells for: a registration replaces a storyboard prototype of that identifier.
extension SwiftProjectIndex {
    /// Per class (last name component), the reuse identifiers its code registers cells for, spelled as strings
    /// (`tableView.register(UINib(nibName: "NoteTableViewCell", bundle: nil), forCellReuseIdentifier: "NoteCell")`).
    func identifiersRegisteredInCode() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files {
            let tokens = file.tokens
            for type in file.types {
                guard let body = Self.bodyRange(of: type, in: file) else { continue }
                for index in body where index + 2 < tokens.count && tokens[index].isWord("forCellReuseIdentifier") && tokens[index + 1].isSymbol(":") {
                    guard let identifier = tokens[index + 2].plainStringValue, !identifier.isEmpty else { continue }
                    result[ProjectFacts.classKey(type.name), default: []].insert(identifier)
                }
            }
        }
        return result
    }
}
