import LayoutModel

/// A private framework view (`_NSSplitViewItemViewWrapper`, `_UIToolbarContentView`) given a fixed size by its
/// framework — a collapsed split item, a bar being laid out — with the app's required chain inside it.
struct SystemImposedSizeRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard let (_, size) = logged.first(where: { entry in
            let constraint = entry.constraint
            return constraint.secondItem == nil && constraint.relation == .equal && constraint.firstAttribute.kind == .dimension
                && isPrivateSystemView(constraint.firstItem)
        }) else { return nil }
        let axis = size.firstAttribute.axis ?? .horizontal
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis && !$0.constraint.items.allSatisfy(isPrivateSystemView) }
        guard !chain.isEmpty else { return nil }
        let dimension = size.firstAttribute.rawValue
        let fixed = chain.filter { $0.constraint.secondItem == nil && $0.constraint.firstAttribute == size.firstAttribute }
        let suggested = fixed.first { $0.index == input.brokenIndex } ?? chain.first { $0.index == input.brokenIndex } ?? fixed.first ?? chain.last!
        let className = input.items.first { $0.id == size.firstItem }?.className ?? size.firstItem.name
        return Diagnosis(
            kind: .hostImposedSize, view: size.firstItem,
            summary: "\(size.firstItem) is the framework's own view (\(className)) and the framework set its \(dimension) to \(formatNumber(size.constant)) (a collapsed split view item, a bar or a touch bar being laid out); the required \(axis.rawValue) chain of your views inside it needs a different \(dimension).",
            fix: "lower the priority of \(suggested.constraint.formula) to 999 so your content gives way while the framework holds that \(dimension) (or give the item a minimum size the framework respects, e.g. a split view item's minimumThickness)",
            suggestedMember: suggested.index)
    }
}
