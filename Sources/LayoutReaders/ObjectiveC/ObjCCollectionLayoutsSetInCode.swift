/// Objective-C collection view outlets whose layout the class's code replaces (`[self.grid setCollectionViewLayout:layout
/// animated:NO]`, `self.grid.collectionViewLayout = layout`, `_grid.collectionViewLayout = …`), as
/// `SwiftProjectIndex.collectionLayoutsSetInCode` finds them in Swift.
extension ObjCProjectIndex {
    func collectionLayoutsSetInCode(_ files: [ObjCFileSyntax]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files {
            let tokens = file.tokens
            for implementation in file.implementations {
                var found = Set<String>()
                for method in implementation.methods {
                    let body = method.body.clamped(to: 0..<tokens.count)
                    for index in body where tokens[index].kind == .identifier && index + 1 < body.upperBound {
                        let next = tokens[index + 1]
                        // `[self.grid setCollectionViewLayout:…]`
                        if next.isIdentifier("setCollectionViewLayout") { found.insert(Self.propertyName(tokens[index].text)) }
                        // `self.grid.collectionViewLayout = …`
                        if next.isPunctuation("."), index + 3 < body.upperBound, tokens[index + 2].isIdentifier("collectionViewLayout"),
                           tokens[index + 3].isPunctuation("=") {
                            found.insert(Self.propertyName(tokens[index].text))
                        }
                    }
                }
                if !found.isEmpty { result[ProjectFacts.classKey(implementation.name), default: []].formUnion(found) }
            }
        }
        return result
    }

    /// A property's name from its instance variable's (`_grid` → `grid`).
    private static func propertyName(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}
