/// Objective-C cells whose rows the code sizes: a cell class overriding `sizeThatFits:` or
/// `systemLayoutSizeFittingSize:…` (UIKit asks that code, WWDC 2014 session 226; see SwiftCellsSizedByCode.swift),
/// or one whose class method the table's `tableView:heightForRowAtIndexPath:` (or a collection view's
/// `collectionView:layout:sizeForItemAtIndexPath:`) returns the height of (`return [RailCell heightForWidth:w];`).
/// Their content view's height is not asked of a constraint chain.
extension ObjCProjectIndex {
    /// Selectors through which a cell answers its own size.
    static let cellSizingSelectors: Set<String> = ["sizeThatFits:", "systemLayoutSizeFittingSize:",
                                                    "systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:",
                                                    "preferredLayoutAttributesFittingAttributes:"]
    /// Delegate selectors that give a row or item its size.
    static let rowSizingSelectors: Set<String> = ["tableView:heightForRowAtIndexPath:", "collectionView:layout:sizeForItemAtIndexPath:"]

    /// Records the cell classes the code sizes (needs the files' tokens).
    func noteCellsSizedByCode(_ files: [ObjCFileSyntax]) {
        for file in files {
            for implementation in file.implementations {
                for method in implementation.methods where !method.isClassMethod {
                    if Self.cellSizingSelectors.contains(method.selector) { cellsSizedByCode.insert(implementation.name) }
                    guard Self.rowSizingSelectors.contains(method.selector) else { continue }
                    cellsSizedByCode.formUnion(classesMessaged(in: method, of: file))
                }
            }
        }
        // A subclass inherits the sizing code.
        for name in implementationOrder where lineage(of: name).contains(where: { cellsSizedByCode.contains($0.name) }) {
            cellsSizedByCode.insert(name)
        }
    }

    /// The project classes a method body sends a class message to: `[RailCell heightForWidth:…]`.
    private func classesMessaged(in method: ObjCMethod, of file: ObjCFileSyntax) -> Set<String> {
        let body = method.body.clamped(to: 0..<file.tokens.count)
        var found = Set<String>()
        for index in body where index + 1 < body.upperBound {
            let token = file.tokens[index]
            guard token.text == "[", file.tokens[index + 1].kind == .identifier else { continue }
            let name = file.tokens[index + 1].text
            if classes[name] != nil, role(of: name) == .cell { found.insert(name) }
        }
        return found
    }
}
