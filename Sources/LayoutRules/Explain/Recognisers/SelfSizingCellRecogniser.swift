import LayoutModel

/// A cell's content chain against the height (or width) the table or collection view imposes.
struct SelfSizingCellRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        // The height is what a table imposes; the width only feeds the chain (a photo's aspect ratio).
        let encapsulatedMembers = logged.filter {
            ($0.constraint.identifier?.hasPrefix("UIView-Encapsulated-Layout-") ?? false) || $0.constraint.origin == .cellEncapsulatedSize
        }
        guard let (_, encapsulated) = encapsulatedMembers.first(where: { $0.constraint.firstAttribute == .height })
            ?? encapsulatedMembers.first else { return nil }
        let axis = encapsulated.firstAttribute.axis ?? .vertical
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        guard !chain.isEmpty else { return nil }
        let cell = encapsulated.firstItem
        let farEdges: Set<Attribute> = axis == .vertical ? [.bottom, .bottomMargin, .lastBaseline] : [.trailing, .trailingMargin, .right, .rightMargin]
        let closing = chain.last { entry in
            (entry.constraint.firstItem == cell && farEdges.contains(entry.constraint.firstAttribute))
                || (entry.constraint.secondItem == cell && farEdges.contains(entry.constraint.secondAttribute))
        } ?? chain.last!
        let dimension = axis == .vertical ? "height" : "width"
        let size = formatNumber(encapsulated.constant)
        // Masonry's descriptions drop the identifier; say what the constraint is all the same.
        let name = encapsulated.identifier ?? "UIView-Encapsulated-Layout-\(dimension == "height" ? "Height" : "Width"), printed without its name"
        // AppKit sizes only table cell and row views this way (the column's width, the row's height).
        let isAppKitTableView = encapsulated.identifier?.hasPrefix("NSView-Encapsulated-Layout-") ?? false
        if !isAppKitTableView && !isReusableView(cell) {
            // UIKit also fixes the size of a view controller's root view, a SwiftUI-hosted view, a keyboard's
            // input view: advice about table rows would mislead there.
            return Diagnosis(
                kind: .hostImposedSize, view: cell,
                summary: "\(cell)'s \(dimension) is set by whoever hosts it (\(name) = \(size): a view controller's root view, a view hosted in SwiftUI or a navigation bar, an input view), and the required \(axis.rawValue) chain inside it needs a different \(dimension).",
                fix: "lower the priority of \(closing.constraint.formula) to 999 so the content gives way to the \(dimension) it is given, or make the host give \(cell) the \(dimension) its content needs",
                suggestedMember: closing.index)
        }
        if axis == .horizontal {
            // A cell's width is its table's (or its layout's item width): no row-height setting changes it, and a
            // width of 0 is the pass before the cell is added to the table.
            // A fixed width in the chain is what cannot adapt; the one the runtime broke first.
            let fixedWidths = chain.filter { $0.constraint.secondItem == nil && $0.constraint.firstAttribute == .width }
            let suggested = fixedWidths.first { $0.index == input.brokenIndex } ?? fixedWidths.first ?? closing
            let owner = isAppKitTableView ? "the table column's width" : "the table's or the layout's"
            let widthFix = encapsulated.constant == 0
                ? "lower the priority of \(suggested.constraint.formula) to 999 so the chain gives way while the cell is measured at width 0"
                : "make the horizontal chain fit any width it is given (lower the priority of \(suggested.constraint.formula) to 999, or turn a fixed width into <=); the width is \(owner), not the cell's"
            return Diagnosis(
                kind: .selfSizingCell, view: cell,
                summary: "The required horizontal chain inside \(cell) needs more room than the width its \(isAppKitTableView ? "table column" : "table or collection view") gave it (\(name) = \(size)).",
                fix: widthFix,
                suggestedMember: suggested.index)
        }
        if axis == .vertical, Self.isHairlineOver(encapsulated.constant), holdsWithout(hairlineOf: encapsulated) {
            // 44.5 or 54.3333 against a chain of whole points: a self-sizing table row is its content's height plus the
            // separator's 1-pixel hairline, which a chain of required whole-point constraints cannot absorb.
            return Diagnosis(
                kind: .selfSizingCell, view: cell,
                summary: "The required vertical chain inside \(cell) holds at \(formatNumber(encapsulated.constant.rounded(.down))) points, but the table gave the row \(name) = \(size): a fraction of a point more, the separator's 1-pixel hairline (0.5 pt on 2x screens, 0.33 pt on 3x) the table adds to the height the content asked for.",
                fix: "lower the priority of \(closing.constraint.formula) to 999 so the content can absorb the hairline (or turn a fixed height in the chain into >=)",
                suggestedMember: closing.index)
        }
        return Diagnosis(
            kind: .selfSizingCell, view: cell,
            summary: "The required \(axis.rawValue) chain inside \(cell) fights the \(dimension) the table or collection view gave it (\(name) = \(size)); the cell is being laid out at that \(dimension) before it is sized to fit.",
            fix: "lower the priority of \(closing.constraint.formula) to 999 so the chain can give way, or let the rows size themselves (rowHeight = UITableView.automaticDimension with an estimatedRowHeight) instead of a fixed \(dimension)",
            suggestedMember: closing.index)
    }

    /// Whether the conflict's members hold once the row height loses its fraction of a point.
    private func holdsWithout(hairlineOf size: Constraint) -> Bool {
        holds(replacing: size, constant: size.constant.rounded(.down))
    }

    /// A height just a pixel's fraction over a whole number of points (x.5 at 2x; x.333 or x.667 at 3x).
    static func isHairlineOver(_ height: Double) -> Bool {
        let fraction = height - height.rounded(.down)
        return [0.5, 1.0 / 3, 2.0 / 3].contains { abs(fraction - $0) < 0.001 }
    }

    /// Whether the runtime printed the view as a cell, a cell's content view, or a header or footer; an
    /// item printed without a class is given the benefit of the doubt (cells are where this happens most).
    private func isReusableView(_ item: ItemID) -> Bool {
        guard let className = input.items.first(where: { $0.id == item })?.className else { return true }
        // By what the class name ends with: `HeaderCard` is a card, not a header (`ReaderStreamHeader` is one).
        let name = className.split(separator: ".").last.map(String.init) ?? className
        if name.contains("HeaderFooter") { return true }
        // `Cell` as a word of its own: `BNMyNewsCell_landscape`, `CellContentView`, not `Cellar`.
        var searchStart = name.startIndex
        while let found = name.range(of: "Cell", range: searchStart..<name.endIndex) {
            if found.upperBound == name.endIndex || !name[found.upperBound].isLowercase { return true }
            searchStart = found.upperBound
        }
        let endings = ["Header", "HeaderView", "Footer", "FooterView", "ReusableView", "SupplementaryView"]
        return endings.contains { name.hasSuffix($0) }
    }
}
