import LayoutModel

/// The same two anchors tied twice with different constants (`A.leading == B.leading + 100` and `+ 200`): one
/// constraint was added where the existing one should have changed (a storyboard constraint and one from code).
struct TwoRequiredPositionsRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        let ties = userMembers.filter { entry in
            let constraint = entry.constraint
            return constraint.secondItem != nil && constraint.relation == .equal && constraint.multiplier == 1
                && constraint.priority.isRequired && constraint.firstAttribute.kind != .dimension
        }
        func sameAnchors(_ a: Constraint, _ b: Constraint) -> Bool {
            (a.firstItem == b.firstItem && a.firstAttribute == b.firstAttribute && a.secondItem == b.secondItem && a.secondAttribute == b.secondAttribute)
                || (a.firstItem == b.secondItem && a.firstAttribute == b.secondAttribute && a.secondItem == b.firstItem && a.secondAttribute == b.firstAttribute)
        }
        guard ties.count == userMembers.count, ties.count == logged.count else { return nil }
        guard let (first, second, suggested) = firstPair(in: ties, where: sameAnchors) else { return nil }
        let view = first.constraint.firstItem
        let attribute = first.constraint.firstAttribute.rawValue
        return Diagnosis(
            kind: .twoRequiredPositions, view: view,
            summary: "The \(attribute) of \(view) is tied to the same anchor twice with different constants: \(first.constraint.formula) and \(second.constraint.formula). Usually one was drawn in Interface Builder (or made earlier) and the other added in code for the same edge.",
            fix: "keep one constraint for the edge: change the constant of the existing one (through an outlet or a stored reference) instead of adding \(suggested.constraint.formula), or deactivate the old one before activating the new one",
            suggestedMember: suggested.index)
    }
}
