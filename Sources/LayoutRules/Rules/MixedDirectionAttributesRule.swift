import LayoutModel

/// A scene that places items horizontally with both leading/trailing and left/right (opt-in).
public struct MixedDirectionAttributesRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "mixed_direction_attributes", name: "Mixed horizontal directions", severity: .warning,
        rationale: """
            Leading and trailing flip in right-to-left languages; left and right do not. A scene that uses both \
            usually has a few left/right constraints that should flip and do not. Deliberate left/right for \
            things that must not flip (media controls, maps) is legitimate, so this rule is opt-in.
            """,
        triggeringExamples: [
            "root r\nview a in r\nview b in r\na.leading == r.leading\nb.left == a.right + 8\n",
            "root r\nview a in r\na.leading == r.leading\na.right == r.right\n",
            "root r\nview a in r\na.leftMargin == r.leftMargin\na.trailing == r.trailing\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\nview b in r\na.leading == r.leading\nb.leading == a.trailing + 8\n",
            "root r\nview a in r\na.left == r.left\na.right == r.right\n",
            "root r\nview a in r\na.centerX == r.centerX\na.width == 10\n",
        ],
        isOptIn: true,
        sourceExamples: MixedDirectionAttributesRule.sourceExamples)

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let constraints = analysis.activeConstraintList.filter { $0.origin == .user }
        func families(_ constraint: Constraint) -> Set<DirectionFamily> {
            [constraint.firstAttribute.directionFamily, constraint.secondAttribute.directionFamily]
        }
        guard constraints.contains(where: { families($0).contains(.leadingTrailing) }) else { return [] }
        return constraints.filter { families($0).contains(.leftRight) }.map { constraint in
            Diagnostic(
                ruleID: description.id, severity: description.severity,
                message: "\(analysis.scene.name): \(analysis.name(of: constraint)) uses left/right in a scene laid out with leading/trailing; it will not flip in right-to-left languages",
                location: analysis.location(of: constraint), constraints: [constraint.displayName])
        }
    }
}
