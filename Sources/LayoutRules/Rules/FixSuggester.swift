import LayoutEngine
import LayoutModel

/// Picks the member of a conflict to lower below required, and checks with the engine that lowering it
/// leaves no conflict and no new ambiguity before suggesting it.
struct FixSuggester {
    let analysis: SceneAnalysis

    /// The priority most real fixes use: just below required.
    static let suggestedPriority = Priority(999)

    func suggestion(for conflict: LayoutConflict) -> String? {
        if let autoresizing = conflict.constraints.first(where: { $0.origin == .autoresizingMask }) {
            return "Set translatesAutoresizingMaskIntoConstraints = false on \(analysis.name(of: autoresizing.firstItem)): the runtime turned its frame into the constraint \(autoresizing.identifier ?? "") \(autoresizing.formula)"
        }
        let candidates = zip(conflict.constraints, conflict.sceneIndices).compactMap { constraint, index in
            index.map { (constraint: constraint, index: $0) }
        }.sorted { rank($0.constraint, in: conflict) < rank($1.constraint, in: conflict) }
        for candidate in candidates.prefix(6) {
            if canLower(candidate.index) {
                return "Lower the priority of \(analysis.name(of: candidate.constraint)) to 999 (\(reason(candidate.constraint, in: conflict)))"
            }
        }
        return nil
    }

    /// Whether, with the constraint just below required, no configuration still has it in a conflict and no
    /// item is ambiguous that was not before (see `FixVerification`). The answer depends only on the constraint,
    /// so a constraint in several conflicts is tried once.
    private func canLower(_ index: Int) -> Bool {
        analysis.verdict(forLowering: index) {
            FixVerification(analysis: analysis, index: index, priority: Self.suggestedPriority).holds()
        }
    }

    /// Lower ranks are tried first: what real apps lower to fix such conflicts.
    private func rank(_ constraint: Constraint, in conflict: LayoutConflict) -> Int {
        let fightsCellHeight = conflict.constraints.contains { $0.origin == .cellEncapsulatedSize }
        if fightsCellHeight && (constraint.firstAttribute == .bottom || constraint.firstAttribute == .bottomMargin) { return 0 }
        if constraint.secondItem == nil { return 1 }
        if constraint.firstAttribute.kind == .dimension { return 2 }
        return 3
    }

    /// What sizes the scene's cell, by the cell's class (the content view's superview): a table view, a collection
    /// view, or either when the class does not say.
    private var cellContainer: String {
        let scene = analysis.scene
        let cellClass = scene.root.flatMap { scene.item($0)?.superview }.flatMap { scene.item($0)?.behaviourClass } ?? ""
        if cellClass.contains("CollectionView") { return "collection view" }
        if cellClass.contains("TableView") { return "table view" }
        return "table or collection view"
    }

    private func reason(_ constraint: Constraint, in conflict: LayoutConflict) -> String {
        if conflict.constraints.contains(where: { $0.origin == .cellEncapsulatedSize }) {
            // A section header or footer (`UITableViewHeaderFooterView`) is held the same way at the height of
            // `heightForHeaderInSection` / `sectionHeaderHeight`; scenes are named after their class.
            let name = analysis.scene.name
            if name.contains("HeaderFooter") || name.hasSuffix("HeaderView") || name.hasSuffix("FooterView") {
                return "the header's or footer's height is set by the table view; let the chain give way to it, or let "
                    + "the sections size themselves (heightForHeaderInSection answering UITableView.automaticDimension)"
            }
            let isWidth = conflict.constraints.contains { $0.origin == .cellEncapsulatedSize && $0.firstAttribute == .width }
            return isWidth
                ? "the cell's width is set by the \(cellContainer); let the row's content give way to it"
                : "the cell's height is set by the \(cellContainer); let the chain give way to it, or use automatic row heights"
        }
        if conflict.constraints.contains(where: { $0.origin == .stackView && $0.identifier == "UISV-hiding" }) {
            return "a hidden arranged subview is collapsed to zero by its stack view"
        }
        if constraint.secondItem == nil { return "a fixed size is the usual culprit and can give way without leaving the layout ambiguous" }
        return "it can give way without leaving the layout ambiguous"
    }
}
