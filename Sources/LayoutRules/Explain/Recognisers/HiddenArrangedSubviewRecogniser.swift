import LayoutModel

/// A hidden arranged subview collapsed by its stack view (`UISV-hiding`) whose own required size, or content, fights it.
struct HiddenArrangedSubviewRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        // Of several collapsed views, the one whose content is in the conflict is the one that cannot collapse.
        let hidings = logged.filter { $0.constraint.identifier == "UISV-hiding" }
        let holdsContent: (ItemID) -> Bool = { view in logged.contains { $0.constraint.items.contains { isDescendant($0, of: view) } } }
        guard let (_, hiding) = hidings.first(where: { holdsContent($0.constraint.firstItem) }) ?? hidings.first else { return nil }
        let hidden = hiding.firstItem
        let dimension = hiding.firstAttribute.rawValue
        let candidates = userMembers.filter { $0.constraint.firstAttribute.axis == hiding.firstAttribute.axis }
        let suggested = candidates.first { $0.index == input.brokenIndex }
            ?? candidates.first { $0.constraint.secondItem == nil && $0.constraint.firstItem == hidden }
            ?? candidates.last ?? userMembers.last
        return Diagnosis(
            kind: .hiddenArrangedSubview, view: hidden,
            summary: "\(hidden) is a hidden arranged subview: its stack view collapses it to \(dimension) 0 (UISV-hiding), but a required constraint on it or its content needs room.",
            fix: suggested.map { "lower the priority of \($0.constraint.formula) to 999 so it gives way while the view is hidden (or deactivate it when hiding the view)" }
                ?? "lower the required \(dimension) constraints of \(hidden)'s content to priority 999",
            suggestedMember: suggested?.index)
    }
}
