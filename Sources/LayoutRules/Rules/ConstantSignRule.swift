import LayoutModel

/// A trailing, right or bottom edge pinned to the same edge of its superview with a positive constant.
public struct ConstantSignRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "constant_sign", name: "Constant pushes outside", severity: .warning,
        rationale: """
            `child.trailing == superview.trailing + 16` puts the child 16 points outside its superview: \
            trailing, right and bottom insets are negative when the child comes first (or write the superview \
            first). The usual mistake when converting leading/top constraints by hand. Opt-in: a deliberate \
            overhang (a badge over a corner, a view parked off screen before it slides in) has the same shape, \
            and the code rarely says which one it is.
            """,
        triggeringExamples: [
            "root r\nview a in r\na.trailing == r.trailing + 16\n",
            "root r\nview a in r\na.bottom == r.bottomMargin + 12\n",
            "root r\nview a in r\nr.right == a.right - 20\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\na.trailing == r.trailing - 16\n",
            "root r\nview a in r\nr.bottom == a.bottom + 8\n",
            "root r\nview a in r\na.leading == r.leading + 16\n",
            "root r\nview a in r\nr.trailingMargin == a.trailing - 8\n",
        ],
        isOptIn: true,
        sourceExamples: ConstantSignRule.sourceExamples)

    private static let farEdges: Set<Attribute> = [.trailing, .right, .bottom]

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let scene = analysis.scene
        return analysis.activeConstraints.compactMap { _, constraint in
            guard constraint.origin == .user, let second = constraint.secondItem, constraint.hasKnownConstant,
                  constraint.multiplier == 1,
                  Self.farEdges.contains(constraint.firstAttribute.withoutMargin),
                  constraint.firstAttribute.withoutMargin == constraint.secondAttribute.withoutMargin else { return nil }
            let childFirst = scene.item(constraint.firstItem)?.superview == container(second, scene)
            let childSecond = scene.item(second)?.superview == container(constraint.firstItem, scene)
            // Against a margin the edge sits inside by the margin, so only a constant beyond it pushes out.
            let containerSide = childFirst ? (second, constraint.secondAttribute) : (constraint.firstItem, constraint.firstAttribute)
            let allowance = marginInset(of: containerSide.0, containerSide.1, in: scene)
            let pushesOut = (childFirst && constraint.constant > allowance && constraint.relation != .lessThanOrEqual)
                || (childSecond && constraint.constant < -allowance && constraint.relation != .greaterThanOrEqual)
            guard pushesOut else { return nil }
            let edge = constraint.firstAttribute.withoutMargin.rawValue
            return Diagnostic(
                ruleID: description.id, severity: description.severity,
                message: "\(scene.name): \(analysis.name(of: constraint)) puts the \(edge) edge \(formatNumber(abs(constraint.constant) - allowance)) points outside its superview; flip the sign of the constant",
                location: analysis.location(of: constraint), constraints: [constraint.displayName])
        }
    }

    /// How far inside the container's edge a margin attribute (or the layout margins guide) sits: the declared
    /// margin, else UIKit's default (16 on the sides of a view controller's root or a cell's content view, 8 elsewhere).
    private func marginInset(of id: ItemID, _ attribute: Attribute, in scene: Scene) -> Double {
        guard let item = scene.item(id) else { return 0 }
        let ownerID = item.isLayoutGuide ? item.superview : id
        let throughMargins = attribute.isMargin || item.guideKind == .layoutMargins || item.guideKind == .readableContent
        guard throughMargins, let ownerID, let owner = scene.item(ownerID) else { return 0 }
        let horizontal = attribute.axis == .horizontal
        if let margins = owner.layoutMargins {
            return horizontal ? min(margins.left, margins.right) : min(margins.top, margins.bottom)
        }
        if ownerID == scene.root {
            switch scene.kind {
            case .viewController: return horizontal ? 16 : 0
            case .cell: return horizontal ? 16 : 11
            default: return 8
            }
        }
        return 8
    }

    /// The view an item stands for as a container: a layout guide's owner, or the view itself.
    private func container(_ id: ItemID, _ scene: Scene) -> ItemID? {
        guard let item = scene.item(id) else { return nil }
        return item.isLayoutGuide ? item.superview : id
    }
}
