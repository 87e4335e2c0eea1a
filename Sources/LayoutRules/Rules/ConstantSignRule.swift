import LayoutModel

/// A trailing, right or bottom edge pinned to the same edge of its superview with a positive constant.
public struct ConstantSignRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "constant_sign", name: "Constant pushes outside", severity: .warning,
        rationale: """
            `child.trailing == superview.trailing + 16` puts the child 16 points outside its superview: \
            trailing, right and bottom insets are negative when the child comes first (or write the superview \
            first). The usual mistake when converting leading/top constraints by hand.
            """,
        triggeringExamples: [
            "root r\nview a in r\na.trailing == r.trailing + 16\n",
            "root r\nview a in r\na.bottom == r.bottomMargin + 8\n",
            "root r\nview a in r\nr.right == a.right - 20\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\na.trailing == r.trailing - 16\n",
            "root r\nview a in r\nr.bottom == a.bottom + 8\n",
            "root r\nview a in r\na.leading == r.leading + 16\n",
        ])

    private static let farEdges: Set<Attribute> = [.trailing, .right, .bottom]

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let scene = analysis.scene
        return scene.activeConstraints.compactMap { _, constraint in
            guard constraint.origin == .user, let second = constraint.secondItem, constraint.hasKnownConstant,
                  constraint.multiplier == 1,
                  Self.farEdges.contains(constraint.firstAttribute.withoutMargin),
                  constraint.firstAttribute.withoutMargin == constraint.secondAttribute.withoutMargin else { return nil }
            let childFirst = scene.item(constraint.firstItem)?.superview == container(second, scene)
            let childSecond = scene.item(second)?.superview == container(constraint.firstItem, scene)
            let pushesOut = (childFirst && constraint.constant > 0 && constraint.relation != .lessThanOrEqual)
                || (childSecond && constraint.constant < 0 && constraint.relation != .greaterThanOrEqual)
            guard pushesOut else { return nil }
            let edge = constraint.firstAttribute.withoutMargin.rawValue
            return Diagnostic(
                ruleID: description.id, severity: description.severity,
                message: "\(scene.name): \(analysis.name(of: constraint)) puts the \(edge) edge \(formatNumber(abs(constraint.constant))) points outside its superview; flip the sign of the constant",
                location: analysis.location(of: constraint), constraints: [constraint.displayName])
        }
    }

    /// The view an item stands for as a container: a layout guide's owner, or the view itself.
    private func container(_ id: ItemID, _ scene: Scene) -> ItemID? {
        guard let item = scene.item(id) else { return nil }
        return item.isLayoutGuide ? item.superview : id
    }
}
