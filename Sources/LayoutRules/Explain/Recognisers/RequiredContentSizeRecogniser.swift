import LayoutModel

/// A view's intrinsic size held at required priority (`NSContentSizeLayoutConstraint … CompressionResistance:1000`):
/// its content can neither be squeezed nor stretched, so the constraints that size it otherwise cannot hold.
struct RequiredContentSizeRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard let (_, content) = logged.first(where: { entry in
            input.constraints[entry.index].constraintClass == "NSContentSizeLayoutConstraint" && entry.constraint.priority.isRequired
                && entry.constraint.firstAttribute.kind == .dimension
        }) else { return nil }
        let view = content.firstItem
        let axis = content.firstAttribute.axis ?? .horizontal
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        guard !chain.isEmpty else { return nil }
        let suggested = chain.first { $0.index == input.brokenIndex } ?? chain.last!
        let dimension = content.firstAttribute.rawValue
        let (property, verb): (String, String)
        switch content.relation {
        case .greaterThanOrEqual: (property, verb) = ("compression resistance", "smaller than")
        case .lessThanOrEqual: (property, verb) = ("content hugging", "larger than")
        case .equal: (property, verb) = ("content hugging and compression resistance", "any other \(dimension) than")
        }
        let setter = content.relation == .lessThanOrEqual ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
        return Diagnosis(
            kind: .requiredContentSize, view: view,
            summary: "The \(property) of \(view) is required (1000) on the \(axis.rawValue) axis: it cannot be made \(verb) its intrinsic \(dimension) of \(formatNumber(content.constant)) (NSContentSizeLayoutConstraint: \(content.formula)), and the other required constraints here need it to be.",
            fix: "lower the \(property) of \(view) below 1000 (\(setter)(.defaultHigh, for: .\(axis.rawValue)), or 999 in Interface Builder) so its content can give way, or lower the priority of \(suggested.constraint.formula) to 999",
            suggestedMember: suggested.index)
    }
}
