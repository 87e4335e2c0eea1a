import LayoutModel

/// A container whose size comes from its frame (autoresizing mask) and is too small for its content.
struct FixedFrameContainerRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        for (_, member) in logged where member.origin == .autoresizingMask {
            let container = autoresizedView(member)
            let holdsMembers = logged.contains { entry in entry.constraint.items.contains { isDescendant($0, of: container) } }
            guard holdsMembers || member.firstAttribute.kind == .dimension else { continue }
            if let box = scene.item(container)?.superview, className(box)?.hasPrefix("NSBox") ?? false {
                // An NSBox's content view follows the box through its mask: the box's own size and the size of what
                // is inside must agree, and it is one of those the app can change, not the content view's frame.
                let boxSizes = userMembers.filter { $0.constraint.firstItem == box && $0.constraint.secondItem == nil }
                let suggested = boxSizes.first ?? userMembers.first { $0.index == input.brokenIndex } ?? userMembers.last
                return Diagnosis(
                    kind: .fixedFrameContainer, view: box,
                    summary: "\(container) is the content view of \(box), which the box resizes along with itself (translatesAutoresizingMaskIntoConstraints: \(member.formula)); the box's size and the size of what is inside it cannot both hold.",
                    fix: "make them agree: lower the priority of \(suggested.map(\.constraint.formula) ?? "the box's size constraint") to 999, or size the box's content to what the box allows",
                    suggestedMember: suggested?.index)
            }
            let suggested = userMembers.first { $0.index == input.brokenIndex } ?? userMembers.last
            if className(container)?.hasSuffix("CellContentView") ?? false, member.firstAttribute.kind == .dimension {
                // A cell's content view follows the cell's frame through its mask; the mask is UIKit's to keep.
                let dimension = member.firstAttribute.rawValue
                let size = formatNumber(member.constant)
                return Diagnosis(
                    kind: .fixedFrameContainer, view: container,
                    summary: "\(container) is a cell's content view, whose \(dimension) follows the cell's frame (\(member.formula), through its autoresizing mask): the cell is \(size) \(dimension == "width" ? "wide" : "tall")\(member.constant == 0 ? ", laid out before it got its size (created with a zero frame, or measured before it is in a table)" : " at this moment"), and the required constraints inside need more.",
                    fix: "keep the content view's autoresizing mask (UIKit sizes it with the cell); make the content fit any \(dimension) it is given: lower the priority of \(suggested.map(\.constraint.formula) ?? "one inner constraint") to 999",
                    suggestedMember: suggested?.index)
            }
            return Diagnosis(
                kind: .fixedFrameContainer, view: container,
                summary: "\(container)'s \(member.firstAttribute.rawValue) comes from its frame (translatesAutoresizingMaskIntoConstraints: \(member.formula)), and the required constraints inside need a different one.",
                fix: "give \(container) a frame that fits, or set translatesAutoresizingMaskIntoConstraints = false on it and constrain its size; otherwise lower the priority of \(suggested.map(\.constraint.formula) ?? "one inner constraint") to 999",
                suggestedMember: suggested?.index)
        }
        return nil
    }
}
