/// A project `UITableView` subclass that registers and dequeues its own cells is often sized by the code that makes
/// it: `ServiceTable().then { $0.rowHeight = 58 }`, or `let table = ServiceTable()` and `table.rowHeight = 58` in a
/// controller. Those assignments set the rows of that table as surely as the subclass's own code would (KOIN_iOS,
/// held-out round 41: a row and a section header read as self-sizing, 2 missing chains).
extension SwiftProjectIndex {
    /// What the code that makes instances of table class `tableName` assigns to their properties of `dimensions`;
    /// nil when it assigns nothing.
    func instanceAnswers(ofTable tableName: String, _ dimensions: [SwiftTableDimension]) -> RowHeightAnswers? {
        var answers = RowHeightAnswers()
        var found = false
        for file in files {
            let tokens = file.tokens
            guard tokens.contains(where: { $0.isWord(tableName) }) else { continue }
            for type in file.types {
                guard let body = Self.bodyRange(of: type, in: file) else { continue }
                let names = Self.propertiesHolding(tableName, in: body, tokens)
                for dimension in dimensions {
                    for (table, assigned) in Self.propertyAnswers(in: body, of: file, dimension) where names.contains(table) {
                        answers.formUnion(assigned)
                        found = true
                    }
                    for closure in Self.builderClosures(after: tableName, in: body, of: file) {
                        for (table, assigned) in Self.propertyAnswers(in: closure, of: file, dimension) where table == "$0" {
                            answers.formUnion(assigned)
                            found = true
                        }
                    }
                }
            }
        }
        return found ? answers : nil
    }

    /// Names declared as instances of `typeName` in `body`: `name: TypeName` and `name = TypeName(`.
    static func propertiesHolding(_ typeName: String, in body: Range<Int>, _ tokens: [SwiftToken]) -> Set<String> {
        var names = Set<String>()
        for index in body where index + 2 < body.upperBound && tokens[index].kind == .identifier {
            let next = tokens[index + 1]
            if (next.isSymbol(":") || next.isSymbol("=")) && tokens[index + 2].isWord(typeName) { names.insert(tokens[index].text) }
        }
        return names
    }

    /// Token ranges of the `then { … }` closures applied to a fresh `TypeName(…)` in `body`.
    static func builderClosures(after typeName: String, in body: Range<Int>, of file: SwiftFileSyntax) -> [Range<Int>] {
        let tokens = file.tokens
        var closures: [Range<Int>] = []
        for index in body where tokens[index].isWord(typeName) && index + 1 < body.upperBound && tokens[index + 1].isSymbol("(") {
            guard let close = file.matches[index + 1], close + 3 < body.upperBound, tokens[close + 1].isSymbol("."),
                  tokens[close + 2].isWord("then"), tokens[close + 3].isSymbol("{"),
                  let end = file.matches[close + 3], end < body.upperBound else { continue }
            closures.append((close + 4)..<end)
        }
        return closures
    }
}
