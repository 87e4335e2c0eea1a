import LayoutModel

/// Two required constant sizes on one view.
struct TwoRequiredSizesRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        let sizes = userMembers.filter { $0.constraint.secondItem == nil && $0.constraint.firstAttribute.kind == .dimension }
        guard let (first, second, suggested) = firstPair(in: sizes, where: { a, b in
            a.firstItem == b.firstItem && a.firstAttribute == b.firstAttribute
        }) else { return nil }
        let view = first.constraint.firstItem
        let attribute = first.constraint.firstAttribute.rawValue
        return Diagnosis(
            kind: .twoRequiredSizes, view: view,
            summary: "\(view) has two required \(attribute)s: \(first.constraint.formula) and \(second.constraint.formula).",
            fix: "remove or deactivate one of them (\(suggested.constraint.formula) is the one the runtime dropped or the later one), or lower it to 999",
            suggestedMember: suggested.index)
    }
}
