/// A collection view's supplementary view (`UICollectionReusableView`: section headers, footers) takes the size its
/// layout gives it: a flow layout's `headerReferenceSize` or its delegate's `referenceSizeForHeaderInSection`, a
/// compositional layout's `NSCollectionLayoutBoundarySupplementaryItem` size. Only an estimated dimension
/// (`.estimated(44)`) asks the view to size itself from its content (`preferredLayoutAttributesFitting`).
extension SwiftProjectIndex {
    /// Whether some compositional layout of the project gives a supplementary item an estimated dimension: then a
    /// supplementary view may have to size itself, and which one the reader does not work out. Worked out once.
    func estimatesSupplementaryItemSizes() -> Bool {
        if let known = supplementarySizesEstimated { return known }
        let found = files.contains { file in
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].text == "NSCollectionLayoutBoundarySupplementaryItem" {
                let window = tokens[max(0, index - 40)..<min(tokens.count, index + 40)]
                if window.contains(where: { $0.text == "estimated" }) { return true }
            }
            return false
        }
        supplementarySizesEstimated = found
        return found
    }
}
