import LayoutModel

/// A view the app collapses with a required zero size (`view.height == 0`) while required constraints of its content
/// still need room: collapsing one constraint leaves the others asking for the old size.
struct CollapsedViewRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard let (zeroIndex, zero) = userMembers.first(where: { entry in
            let constraint = entry.constraint
            return constraint.secondItem == nil && constraint.relation == .equal && constraint.constant == 0
                && constraint.firstAttribute.kind == .dimension && constraint.priority.isRequired
        }) else { return nil }
        let view = zero.firstItem
        // A framework's own view (a private UIKit view, SwiftUI's host of a representable) is sized by the framework.
        let className = self.className(view) ?? ""
        guard !isPrivateSystemView(view), !className.hasPrefix("_TtGC7SwiftUI"), !className.hasPrefix("_TtC7SwiftUI"),
              !className.hasPrefix("SwiftUI.") else { return nil }
        let axis = zero.firstAttribute.axis ?? .vertical
        let others = userMembers.filter { $0.index != zeroIndex && $0.constraint.firstAttribute.axis == axis }
        // The rest of the conflict is about the view's content: constraints on it or on views inside it.
        let touches: (Constraint) -> Bool = { constraint in constraint.items.contains { $0 == view || isDescendant($0, of: view) } }
        guard !others.isEmpty, others.allSatisfy({ touches($0.constraint) || $0.constraint.items.allSatisfy { item in
            others.contains { touches($0.constraint) && $0.constraint.items.contains(item) } } }) else { return nil }
        let suggested = others.first { $0.index == input.brokenIndex } ?? others.last!
        let dimension = zero.firstAttribute.rawValue
        let larger = axis == .vertical ? "taller" : "wider"
        return Diagnosis(
            kind: .collapsedView, view: view,
            summary: "\(view) is collapsed to \(dimension) 0 (\(zero.formula)), but required constraints of its content still need it \(larger).",
            fix: "when collapsing \(view), lower the required \(axis.rawValue) constraints of its content to 999 (such as \(suggested.constraint.formula)) or deactivate them; in a stack view, hide it (isHidden = true) and let the stack collapse it instead",
            suggestedMember: suggested.index)
    }
}
