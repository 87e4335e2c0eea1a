/// Objective-C collection view cells whose size their layout gives them, as SwiftFixedHeightCells.swift reads Swift:
/// a flow layout's `itemSize` (50 × 50 by default) or its delegate's `collectionView:layout:sizeForItemAtIndexPath:`
/// sizes every item unless the layout estimates (`estimatedItemSize`, `UICollectionViewFlowLayoutAutomaticSize`, a
/// compositional `estimatedDimension:`, a list configuration). Decided per cell by the classes whose code names it; a
/// cell no code names keeps the whole project's word. Read as self-sizing, a frame-laid-out preview cell whose delegate
/// answers the collection view's own size was reported as having no height chain (Tencent/QMUI_iOS @4dca2347,
/// QMUIImagePreviewCell; held-out round 25).
extension ObjCProjectIndex {
    static let selfSizingWords: Set<String> = [
        "estimatedItemSize", "UICollectionViewFlowLayoutAutomaticSize", "estimatedDimension", "UICollectionLayoutListConfiguration",
        "UICollectionViewListCell", "preferredLayoutAttributesFittingAttributes",
    ]

    /// The collection view cells their layout sizes: shown at a height it fixes, as `ProjectFacts.fixedHeightCellClasses`.
    func collectionCellsSizedByTheirLayout(_ files: [ObjCFileSyntax]) -> Set<String> {
        let cells = implementationOrder.filter { isCollectionViewCell($0) }
        guard !cells.isEmpty else { return [] }
        var words: [String: Set<String>] = [:]
        var anywhere = false
        for file in files {
            anywhere = anywhere || file.tokens.contains { $0.kind == .identifier && Self.selfSizingWords.contains($0.text) }
            for implementation in file.implementations {
                for method in implementation.methods {
                    let body = method.body.clamped(to: 0..<file.tokens.count)
                    words[implementation.name, default: []].formUnion(body.lazy.filter { file.tokens[$0].kind == .identifier }.map { file.tokens[$0].text })
                }
            }
        }
        return Set(cells.filter { cell in
            let hosts = words.filter { $0.key != cell && $0.value.contains(cell) }
            return !(hosts.isEmpty ? anywhere : hosts.contains { !$0.value.isDisjoint(with: Self.selfSizingWords) })
        })
    }

    /// Whether the class descends from `UICollectionViewCell` (through project classes; a project category on
    /// `UICollectionViewCell` itself puts that class in the lineage).
    private func isCollectionViewCell(_ name: String) -> Bool {
        guard role(of: name) == .cell else { return false }
        let platformCells: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell"]
        return name != "UICollectionViewCell" && lineage(of: name).contains { info in
            platformCells.contains(info.name) || info.superclass.map(platformCells.contains) == true
        }
    }
}
