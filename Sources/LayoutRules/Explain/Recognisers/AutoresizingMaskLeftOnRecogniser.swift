import LayoutModel

/// A view with its autoresizing constraints still on, that the developer's constraints also place or size.
struct AutoresizingMaskLeftOnRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        for (index, member) in logged where member.origin == .autoresizingMask {
            let view = autoresizedView(member)
            // A private framework view's mask is the framework's (a visual effect view's content view is resized
            // with it): the app cannot turn it off, so the cause lies elsewhere.
            if isPrivateSystemView(view) { continue }
            let places: (Constraint) -> Bool = { constraint in
                guard constraint.items.contains(view) else { return false }
                guard let other = constraint.items.first(where: { $0 != view }) else { return true }
                if isDescendant(other, of: view) { return false }
                return constraint.firstItem == view || scene.item(view)?.superview == other
            }
            let mask = scene.item(view)?.autoresizingMask.map { " (\($0.runtimeNotation))" } ?? ""
            if let (generatedIndex, generated) = logged.first(where: { $0.constraint.identifier == "UIIBSystemGenerated" && places($0.constraint) }) {
                // Interface Builder generated the other constraint from the same file's frame: the two disagree
                // because the frame saved in the file is off (a cell's content view a fraction of a point short).
                return Diagnosis(
                    kind: .autoresizingMaskLeftOn, view: view,
                    summary: "\(view)'s autoresizing mask\(mask) keeps the frame saved in the storyboard or xib (\(member.formula)), while the constraint Interface Builder generated for it (UIIBSystemGenerated: \(generated.formula)) wants another: the saved frame does not match.",
                    fix: "in Interface Builder, make \(view)'s frame match its superview's edges (for a cell's content view, the cell's size; Update Frames), so the mask and the generated constraint agree",
                    suggestedMember: generatedIndex)
            }
            guard userMembers.contains(where: { places($0.constraint) }) else { continue }
            return Diagnosis(
                kind: .autoresizingMaskLeftOn, view: view,
                summary: "\(view) still has translatesAutoresizingMaskIntoConstraints on: its autoresizing mask\(mask) fixes its frame, and your constraints place it as well.",
                fix: "set translatesAutoresizingMaskIntoConstraints = false on \(view)",
                suggestedMember: index)
        }
        return nil
    }
}
