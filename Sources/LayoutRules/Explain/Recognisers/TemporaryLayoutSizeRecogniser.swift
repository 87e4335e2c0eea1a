import LayoutModel

/// UIKit's temporary zero (or placeholder) size during a first layout pass.
struct TemporaryLayoutSizeRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard let (_, temporary) = logged.first(where: { $0.constraint.identifier?.hasPrefix("_UITemporaryLayout") ?? false })
            ?? logged.first(where: { $0.constraint.identifier?.hasPrefix("fittingSize") ?? false }) else { return nil }
        let axis = temporary.firstAttribute.axis ?? .horizontal
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        let suggested = chain.first { $0.index == input.brokenIndex } ?? chain.last
        let dimension = axis == .horizontal ? "width" : "height"
        if temporary.identifier?.hasPrefix("fittingSize") ?? false {
            // systemLayoutSizeFitting(_:) pins the view to the target size while it measures: a target width of 0
            // (UIView.layoutFittingCompressedSize) cannot hold a chain with fixed spacing.
            return Diagnosis(
                kind: .temporaryLayoutSize, view: temporary.firstItem,
                summary: "\(temporary.firstItem) was measured with systemLayoutSizeFitting at a target \(dimension) of \(formatNumber(temporary.constant)) (\(temporary.identifier ?? "")); the required \(axis.rawValue) chain inside it cannot fit that \(dimension).",
                fix: "measure it at the \(dimension) it will have (pass the table's or screen's \(dimension) as the target, with fitting priority .required on that axis), or lower the priority of \(suggested.map(\.constraint.formula) ?? "one constraint of the \(axis.rawValue) chain") to 999",
                suggestedMember: suggested?.index)
        }
        return Diagnosis(
            kind: .temporaryLayoutSize, view: temporary.firstItem,
            summary: "UIKit laid \(temporary.firstItem) out at a temporary \(dimension) of \(formatNumber(temporary.constant)) (\(temporary.identifier ?? "")) before its real \(dimension) was known; the required \(axis.rawValue) chain inside it cannot fit.",
            fix: "lower the priority of \(suggested.map(\.constraint.formula) ?? "one constraint of the \(axis.rawValue) chain") to 999 so the chain gives way during the temporary pass",
            suggestedMember: suggested?.index)
    }
}
