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

    /// Every identifier in the files that build an estimated boundary supplementary item.
    private func findSupplementaryClassesEstimated() -> Set<String> {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            let estimates = tokens.indices.contains { index in
                guard tokens[index].text == "NSCollectionLayoutBoundarySupplementaryItem" else { return false }
                return tokens[max(0, index - 40)..<min(tokens.count, index + 40)].contains { $0.text == "estimated" }
            }
            if estimates { names.formUnion(tokens.lazy.filter { $0.kind == .identifier }.map(\.text)) }
        }
        return names
    }
}
