/// Collection view outlets whose layout the class's code replaces (`firstList.setCollectionViewLayout(flowLayout,
/// animated: false)`, `grid.collectionViewLayout = layout`): the item size the nib's flow layout draws is not the one
/// that runs, so the nib's reader must not size its items by it (`ProjectFacts.collectionLayoutsSetInCode`;
/// abhilashkgeorge/VirtualLearnIOSApp @aa7b29d3, held-out round 61: a 224 × 188 storyboard layout replaced by a
/// 260 × 140 one in a cell's `configureCells`, 2 false conflicts).
/// A layout the code sets that estimates its items' sizes (`estimatedItemSize = automaticSize` where it is set up, or in
/// the project's layout class it makes: skyon-archive/semomun_iOS's `TagsLayout`) keeps them self-sizing: those outlets
/// are also in the second result.
extension SwiftProjectIndex {
    /// Words of a flow layout that sizes its items from their content.
    static let estimatingLayoutWords: Set<String> = ["estimatedItemSize", "automaticSize"]

    /// Per class (last name component), its collection view outlets whose layout its code sets, and of those, the ones
    /// whose new layout estimates its items' sizes.
    func collectionLayoutsSetInCode() -> (all: [String: Set<String>], estimating: [String: Set<String>]) {
        var result: [String: Set<String>] = [:]
        var estimating: [String: Set<String>] = [:]
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
                        if estimatesItemSizes(in: range, tokens) { estimating[ProjectFacts.classKey(name), default: []].insert(tokens[index].text) }
                    }
                }
            }
            if !found.isEmpty { result[ProjectFacts.classKey(name), default: []].formUnion(found) }
        }
        return (result, estimating)
    }

    /// Whether the layout set up in `range` estimates its items' sizes: the words there, or a project layout class
    /// made there whose code (or a project superclass's) has them.
    private func estimatesItemSizes(in range: Range<Int>, _ tokens: [SwiftToken]) -> Bool {
        range.contains { index in
            let word = tokens[index].text
            if Self.estimatingLayoutWords.contains(word) { return true }
            guard tokens[index].kind == .identifier, word.first?.isUppercase == true, index + 1 < range.upperBound,
                  tokens[index + 1].isSymbol("("), type(named: word) != nil else { return false }
            return lineageCode(of: word, names: Self.estimatingLayoutWords)
        }
    }
}
