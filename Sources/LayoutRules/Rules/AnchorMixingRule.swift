import LayoutModel

/// Constraints that relate attributes the runtime refuses to relate.
public struct AnchorMixingRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "anchor_mixing", name: "Anchor mixing", severity: .error,
        rationale: """
            Auto Layout throws at run time when a constraint relates a leading or trailing edge to a left or \
            right edge, an x-axis attribute to a y-axis one, or a position to a size. The anchor API catches \
            some of these at compile time; NSLayoutConstraint(item:…), Interface Builder and helpers do not.
            """,
        triggeringExamples: [
            "root r\nview a in r\na.leading == r.left + 8\n",
            "root r\nview a in r\na.top == r.leading\n",
            "root r\nview a in r\na.centerX == r.width * 0.5\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\na.leading == r.leading + 8\n",
            "root r\nview a in r\na.width == 0.5 * r.height\n",
            "root r\nview a in r\na.left == r.left + 8\n",
        ],
        sourceExamples: AnchorMixingRule.sourceExamples)

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        analysis.scene.constraints.compactMap { constraint in
            guard constraint.secondItem != nil, let problem = problem(constraint) else { return nil }
            return Diagnostic(
                ruleID: description.id, severity: description.severity,
                message: "\(analysis.scene.name): \(analysis.name(of: constraint)) relates \(problem); the runtime throws when it is created",
                location: analysis.location(of: constraint), constraints: [constraint.displayName])
        }
    }

    private func problem(_ constraint: Constraint) -> String? {
        let first = constraint.firstAttribute, second = constraint.secondAttribute
        guard let firstKind = first.kind, let secondKind = second.kind else { return nil }
        if (firstKind == .dimension) != (secondKind == .dimension) {
            return "a position (\(firstKind == .dimension ? second.rawValue : first.rawValue)) to a size (\(firstKind == .dimension ? first.rawValue : second.rawValue))"
        }
        if firstKind != .dimension, first.axis != second.axis {
            return "an attribute of the \(first.axis!.rawValue) axis (\(first.rawValue)) to one of the \(second.axis!.rawValue) axis (\(second.rawValue))"
        }
        let families: Set<DirectionFamily> = [first.directionFamily, second.directionFamily]
        if families == [.leadingTrailing, .leftRight] {
            return "a leading/trailing attribute to a left/right one (\(first.rawValue) and \(second.rawValue))"
        }
        return nil
    }
}
