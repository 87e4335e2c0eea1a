import LayoutModel

/// The same constraint twice, written the same way or mirrored.
public struct DuplicateConstraintRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "duplicate_constraint", name: "Duplicate constraint", severity: .warning,
        rationale: """
            A constraint stated twice (also as its mirror image, `a.top == b.bottom + 8` and \
            `b.bottom == a.top - 8`) does nothing but confuse the next person who changes one of them.
            """,
        triggeringExamples: [
            "root r\nview a in r\na.top == r.top + 8\na.top == r.top + 8\n",
            "root r\nview a in r\na.top == r.bottom + 8\nr.bottom == a.top - 8\n",
            "root r\nview a in r\na.width == 0.5 * r.width\nr.width == 2 * a.width\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\na.top == r.top + 8\na.top == r.top + 16 @250\n",
            "root r\nview a in r\na.top >= r.top + 8\na.top <= r.top + 8\n",
            "root r\nview a in r\na.top == r.top + 8\na.bottom == r.bottom - 8\n",
        ])

    private struct Key: Hashable {
        var first: ItemID, firstAttribute: Attribute, relation: Relation, second: ItemID?, secondAttribute: Attribute
        var multiplier: Double, constant: Double, priority: Double, symbol: String?
    }

    private func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

    private func keys(_ constraint: Constraint) -> [Key] {
        let direct = Key(first: constraint.firstItem, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                         second: constraint.secondItem, secondAttribute: constraint.secondAttribute,
                         multiplier: rounded(constraint.multiplier), constant: rounded(constraint.constant),
                         priority: constraint.priority.value, symbol: constraint.symbolicConstant)
        guard let second = constraint.secondItem, constraint.multiplier != 0, constraint.symbolicConstant == nil else { return [direct] }
        let mirrored = Key(first: second, firstAttribute: constraint.secondAttribute, relation: constraint.relation.mirrored,
                           second: constraint.firstItem, secondAttribute: constraint.firstAttribute,
                           multiplier: rounded(1 / constraint.multiplier), constant: rounded(-constraint.constant / constraint.multiplier),
                           priority: constraint.priority.value, symbol: nil)
        return [direct, mirrored]
    }

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        var seen: [Key: Constraint] = [:]
        var diagnostics: [Diagnostic] = []
        for (_, constraint) in analysis.scene.activeConstraints where constraint.origin == .user {
            let constraintKeys = keys(constraint)
            if let original = constraintKeys.lazy.compactMap({ seen[$0] }).first {
                diagnostics.append(Diagnostic(
                    ruleID: description.id, severity: description.severity,
                    message: "\(analysis.scene.name): \(analysis.name(of: constraint)) repeats \(analysis.name(of: original))",
                    location: analysis.location(of: constraint),
                    notes: [analysis.note(for: original, prefix: "first stated here: ")],
                    constraints: [constraint.displayName, original.displayName]))
                continue
            }
            for key in constraintKeys where seen[key] == nil { seen[key] = constraint }
        }
        return diagnostics
    }
}
