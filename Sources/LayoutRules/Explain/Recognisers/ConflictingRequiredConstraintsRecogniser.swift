import LayoutModel

/// Required constraints that ask for different values of the same distance, when no known cause fits: the edge
/// two chains of equalities place twice when there is one, else the distance along the axis of the constraint to change.
struct ConflictingRequiredConstraintsRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        diagnosis()
    }

    /// The diagnosis, whatever the conflict.
    func diagnosis() -> Diagnosis {
        let suggested = userMembers.first { $0.index == input.brokenIndex } ?? userMembers.last ?? logged.last
        let axis = suggested?.constraint.firstAttribute.axis?.rawValue ?? "one"
        if let placed = placedTwice() {
            // One edge positioned by two chains of equalities: name the edge and the two constraints that reach it.
            let (first, second) = placed.pair
            let change = [first, second].first { $0.index == input.brokenIndex } ?? second
            return Diagnosis(
                kind: .conflictingRequiredConstraints, view: placed.item,
                summary: "Required constraints place the \(placed.attribute.rawValue) of \(placed.item) twice, in ways that disagree: by \(first.constraint.formula) and by \(second.constraint.formula)\(logged.count > 2 ? ", given the other constraints listed" : "").",
                fix: "place it once: remove \(change.constraint.formula), or change its constant so both ways agree",
                suggestedMember: change.index)
        }
        return Diagnosis(
            kind: .conflictingRequiredConstraints, view: suggested?.constraint.firstItem,
            summary: "Required constraints along the \(axis) axis ask for different values of the same distance.",
            fix: "change the constant of \(suggested.map(\.constraint.formula) ?? "one member") so the chain adds up, or lower its priority to 999",
            suggestedMember: suggested?.index)
    }

    /// In a conflict made only of required position equalities, an item edge that two of them set.
    private func placedTwice() -> (item: ItemID, attribute: Attribute, pair: ((index: Int, constraint: Constraint), (index: Int, constraint: Constraint)))? {
        guard logged.count == members.count, logged.count >= 2, logged.allSatisfy({ entry in
            entry.constraint.relation == .equal && entry.constraint.priority.isRequired && entry.constraint.firstAttribute.kind != .dimension
                && entry.constraint.secondItem != nil
        }) else { return nil }
        for (position, first) in logged.enumerated() {
            let anchors = [(first.constraint.firstItem, first.constraint.firstAttribute), (first.constraint.secondItem!, first.constraint.secondAttribute)]
            for second in logged[(position + 1)...] {
                let others = [(second.constraint.firstItem, second.constraint.firstAttribute), (second.constraint.secondItem!, second.constraint.secondAttribute)]
                // The shared anchor must be the subject of both (not the container both measure from).
                // Placed by a constraint: not the container the other item of that constraint is measured from.
                let placedBy: (Constraint, ItemID) -> Bool = { constraint, item in
                    let other = constraint.firstItem == item ? constraint.secondItem : constraint.firstItem
                    return other.map { self.scene.item($0)?.superview != item } ?? true
                }
                if let shared = anchors.first(where: { anchor in others.contains { $0 == anchor } }),
                   shared.0 == first.constraint.firstItem || shared.0 == second.constraint.firstItem,
                   placedBy(first.constraint, shared.0), placedBy(second.constraint, shared.0) {
                    return (shared.0, shared.1, (first, second))
                }
            }
        }
        return nil
    }
}
