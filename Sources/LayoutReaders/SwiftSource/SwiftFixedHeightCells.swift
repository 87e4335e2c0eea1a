/// Which project cells are shown at a height their table or collection view fixes.
///
/// A cell is only self-sizing when its table lets it be. The code that decides sits with the table, usually
/// in the controller that dequeues the cell: in a type (or extension) whose body names the cell, a
/// `heightForRowAt` / `sizeForItemAt` decides (self-sizing only if it answers `automaticDimension`, whatever
/// the estimate); without one, `rowHeight = 60` / `itemSize = …` fix the height and `rowHeight =
/// automaticDimension` / `estimatedItemSize` do not. A cell fixed by one type and self-sizing in another stays
/// self-sizing; with no evidence at all it stays self-sizing (UIKit's default).
extension SwiftProjectIndex {
    /// Names of cell types (last name component) shown at fixed heights.
    func fixedHeightCells(cellNames: Set<String>) -> Set<String> {
        var fixed = Set<String>()
        var selfSizing = Set<String>()
        let automatic: Set<String> = ["automaticDimension", "automaticSize"]
        for file in files {
            let tokens = file.tokens
            for type in file.types {
                guard let body = Self.bodyRange(of: type, in: file) else { continue }
                var mentioned = Set<String>()
                var fixedRowHeight = false
                var automaticRowHeight = false
                for index in body where tokens[index].kind == .identifier {
                    let text = tokens[index].text
                    if cellNames.contains(text) { mentioned.insert(text) }
                    guard text == "rowHeight" || text == "itemSize" || text == "estimatedItemSize",
                          index + 2 < tokens.count, tokens[index + 1].isSymbol("=") else { continue }
                    let value = tokens[index + 2]
                    if text == "estimatedItemSize" {
                        automaticRowHeight = true
                    } else if value.kind == .integer || value.kind == .float || value.isWord("CGSize") {
                        fixedRowHeight = true
                    } else if (index + 2..<min(index + 6, tokens.count)).contains(where: { automatic.contains(tokens[$0].text) }) {
                        automaticRowHeight = true
                    }
                }
                guard !mentioned.isEmpty else { continue }
                // The delegate's answer decides over rowHeight and any estimate: self-sizing only where it
                // answers automaticDimension.
                let answers = type.functions.filter(Self.answersSize)
                let isFixed: Bool?
                if !answers.isEmpty {
                    isFixed = !answers.contains { Self.body(of: $0, contains: automatic) }
                } else if fixedRowHeight {
                    isFixed = true
                } else if automaticRowHeight {
                    isFixed = false
                } else {
                    isFixed = nil
                }
                if isFixed == true { fixed.formUnion(mentioned) }
                if isFixed == false { selfSizing.formUnion(mentioned) }
            }
        }
        return fixed.subtracting(selfSizing)
    }

    /// Collection view cells (last name component) sized by their layout: a collection view only lets its items
    /// size themselves when asked to (a flow layout's `estimatedItemSize`, a compositional layout's
    /// `.estimated(…)` or list configuration, `automaticSize`); in a project whose code never asks, every
    /// `UICollectionViewCell` gets the size its layout computes, whatever its constraints.
    func collectionCellsSizedByTheirLayout(typeNames: [String]) -> Set<String> {
        let selfSizingWords: Set<String> = ["estimatedItemSize", "estimated", "automaticSize", "UICollectionLayoutListConfiguration",
                                            "UICollectionViewListCell", "selfSizingInvalidation", "preferredLayoutAttributesFitting"]
        for file in files where file.tokens.contains(where: { $0.kind == .identifier && selfSizingWords.contains($0.text) }) {
            return []
        }
        let cells = typeNames.filter { platformBase(of: $0) == "UICollectionViewCell" }
        return Set(cells.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    }

    private static func body(of function: SwiftFunctionDecl, contains words: Set<String>) -> Bool {
        guard let range = function.bodyRange else { return false }
        let tokens = function.file.tokens
        return range.contains { $0 < tokens.count && words.contains(tokens[$0].text) }
    }

    /// Token indices between the braces of a type or extension declaration.
    private static func bodyRange(of type: SwiftTypeDecl, in file: SwiftFileSyntax) -> Range<Int>? {
        let tokens = file.tokens
        guard var index = tokens.firstIndex(where: { $0.offset >= type.position.offset }) else { return nil }
        while index < tokens.count, !tokens[index].isSymbol("{") { index += 1 }
        guard index < tokens.count, let end = file.matches[index], end > index else { return nil }
        return (index + 1)..<min(end, tokens.count)
    }

    /// `tableView(_:heightForRowAt:)` or `collectionView(_:layout:sizeForItemAt:)`: the table or collection
    /// view asks the delegate for each size.
    private static func answersSize(_ function: SwiftFunctionDecl) -> Bool {
        let labels = Set(function.parameters.compactMap(\.label))
        return (function.name == "tableView" && labels.contains("heightForRowAt"))
            || (function.name == "collectionView" && labels.contains("sizeForItemAt"))
    }
}
