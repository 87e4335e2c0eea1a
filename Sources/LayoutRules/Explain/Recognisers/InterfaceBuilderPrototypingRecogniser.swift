import LayoutModel

/// Constraints Interface Builder generated for a view that had none on an axis.
struct InterfaceBuilderPrototypingRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard let (index, prototyping) = logged.first(where: { $0.constraint.origin == .interfaceBuilderPrototyping }) else { return nil }
        let view = prototyping.firstItem
        return Diagnosis(
            kind: .interfaceBuilderPrototyping, view: view,
            summary: "Interface Builder added \(prototyping.formula) at build time because \(view) has no constraints of its own on that axis in the storyboard; it freezes the frame drawn there, which your code's constraints contradict.",
            fix: "add constraints for \(view) in Interface Builder (or mark them 'Remove at build time' if code adds them)",
            suggestedMember: index)
    }
}
