/// Collection view outlets whose layout the class's code replaces (`firstList.setCollectionViewLayout(flowLayout,
/// animated: false)`, `grid.collectionViewLayout = layout`): the item size the nib's flow layout draws is not the one
/// that runs, so the nib's reader must not size its items by it (`ProjectFacts.collectionLayoutsSetInCode`;
/// abhilashkgeorge/VirtualLearnIOSApp @aa7b29d3, held-out round 61: a 224 × 188 storyboard layout replaced by a
/// 260 × 140 one in a cell's `configureCells`, 2 false conflicts).
extension SwiftProjectIndex {
    /// Per class (last name component), its collection view outlets whose layout its code sets.
    func collectionLayoutsSetInCode() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in typeOrder {
            guard let info = types[name] else { continue }
            let outlets = Set(info.properties.filter { $0.attributes.contains("IBOutlet") }.map(\.name))
            guard !outlets.isEmpty else { continue }
            var found = Set<String>()
            for function in info.functions + info.properties.compactMap(\.didSet) {
                guard let range = function.bodyRange else { continue }
                let tokens = function.file.tokens
                for index in range where outlets.contains(tokens[index].text) && index + 2 < range.upperBound {
                    // `outlet.member`, `outlet?.member`, `outlet!.member`.
                    var cursor = index + 1
                    if tokens[cursor].text == "?" || tokens[cursor].text == "!" { cursor += 1 }
                    guard cursor + 1 < range.upperBound, tokens[cursor].isSymbol(".") else { continue }
                    let member = tokens[cursor + 1].text
                    if member == "setCollectionViewLayout"
                        || (member == "collectionViewLayout" && cursor + 2 < range.upperBound && tokens[cursor + 2].text == "=") {
                        found.insert(tokens[index].text)
                    }
                }
            }
            if !found.isEmpty { result[ProjectFacts.classKey(name), default: []].formUnion(found) }
        }
        return result
    }
}
