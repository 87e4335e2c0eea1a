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
            // On the iPad's regular width the variation does not apply: both copies are there.
            "scene S viewController device=\"iPad\"\nroot r\nview a in r\na.top == r.top + 8\na.top == r.top + 8 \"copy\"\nvariant narrow horizontal=compact\n  deactivate \"copy\"\nend\n",
        ],
        nonTriggeringExamples: [
            "root r\nview a in r\na.top == r.top + 8\na.top == r.top + 16 @250\n",
            "root r\nview a in r\na.top >= r.top + 8\na.top <= r.top + 8\n",
            "root r\nview a in r\na.top == r.top + 8\na.bottom == r.bottom - 8\n",
            // The compact-width variation removes the second copy, and every device checked has a compact width.
            "scene S viewController device=\"iPhone SE\"\nroot r\nview a in r\na.top == r.top + 8\na.top == r.top + 8 \"copy\"\nvariant narrow horizontal=compact\n  deactivate \"copy\"\nend\n",
        ],
        sourceExamples: DuplicateConstraintRule.sourceExamples)

    /// A constraint's shape, its items by number (each item id numbered on first sight) so keys hash cheaply.
    private struct Key: Hashable {
        var first: Int, firstAttribute: Attribute, relation: Relation, second: Int?, secondAttribute: Attribute
        var multiplier: Double, constant: Double, priority: Double, symbol: String?
    }

    /// Numbers item ids in order of first sight: equal numbers exactly when the ids are equal.
    private struct ItemNumbers {
        private var numbers: [ItemID: Int] = [:]

        mutating func number(_ item: ItemID) -> Int {
            if let known = numbers[item] { return known }
            let next = numbers.count
            numbers[item] = next
            return next
        }
    }

    private func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

    /// How the Objective-C reader marks a constant or multiplier it could not evaluate.
    static let unresolvedConstant = "?"


    private func keys(_ constraint: Constraint, _ numbers: inout ItemNumbers) -> [Key] {
        let firstNumber = numbers.number(constraint.firstItem)
        let secondNumber = constraint.secondItem.map { numbers.number($0) }
        let direct = Key(first: firstNumber, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                         second: secondNumber, secondAttribute: constraint.secondAttribute,
                         multiplier: rounded(constraint.multiplier), constant: rounded(constraint.constant),
                         priority: constraint.priority.value, symbol: constraint.symbolicConstant)
        guard let secondNumber, constraint.multiplier != 0, constraint.symbolicConstant == nil else { return [direct] }
        let mirrored = Key(first: secondNumber, firstAttribute: constraint.secondAttribute, relation: constraint.relation.mirrored,
                           second: firstNumber, secondAttribute: constraint.firstAttribute,
                           multiplier: rounded(1 / constraint.multiplier), constant: rounded(-constraint.constant / constraint.multiplier),
                           priority: constraint.priority.value, symbol: nil)
        return [direct, mirrored]
    }

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        var seen: [Key: (index: Int, constraint: Constraint)] = [:]
        var numbers = ItemNumbers()
        var diagnostics: [Diagnostic] = []
        // A constant the reader could not evaluate (`?`) proves no equality: two heights of `frame.height * 0.6` and
        // `* 0.4` are different constraints (Monal @133bfd39, chatViewController.m).
        for (index, constraint) in analysis.activeConstraints where constraint.origin == .user && constraint.symbolicConstant != Self.unresolvedConstant {
            let constraintKeys = keys(constraint, &numbers)
            if let (originalIndex, original) = constraintKeys.lazy.compactMap({ seen[$0] }).first {
                // One expression the reader ran twice (a method reached from two places, a branch read both ways) is
                // not the source stating the constraint twice.
                if !constraint.location.file.isEmpty, original.location == constraint.location { continue }
                if !areActiveTogether(index, originalIndex, in: analysis) { continue }
                diagnostics.append(Diagnostic(
                    ruleID: description.id, severity: description.severity,
                    message: "\(analysis.scene.name): \(analysis.name(of: constraint)) repeats \(analysis.name(of: original))",
                    location: analysis.location(of: constraint),
                    notes: [analysis.note(for: original, prefix: "first stated here: ")],
                    constraints: [constraint.displayName, original.displayName]))
                continue
            }
            for key in constraintKeys where seen[key] == nil { seen[key] = (index, constraint) }
        }
        return diagnostics
    }

    /// Whether both constraints are active in some configuration the scene is checked in (a device with the variants
    /// that apply there): a size-class variation that removes one copy where every checked device's size class takes
    /// it (`<exclude>` under `widthClass=compact` in an iPhone-only app) leaves no duplicate at run time
    /// (Eason828/Longboxed-iOS @b5d195db, held-out round 64). With no configuration solved, the base scene decides.
    private func areActiveTogether(_ first: Int, _ second: Int, in analysis: SceneAnalysis) -> Bool {
        let scene = analysis.scene
        guard !scene.variants.isEmpty else { return true }
        let solutions = analysis.solutions
        guard !solutions.isEmpty else { return true }
        return solutions.contains { solution in
            var active = [first: true, second: true]
            for name in solution.variants {
                guard let variant = scene.variants.first(where: { $0.name == name }) else { continue }
                for index in [first, second] {
                    if variant.deactivatedConstraints.contains(index) { active[index] = false }
                    if variant.activatedConstraints.contains(index) { active[index] = true }
                }
            }
            return active.values.allSatisfy { $0 }
        }
    }
}
