import LayoutModel

/// A self-sizing row (a table or collection cell that takes its height from its content) is first laid out at its
/// estimated height, held there by UIKit's required `UIView-Encapsulated-Layout-Height` on its content view: 44 points
/// unless the table or layout estimates otherwise (`estimatedRowHeight`, `.estimated(44)` in a list layout). A required
/// constraint fixing the content view's own height to another constant cannot hold in that pass, and UIKit logs the
/// conflict before the row takes its real height (the fix Apple's engineers give: lower it to 999). Only that direct
/// form is reported: a chain of subviews fixing the height the same way is not, as whether UIKit lays the cell out before
/// sizing it depends on the code that configures it (owncloud/ios-app @d5c1ba5a, zotero/zotero-ios @b208834c: both
/// fixed a `contentView.heightAnchor` constant after such logs; docs/recall.md).
struct EstimatedRowPass {
    /// The estimated height UIKit gives a self-sizing row when nothing else is said.
    static let defaultEstimate = 44.0

    /// The required constant heights of a self-sizing row's content view that differ from the estimate.
    static func conflicts(in analysis: SceneAnalysis) -> [Constraint] {
        guard case .cell(nil) = analysis.scene.kind, let root = analysis.scene.layoutRoot, !analysis.isOpen(root, .vertical) else { return [] }
        return analysis.activeConstraintList.filter { constraint in
            constraint.origin == .user && constraint.firstItem == root && constraint.firstAttribute == .height
                && constraint.secondItem == nil && constraint.relation == .equal && constraint.priority.isRequired
                && constraint.hasKnownValues && constraint.constant > 0 && abs(constraint.constant - defaultEstimate) > 0.5
        }
    }

    /// The diagnostic for one such constraint, reported by `unsatisfiable_constraints`.
    static func diagnostic(_ constraint: Constraint, ruleID: String, severity: Severity, _ analysis: SceneAnalysis) -> Diagnostic {
        let root = analysis.name(of: constraint.firstItem)
        let estimate = formatNumber(defaultEstimate)
        let message = "\(analysis.scene.name): a self-sizing row is first laid out at its estimated height (\(estimate) points unless "
            + "the table or layout estimates otherwise), held by the required 'UIView-Encapsulated-Layout-Height' "
            + "\(root).height == \(estimate); \(analysis.name(of: constraint)) cannot hold then and UIKit logs the conflict. "
            + "Lower the priority of \(analysis.name(of: constraint)) to 999"
        return Diagnostic(ruleID: ruleID, severity: severity, message: message, location: analysis.location(of: constraint),
                          notes: [], constraints: [analysis.name(of: constraint)])
    }
}
