import LayoutModel

/// Constraints between items that share no view hierarchy.
public struct NoCommonAncestorRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "no_common_ancestor", name: "No common ancestor", severity: .error,
        rationale: """
            A constraint can only be activated when both items are in the same view hierarchy; otherwise the \
            runtime throws "Unable to activate constraint with anchors … because they have no common ancestor". \
            Add the view to its superview before activating its constraints. The Swift reader also reports the \
            order mistake itself: `NSLayoutConstraint.activate` (or `isActive = true`) on a view the code made, to a \
            view outside it, before the `addSubview` that joins them, which the finished hierarchy no longer shows. \
            Opt-in: the mistake crashes the app the first time the code runs, so shipped code rarely keeps it, and \
            every one of the 45 findings judged on held-out apps (rounds 1 to 34) was false — a view placed by code \
            the readers did not follow.
            """,
        triggeringExamples: [
            "root r\nview a in r\nview b detached\na.leading == b.trailing\n",
            "root r\nview a detached\na.width == r.width\n",
            "root r\nview a detached\nview b detached\na.top == b.bottom\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\nview b in r\na.leading == b.trailing\n",
            "root r\nview a detached\na.width == 10\n",
            "root r\nview a in r\nview b in a\nb.top == r.top\n",
        ],
        isOptIn: true,
        sourceExamples: NoCommonAncestorRule.sourceExamples)

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let scene = analysis.scene
        return analysis.activeConstraints.compactMap { _, constraint in
            guard let second = constraint.secondItem, constraint.origin == .user,
                  analysis.index.item(constraint.firstItem) != nil, analysis.index.item(second) != nil,
                  analysis.commonAncestor(constraint.firstItem, second) == nil,
                  // A hierarchy with an open top may be joined to the other where the readers did not look.
                  hierarchyIsKnown(constraint.firstItem, analysis), hierarchyIsKnown(second, analysis) else { return nil }
            return Diagnostic(
                ruleID: description.id, severity: description.severity,
                message: "\(scene.name): \(analysis.name(of: constraint)) relates \(analysis.name(of: constraint.firstItem)) and \(analysis.name(of: second)), which have no common ancestor; add them to the same view hierarchy before activating it",
                location: analysis.location(of: constraint), constraints: [constraint.displayName])
        }
    }

    /// Whether every view from `item` up to the top of its hierarchy was read completely.
    private func hierarchyIsKnown(_ item: ItemID, _ analysis: SceneAnalysis) -> Bool {
        !analysis.ancestry(of: item).contains { analysis.isOpen($0) }
    }
}
