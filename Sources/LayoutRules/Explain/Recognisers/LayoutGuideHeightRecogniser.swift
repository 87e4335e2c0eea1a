import LayoutModel

/// A view controller's top or bottom layout guide that is shorter than a constant measured from it assumes
/// (`Bar.top == topLayoutGuide.bottom - 20` with no status bar above the view): holds once the guide is that tall.
struct LayoutGuideHeightRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard let (_, size) = logged.first(where: { entry in
            input.constraints[entry.index].constraintClass == "_UILayoutSupportConstraint" && entry.constraint.secondItem == nil
                && entry.constraint.firstAttribute == .height
        }), let kind = scene.item(size.firstItem)?.guideKind, kind == .topLayoutGuide || kind == .bottomLayoutGuide else { return nil }
        let guide = size.firstItem
        guard let (index, measured) = userMembers.first(where: { $0.constraint.items.contains(guide) && $0.constraint.constant != 0 }),
              holds(replacing: size, constant: abs(measured.constant)) else { return nil }
        let owner = scene.item(guide)?.superview.map { "\($0)'s" } ?? "The view controller's"
        let which = kind == .topLayoutGuide ? "top" : "bottom"
        let assumed = formatNumber(abs(measured.constant))
        let missing = kind == .topLayoutGuide
            ? "no status bar above the view: it is hidden, the iPhone is in landscape, or the view is in a form sheet or popover"
            : "no tab bar or toolbar below the view"
        return Diagnosis(
            kind: .layoutGuideHeight, view: measured.firstItem,
            summary: "\(owner) \(which) layout guide is \(formatNumber(size.constant)) tall here (\(missing)), but \(measured.formula) measures from it as if it were \(assumed) tall.",
            fix: "measure from the guide itself with constant 0 (or, since iOS 11, from view.safeAreaLayoutGuide) instead of adding or subtracting the bar's \(assumed) points",
            suggestedMember: index)
    }
}
