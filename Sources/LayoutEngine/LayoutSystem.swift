import LayoutModel
import LayoutSolver

/// One scene configuration (a set of variants) held in one incremental solver; re-solved per device by
/// suggesting new device parameters rather than rebuilding.
final class LayoutSystem {
    let scene: Scene
    let root: ItemID
    private let solver: Solver = {
        let solver = Solver()
        solver.explanationBudget = LayoutSystem.conflictExplanationBudget
        return solver
    }()
    /// Members checked while shrinking conflicts to minimal sets, per scene and configuration: past it a conflict is
    /// reported as the solver's certificate (a set that cannot hold, perhaps with members to spare). See docs/limits.md.
    static let conflictExplanationBudget = 4_000
    /// Conflicts reported unshrunk because the budget was spent (a work counter).
    var unshrunkConflicts: Int { solver.unshrunkExplanations }
    private let parameters: DeviceParameters
    private var variables: [ItemID: ItemVariables] = [:]
    private let geometry: AttributeGeometry
    /// Every constraint in the solver, by its solver id.
    private var added: [ConstraintID: EngineConstraint] = [:]
    /// Conflicts found while adding constraints, kept as engine constraints so each device's numbers fill them in.
    private var addTimeConflicts: [[EngineConstraint]] = []
    private(set) var duplicates: [(first: Int, second: Int)] = []
    private(set) var skipped: [Int] = []
    /// Solver ids of the fitting constraints, by axis, so the content-size check can lift them.
    private var fittingConstraints: [Axis: (ConstraintID, EngineConstraint)] = [:]
    private var currentDevice: Device
    /// The hierarchy by id: the content-size check asks about children and subtrees of many containers.
    private let index: SceneIndex
    /// Solver ids of the constraints in `added` that mention each item, so the constraints linking a
    /// container to the outside are found without scanning every constraint; built when first needed.
    private var addedByItem: [ItemID: Set<ConstraintID>]?
    private var subtrees: [ItemID: Set<ItemID>] = [:]
    /// The constraints in the solver (edit constraints aside), for reading which of them hold with equality.
    private var solverRows: [LinearConstraint] = []
    /// False once the solver may no longer hold exactly `solverRows`: a constraint lifted for the content-size
    /// check could not be put back. Ambiguity is then computed afresh for every device.
    private var rowsMatchSolver = true
    /// Ambiguity found on earlier devices, by the pattern of constraints holding with equality (see `tightPattern`).
    private var ambiguitiesByTightPattern: [[UInt8]: [LayoutAmbiguity]] = [:]
    /// The same for the solver without a fitting constraint (the content-size check): ambiguous variables by the
    /// axis lifted and the pattern of the other constraints.
    private var fittingAmbiguityByTightPattern: [[UInt8]: Set<Variable>] = [:]
    /// Where each fitting constraint is in `solverRows`.
    private var fittingRows: [Axis: Int] = [:]
    /// Where each constraint in the solver is in `solverRows` (a constraint put back keeps its row).
    private var rowOfID: [ConstraintID: Int] = [:]
    /// Ambiguous variables of the content-size check of a container cut loose from the outside, by the
    /// container, the axis, the rows lifted and the pattern of the rest.
    private var looseContainerAmbiguity: [LooseContainerKey: Set<Variable>] = [:]

    private struct LooseContainerKey: Hashable {
        var container: ItemID
        var axis: Axis
        var liftedRows: [Int]
        var pattern: [UInt8]
    }
    /// The device parameters' values on the current device.
    private var currentValues: [DeviceParameters.Name: Double] = [:]
    /// Whether a device whose solution has the pattern of an earlier one takes that one's ambiguity.
    private let reusesAmbiguity: Bool
    private var constrainedChildren: [ItemID: Bool] = [:]
    /// The items of each active scene constraint, by every item it mentions.
    private lazy var activeConstraintItems: [ItemID: [[ItemID]]] = {
        var result: [ItemID: [[ItemID]]] = [:]
        for (_, constraint) in scene.activeConstraints {
            let items = constraint.items
            for item in Set(items) { result[item, default: []].append(items) }
        }
        return result
    }()

    init(scene: Scene, root: ItemID, device: Device, rightToLeft: Bool, reusesAmbiguity: Bool = true) {
        self.scene = scene
        self.reusesAmbiguity = reusesAmbiguity
        self.root = root
        self.currentDevice = device
        index = SceneIndex(scene)
        parameters = DeviceParameters(solver: solver)
        for item in scene.items {
            variables[item.id] = ItemVariables(
                x: solver.makeVariable(named: "\(item.id).x"), y: solver.makeVariable(named: "\(item.id).y"),
                width: solver.makeVariable(named: "\(item.id).width"), height: solver.makeVariable(named: "\(item.id).height"))
        }
        geometry = AttributeGeometry(scene: scene, index: index, variables: variables, parameters: parameters, rightToLeft: rightToLeft,
                                     isRoot: { [root] in $0 == root })
        let values = DeviceParameters.values(for: device)
        for name in DeviceParameters.Name.allCases {
            try? solver.addEditVariable(parameters[name], priority: DeviceParameters.editPriority(name))
            try? solver.suggestValue(values[name] ?? 0, for: parameters[name])
        }
        for item in scene.items {
            // Sizes are never negative; at required priority a negative size shows up as a conflict.
            for size in [variables[item.id]!.width, variables[item.id]!.height] {
                let nonNegative = LinearConstraint(LinearExpression(terms: [Term(size)]), .greaterThanOrEqual)
                if (try? solver.add(nonNegative)) != nil { solverRows.append(nonNegative) }
            }
        }
        let system = SystemConstraints(scene: scene, root: root, index: index)
        for constraint in system.make() {
            let id = add(constraint)
            if let id, constraint.model.identifier == RuntimeIdentifiers.fittingHeight {
                fittingConstraints[.vertical] = (id, constraint)
                fittingRows[.vertical] = solverRows.count - 1
            } else if let id, constraint.model.identifier == RuntimeIdentifiers.fittingWidth {
                fittingConstraints[.horizontal] = (id, constraint)
                fittingRows[.horizontal] = solverRows.count - 1
            }
        }
        var firstIndexOfSolverID: [ConstraintID: Int] = [:]
        for (index, constraint) in scene.activeConstraints {
            let engineConstraint = EngineConstraint(model: constraint, sceneIndex: index)
            if let id = add(engineConstraint, duplicateOf: { firstIndexOfSolverID[$0] }) {
                firstIndexOfSolverID[id] = index
            }
        }
        solver.updateVariables()
    }

    // MARK: - Building

    /// `first − (multiplier × second + constant + parameters) OP 0`, or nil when an item is unknown.
    private func linearConstraint(_ constraint: EngineConstraint) -> LinearConstraint? {
        let model = constraint.model
        guard var expression = geometry.expression(model.firstItem, model.firstAttribute) else { return nil }
        if let second = model.secondItem {
            guard model.secondAttribute != .notAnAttribute, let other = geometry.expression(second, model.secondAttribute) else { return nil }
            expression = expression - other * model.multiplier
        }
        for extra in constraint.extraTerms {
            guard let term = geometry.expression(extra.item, extra.attribute) else { return nil }
            expression = expression + term * extra.coefficient
        }
        expression.constant -= model.constant
        for (name, coefficient) in constraint.parameterTerms {
            expression.terms.append(Term(parameters[name], -coefficient))
        }
        let relation: RelationOperator
        switch model.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return LinearConstraint(expression, relation, priority: model.priority.value)
    }

    @discardableResult
    private func add(_ constraint: EngineConstraint, duplicateOf: (ConstraintID) -> Int? = { _ in nil }) -> ConstraintID? {
        guard let linear = linearConstraint(constraint) else {
            if let index = constraint.sceneIndex { skipped.append(index) }
            return nil
        }
        do {
            let id = try solver.add(linear)
            register(id, constraint)
            rowOfID[id] = solverRows.count
            solverRows.append(linear)
            return id
        } catch .unsatisfiable(let conflict) {
            record(conflict: conflict.compactMap { added[$0] } + [constraint])
        } catch .duplicate(let existing) {
            if let index = constraint.sceneIndex, let first = duplicateOf(existing) {
                duplicates.append((first, index))
            }
        } catch {
            if let index = constraint.sceneIndex { skipped.append(index) }
        }
        return nil
    }

    /// A constraint taken out of the solver for a check, and the changed copy standing in for it.
    private struct StandIn {
        var originalID: ConstraintID
        var constraint: EngineConstraint
        var replacement: ConstraintID?
    }

    /// Takes constraint `id` out of the solver and adds a copy changed by `change` in its place; nil when it cannot
    /// be taken out. `restore(_:)` undoes it.
    private func standIn(for id: ConstraintID, _ constraint: EngineConstraint, changed change: (inout LinearConstraint) -> Void) -> StandIn? {
        guard var linear = linearConstraint(constraint), (try? solver.remove(id)) != nil else { return nil }
        unregister(id)
        change(&linear)
        return StandIn(originalID: id, constraint: constraint, replacement: try? solver.add(linear))
    }

    /// Removes a stand-in and puts its original back.
    private func restore(_ standIn: StandIn) {
        if let replacement = standIn.replacement, (try? solver.remove(replacement)) == nil { rowsMatchSolver = false }
        putBack(standIn.constraint, removedAs: standIn.originalID)
    }

    /// The value of `expression` at the current solution.
    private func currentValue(of expression: LinearExpression) -> Double {
        var value = expression.constant
        for term in expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        return value
    }

    /// Adds back a constraint taken out for a check (it was in the solver as `oldID`), keeping its place in
    /// `solverRows`; when it cannot go back the solver no longer matches `solverRows`.
    private func putBack(_ constraint: EngineConstraint, removedAs oldID: ConstraintID) {
        if let linear = linearConstraint(constraint), let id = try? solver.add(linear) {
            register(id, constraint)
            rowOfID[id] = rowOfID.removeValue(forKey: oldID)
        } else {
            rowsMatchSolver = false
        }
    }

    private func register(_ id: ConstraintID, _ constraint: EngineConstraint) {
        added[id] = constraint
        guard addedByItem != nil else { return }
        for item in items(of: constraint) { addedByItem![item, default: []].insert(id) }
    }

    private func unregister(_ id: ConstraintID) {
        guard let constraint = added.removeValue(forKey: id), addedByItem != nil else { return }
        for item in items(of: constraint) { addedByItem![item]?.remove(id) }
    }

    /// The solver ids of the constraints in the solver that mention `item`.
    private func addedConstraints(mentioning item: ItemID) -> Set<ConstraintID> {
        if addedByItem == nil {
            var index: [ItemID: Set<ConstraintID>] = [:]
            for (id, constraint) in added {
                for item in items(of: constraint) { index[item, default: []].insert(id) }
            }
            addedByItem = index
        }
        return addedByItem?[item] ?? []
    }

    private func items(of constraint: EngineConstraint) -> Set<ItemID> {
        Set(constraint.model.items + constraint.extraTerms.map(\.item))
    }

    private func record(conflict members: [EngineConstraint]) {
        let sorted = members.sorted { ($0.sceneIndex ?? -1) < ($1.sceneIndex ?? -1) }
        let models = sorted.map(\.model)
        if !addTimeConflicts.contains(where: { $0.map(\.model) == models }) { addTimeConflicts.append(sorted) }
    }

    // MARK: - Solving for a device

    /// Re-solves for `device` and collects everything found.
    func solve(for device: Device, variants: [String]) -> LayoutSolution {
        let (deviceConflicts, ambiguities) = resolve(for: device)
        let frames = absoluteFrames()
        let contentSize = contentSizeReports(ambiguities: ambiguities, frames: frames)
        solver.updateVariables()
        return LayoutSolution(
            device: device, variants: variants, frames: relativeFrames(frames), absoluteFrames: frames,
            conflicts: addTimeConflicts(on: device) + deviceConflicts, ambiguities: ambiguities,
            contentSize: contentSize, duplicates: duplicates, skippedConstraints: skipped)
    }

    /// Re-solves for `device` and reports only its conflicts and ambiguity: the frames and the content-size
    /// analysis are skipped.
    func conflictsAndAmbiguities(for device: Device, variants: [String]) -> LayoutEngine.ConflictsAndAmbiguities {
        let (deviceConflicts, ambiguities) = resolve(for: device)
        return LayoutEngine.ConflictsAndAmbiguities(
            device: device, variants: variants, conflicts: addTimeConflicts(on: device) + deviceConflicts,
            ambiguities: ambiguities)
    }

    /// Suggests the device's numbers and returns the conflicts only they cause, and what is ambiguous.
    private func resolve(for device: Device) -> (conflicts: [LayoutConflict], ambiguities: [LayoutAmbiguity]) {
        currentDevice = device
        let values = DeviceParameters.values(for: device)
        currentValues = values
        for name in DeviceParameters.Name.allCases {
            try? solver.suggestValue(values[name] ?? 0, for: parameters[name])
        }
        solver.updateVariables()
        let moved = DeviceParameters.Name.allCases.contains { abs(solver.value(of: parameters[$0]) - (values[$0] ?? 0)) > 0.01 }
        let stretched = findAmbiguities(values)
        guard moved else { return ([], stretched) }
        // What is undetermined on the device stretched to fit and also once recovered as UIKit would: the one
        // comes from the conflict (the moved parameter's freedom), the other from which constraint was broken;
        // what both leave open is open whatever the runtime breaks.
        var recovery = recoverFromDeviceConflicts(values)
        let recovered = computeAmbiguities()
        undo(&recovery)
        let stretchedComponents = Dictionary(stretched.map { ($0.item, Set($0.components)) }, uniquingKeysWith: { $0.union($1) })
        let ambiguities = recovered.compactMap { ambiguity -> LayoutAmbiguity? in
            guard let other = stretchedComponents[ambiguity.item] else { return nil }
            let components = ambiguity.components.filter(other.contains)
            return components.isEmpty ? nil : LayoutAmbiguity(item: ambiguity.item, components: components)
        }
        return (recovery.conflicts, ambiguities)
    }

    /// The conflicts found while adding constraints, with `device`'s numbers in the runtime's constraints.
    private func addTimeConflicts(on device: Device) -> [LayoutConflict] {
        addTimeConflicts.map { members in
            LayoutConflict(constraints: members.map { $0.resolved(for: device) }, sceneIndices: members.map(\.sceneIndex))
        }
    }

    /// What `recoverFromDeviceConflicts` found and changed, to be undone once the ambiguity is read.
    private struct DeviceRecovery {
        var conflicts: [LayoutConflict] = []
        var pins: [ConstraintID] = []
        /// Constraints broken the way UIKit breaks one, each standing in at priority 999.
        var broken: [StandIn] = []
    }

    /// A required constraint that fights the device (a fixed width wider than the screen) moves a device
    /// parameter off its value instead of failing; pinning the parameters exposes the conflict. All of them are
    /// pinned, one after the other: pinning only the moved one can succeed by moving another (a safe-area inset
    /// pinned back pushes the root wider), which would leave the conflict unreported.
    ///
    /// Each conflict is then recovered from as UIKit does, by breaking one of its constraints (see
    /// `constraintToBreak`; here it keeps its wish at priority 999 instead of vanishing), and the pin is tried again. So
    /// the ambiguity read afterwards is that of the layout on the real device, not of a device stretched to fit:
    /// the conflict is reported once, not again as the undetermined frames it would leave.
    private func recoverFromDeviceConflicts(_ values: [DeviceParameters.Name: Double]) -> DeviceRecovery {
        var recovery = DeviceRecovery()
        for name in DeviceParameters.Name.allCases {
            let pin = LinearConstraint(LinearExpression(terms: [Term(parameters[name])], constant: -(values[name] ?? 0)), .equal)
            for _ in 0..<8 {
                do {
                    recovery.pins.append(try solver.add(pin))
                    break
                } catch .unsatisfiable(let members) {
                    let engineMembers = members.compactMap { id in added[id].map { (id, $0) } }
                        .sorted { ($0.1.sceneIndex ?? -1) < ($1.1.sceneIndex ?? -1) }
                    let conflict = LayoutConflict(constraints: engineMembers.map { $0.1.resolved(for: currentDevice) },
                                                  sceneIndices: engineMembers.map(\.1.sceneIndex))
                    if !conflict.constraints.isEmpty && !recovery.conflicts.contains(conflict) { recovery.conflicts.append(conflict) }
                    guard let (id, constraint) = constraintToBreak(in: engineMembers),
                          let broken = standIn(for: id, constraint, changed: { $0.priority = 999 }) else { break }
                    recovery.broken.append(broken)
                } catch {
                    break
                }
            }
        }
        solver.updateVariables()
        return recovery
    }

    /// The developer's constraint to break in a conflict (members sorted by scene order): the kind real fixes lower
    /// (a cell's bottom against the table's height, then a fixed size, then any size), the last one on ties. It is
    /// the kind `unsatisfiable_constraints` suggests lowering, so a conflict another minimal set shares is not
    /// reported again with the same fix.
    private func constraintToBreak(in members: [(ConstraintID, EngineConstraint)]) -> (ConstraintID, EngineConstraint)? {
        let fightsCellHeight = members.contains { $0.1.model.origin == .cellEncapsulatedSize }
        func rank(_ constraint: Constraint) -> Int {
            if fightsCellHeight && (constraint.firstAttribute == .bottom || constraint.firstAttribute == .bottomMargin) { return 0 }
            if constraint.secondItem == nil { return 1 }
            if constraint.firstAttribute.kind == .dimension { return 2 }
            return 3
        }
        let own = members.filter { $0.1.sceneIndex != nil }
        guard let best = own.map({ rank($0.1.model) }).min() else { return nil }
        return own.last { rank($0.1.model) == best }
    }

    /// Takes out the pins and puts the broken constraints back as they were (with new solver ids).
    private func undo(_ recovery: inout DeviceRecovery) {
        for id in recovery.pins.reversed() where (try? solver.remove(id)) == nil { rowsMatchSolver = false }
        for broken in recovery.broken.reversed() { restore(broken) }
        recovery.pins = []
        recovery.broken = []
        solver.updateVariables()
    }

    /// What is ambiguous at the current solution. The answer depends only on the optimal face, and the face's
    /// tangent cone at the solution follows from which inequalities hold with equality and which way each
    /// optional constraint misses (its slack and error variables at zero or not); so a device whose solution
    /// shows the same pattern as an earlier device's has the same answer, and the solver is not asked again.
    private func findAmbiguities(_ values: [DeviceParameters.Name: Double]) -> [LayoutAmbiguity] {
        // Holding open items moves what is free in the solution; every device then asks alike, so the answers do
        // not depend on whether an earlier device's were reused.
        let pattern = reusesAmbiguity && !hasOpenItems ? tightPattern(values) : nil
        if let pattern, let known = ambiguitiesByTightPattern[pattern] { return known }
        let found = computeAmbiguities()
        if let pattern { ambiguitiesByTightPattern[pattern] = found }
        return found
    }

    /// For every constraint in the solver but the required equalities (they always hold), and for every device
    /// parameter's edit constraint: 0 when it holds with equality at the current solution, 1 or 2 when its
    /// expression is positive or negative. nil when a value lies too near the solver's tolerance to tell
    /// (between 1e-9 and 1e-7; the solver counts 1e-8 as zero), or when the solver may hold other constraints.
    private func tightPattern(_ values: [DeviceParameters.Name: Double], excludingRows excluded: Set<Int> = []) -> [UInt8]? {
        guard rowsMatchSolver else { return nil }
        func classify(_ value: Double) -> UInt8? {
            let magnitude = abs(value)
            if magnitude <= 1e-9 { return 0 }
            if magnitude < 1e-7 { return nil }
            return value > 0 ? 1 : 2
        }
        var pattern: [UInt8] = []
        pattern.reserveCapacity(solverRows.count + DeviceParameters.Name.allCases.count)
        for (position, row) in solverRows.enumerated() where !(row.relation == .equal && row.isRequired) && !excluded.contains(position) {
            guard let sign = classify(currentValue(of: row.expression)) else { return nil }
            pattern.append(sign)
        }
        for name in DeviceParameters.Name.allCases {
            guard let sign = classify(solver.value(of: parameters[name]) - (values[name] ?? 0)) else { return nil }
            pattern.append(sign)
        }
        return pattern
    }

    private func computeAmbiguities() -> [LayoutAmbiguity] {
        let ambiguous = withOpenItemsPinned { Set(solver.ambiguousVariables()) }
        guard !ambiguous.isEmpty else { return [] }
        var result: [LayoutAmbiguity] = []
        for item in scene.items {
            if let kind = item.guideKind, kind != .custom { continue }
            guard let frame = variables[item.id] else { continue }
            let free = FrameComponent.allCases.filter { ambiguous.contains(frame.variable($0)) }
            if !free.isEmpty { result.append(LayoutAmbiguity(item: item.id, components: free)) }
        }
        return result
    }

    /// Runs `body` with every open item held where it is along its open axes (required pins at the current values,
    /// which the solution already satisfies): what code the readers did not see does to an open item is unknown,
    /// so its freedom there, and the freedom of whatever hangs from it, is not ambiguity the scene proves. Views
    /// free for reasons of their own stay free. The pins go again before `body`'s answer is returned.
    /// Whether the scene has open items at all (see `withOpenItemsPinned`), known once.
    private lazy var hasOpenItems = scene.items.contains(where: \.isOpen)

    private func withOpenItemsPinned<Result>(_ body: () -> Result) -> Result {
        guard hasOpenItems else { return body() }
        var pins: [ConstraintID] = []
        for item in scene.items where item.isOpen {
            guard let frame = variables[item.id] else { continue }
            for axis in Axis.allCases where item.isOpen(axis) {
                for component in FrameComponent.allCases where component.axis == axis {
                    let variable = frame.variable(component)
                    let pin = LinearConstraint(LinearExpression(terms: [Term(variable)], constant: -solver.value(of: variable)), .equal)
                    if let id = try? solver.add(pin) { pins.append(id) }
                }
            }
        }
        guard !pins.isEmpty else { return body() }
        solver.updateVariables()
        let result = body()
        for id in pins where (try? solver.remove(id)) == nil { rowsMatchSolver = false }
        solver.updateVariables()
        return result
    }

    private func absoluteFrames() -> [ItemID: Rect] {
        var frames: [ItemID: Rect] = [:]
        frames.reserveCapacity(variables.count)
        for (id, frame) in variables {
            frames[id] = Rect(x: clean(solver.value(of: frame.x)), y: clean(solver.value(of: frame.y)),
                              width: clean(solver.value(of: frame.width)), height: clean(solver.value(of: frame.height)))
        }
        return frames
    }

    /// Rounds away solver noise (1e-12) so frames print as people expect.
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }

    private func relativeFrames(_ absolute: [ItemID: Rect]) -> [ItemID: Rect] {
        var frames: [ItemID: Rect] = [:]
        frames.reserveCapacity(absolute.count)
        for position in scene.items.indices {
            let id = scene.items[position].id
            guard var frame = absolute[id] else { continue }
            if let parent = scene.items[position].superview, let parentFrame = absolute[parent] {
                frame.x = clean(frame.x - parentFrame.x)
                frame.y = clean(frame.y - parentFrame.y)
            }
            frames[id] = frame
        }
        return frames
    }

    // MARK: - Content size

    private func contentSizeReports(ambiguities: [LayoutAmbiguity], frames: [ItemID: Rect]) -> [ContentSizeReport] {
        var reports: [ContentSizeReport] = []
        for (axis, (id, constraint)) in fittingConstraints.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let tightAtFittingSize = tightInequalities(along: axis)
            if (try? solver.remove(id)) == nil { rowsMatchSolver = false }
            solver.updateVariables()
            // Without the fitting constraint the solver holds every other row, so the tight pattern decides
            // the ambiguity here as it does for the whole system.
            let pattern = reusesAmbiguity
                ? fittingRows[axis].flatMap { row in tightPattern(currentValues, excludingRows: [row]).map { [axis == .horizontal ? 0 : 1] + $0 } }
                : nil
            let ambiguous: Set<Variable>
            if let pattern, let known = fittingAmbiguityByTightPattern[pattern] {
                ambiguous = known
            } else {
                ambiguous = Set(solver.ambiguousVariables())
                if let pattern { fittingAmbiguityByTightPattern[pattern] = ambiguous }
            }
            var fittingReport = report(container: root, axis: axis, declared: true, frames: frames, isAmbiguous: { ambiguous.contains($0) })
            if !fittingReport.isDetermined, !tightAtFittingSize.isEmpty, contentFixesSize(holding: tightAtFittingSize, axis: axis, frames: frames) {
                fittingReport = ContentSizeReport(container: root, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: true)
            }
            reports.append(fittingReport)
            if let newID = try? solver.add(linearConstraint(constraint)!) {
                fittingConstraints[axis] = (newID, constraint)
                register(newID, constraint)
                rowOfID[newID] = rowOfID.removeValue(forKey: id)
            } else {
                rowsMatchSolver = false
            }
            if added[id] != nil { unregister(id) }
        }
        // Views that hold subviews but whose own size is free: their size was meant to come from the content.
        // Cut them loose from the outside along the axis (a centred form's centre would otherwise tie its
        // height to its top), pin their start, and see whether the content fixes their size.
        for ambiguity in ambiguities where ambiguity.item != root {
            for axis in Axis.allCases {
                let sizeComponent: FrameComponent = axis == .horizontal ? .width : .height
                guard ambiguity.components.contains(sizeComponent), hasConstrainedChildren(ambiguity.item) else { continue }
                guard let frame = variables[ambiguity.item] else { continue }
                let inside = subtree(of: ambiguity.item)
                let outsideLinks: [(key: ConstraintID, value: EngineConstraint)] = addedConstraints(mentioning: ambiguity.item).sorted().compactMap { id in
                    guard let constraint = added[id], constraint.model.firstAttribute.axis == axis,
                          !items(of: constraint).isSubset(of: inside) else { return nil }
                    return (id, constraint)
                }
                for (id, _) in outsideLinks {
                    if (try? solver.remove(id)) == nil { rowsMatchSolver = false }
                    unregister(id)
                }
                let position = axis == .horizontal ? frame.x : frame.y
                let pin = LinearConstraint(LinearExpression(terms: [Term(position)], constant: -solver.value(of: position)), .equal)
                let pinID = try? solver.add(pin)
                solver.updateVariables()
                // The solver now holds the other rows and the pin (a required equality on the same variable on
                // every device), so the tight pattern of the other rows decides the ambiguity here too.
                let liftedRows = outsideLinks.compactMap { rowOfID[$0.key] }.sorted()
                let key = reusesAmbiguity && pinID != nil && liftedRows.count == outsideLinks.count
                    ? tightPattern(currentValues, excludingRows: Set(liftedRows)).map {
                        LooseContainerKey(container: ambiguity.item, axis: axis, liftedRows: liftedRows, pattern: $0)
                    }
                    : nil
                let ambiguous: Set<Variable>
                if let key, let known = looseContainerAmbiguity[key] {
                    ambiguous = known
                } else {
                    ambiguous = Set(solver.ambiguousVariables())
                    if let key { looseContainerAmbiguity[key] = ambiguous }
                }
                reports.append(report(container: ambiguity.item, axis: axis, declared: false, frames: frames,
                                      isAmbiguous: { ambiguous.contains($0) }))
                if let pinID, (try? solver.remove(pinID)) == nil { rowsMatchSolver = false }
                for (oldID, constraint) in outsideLinks { putBack(constraint, removedAs: oldID) }
                solver.updateVariables()
            }
        }
        return reports
    }

    /// The developer's required inequalities along `axis` that hold with equality at the current solution (the
    /// compressed fitting size UIKit asks a self-sizing cell for).
    private func tightInequalities(along axis: Axis) -> [(ConstraintID, EngineConstraint)] {
        added.filter { _, constraint in
            let model = constraint.model
            guard constraint.sceneIndex != nil, model.relation != .equal, model.priority.isRequired,
                  model.firstAttribute.axis == axis, let linear = linearConstraint(constraint) else { return false }
            return abs(currentValue(of: linear.expression)) < 1e-6
        }.sorted { $0.0 < $1.0 }
    }

    /// Whether the content fixes the root's size along `axis` once the inequalities the compressed fitting size
    /// makes tight hold as equalities: the labels of a cell bounded by `top >= …` and `bottom >= …` give UIKit one
    /// height, the smallest that holds them. A missing link (nothing between two labels, nothing to the bottom)
    /// stays undetermined. The solver is left as it was.
    private func contentFixesSize(holding tight: [(ConstraintID, EngineConstraint)], axis: Axis, frames: [ItemID: Rect]) -> Bool {
        let replaced = tight.compactMap { id, constraint in standIn(for: id, constraint, changed: { $0.relation = .equal }) }
        solver.updateVariables()
        let ambiguous = Set(solver.ambiguousVariables())
        let determined = report(container: root, axis: axis, declared: true, frames: frames, isAmbiguous: { ambiguous.contains($0) }).isDetermined
        for standIn in replaced.reversed() { restore(standIn) }
        solver.updateVariables()
        return determined
    }

    /// A stack view along `axis` that spaces its arranged subviews equally (`equalSpacing`, `equalCentering`:
    /// gaps of at least `spacing`) and whose arranged subviews' sizes are all determined: only the gaps are free,
    /// and a self-sizing cell's compressed fitting size takes each at its minimum.
    private func onlyGapsAreFree(_ item: Item, axis: Axis, isAmbiguous: (Variable) -> Bool) -> Bool {
        guard let stack = item.stack, stack.axis == axis, !stack.arrangedSubviews.isEmpty,
              stack.distribution == .equalSpacing || stack.distribution == .equalCentering else { return false }
        return stack.arrangedSubviews.allSatisfy { arranged in
            guard let frame = variables[arranged] else { return false }
            return !isAmbiguous(axis == .horizontal ? frame.width : frame.height)
        }
    }

    /// Whether `item` is a stack along `axis` that leaves its gaps free (`equalSpacing`, `equalCentering`).
    private func spacesEqually(_ item: ItemID, axis: Axis) -> Bool {
        guard let stack = index.item(item)?.stack, stack.axis == axis else { return false }
        return stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    }

    /// Whether an active equality ties `item`'s end edge along `axis` (bottom, trailing, their margins, last
    /// baseline) to the end edge of `container` or of one of its layout guides: the container cannot shrink past it.
    private func endIsPinned(_ item: ItemID, to container: ItemID, axis: Axis) -> Bool {
        let ends: Set<Attribute> = axis == .vertical
            ? [.bottom, .bottomMargin, .lastBaseline]
            : [.trailing, .trailingMargin, .right, .rightMargin]
        func isContainerSide(_ other: ItemID?) -> Bool {
            guard let other else { return false }
            return other == container || (index.item(other).map { $0.isLayoutGuide && $0.superview == container } ?? false)
        }
        return scene.activeConstraints.contains { _, constraint in
            guard constraint.relation == .equal, ends.contains(constraint.firstAttribute), ends.contains(constraint.secondAttribute) else { return false }
            return (constraint.firstItem == item && isContainerSide(constraint.secondItem))
                || (constraint.secondItem == item && isContainerSide(constraint.firstItem))
        }
    }

    /// The item and everything inside it (subviews, their guides, and so on down).
    private func subtree(of container: ItemID) -> Set<ItemID> {
        if let known = subtrees[container] { return known }
        let found = index.subtree(of: container)
        subtrees[container] = found
        return found
    }

    /// Whether an active constraint ties the container to one of its children.
    private func hasConstrainedChildren(_ container: ItemID) -> Bool {
        if let known = constrainedChildren[container] { return known }
        let children = Set(index.children(of: container).map(\.id))
        let found = (activeConstraintItems[container] ?? []).contains { items in items.contains { children.contains($0) } }
        constrainedChildren[container] = found
        return found
    }

    private func report(container: ItemID, axis: Axis, declared: Bool, frames: [ItemID: Rect],
                        isAmbiguous: (Variable) -> Bool) -> ContentSizeReport {
        guard let containerFrame = variables[container] else {
            return ContentSizeReport(container: container, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: declared)
        }
        let horizontal = axis == .horizontal
        let sizeVariable = horizontal ? containerFrame.width : containerFrame.height
        guard isAmbiguous(sizeVariable) else {
            return ContentSizeReport(container: container, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: declared)
        }
        guard let chainBreak = chainBreak(inside: container, axis: axis, declared: declared, frames: frames, isAmbiguous: isAmbiguous) else {
            // The fitting size UIKit asks for pulls the gaps to their minimum spacing: the size is the content's.
            return ContentSizeReport(container: container, axis: axis, isDetermined: true, chainBreak: nil, isDeclaredSelfSizing: declared)
        }
        return ContentSizeReport(container: container, axis: axis, isDetermined: false, chainBreak: chainBreak, isDeclaredSelfSizing: declared)
    }

    /// Where the chain through `container`'s content breaks along `axis`; nil when the only free sizes are the gaps
    /// of an equal-spacing stack that the fitting size holds at their minimum. A subview whose size is free but
    /// that holds content of its own (a stack's arranged views, a visual effect view's content view, a plain view
    /// wrapping a stack) is looked into: its size comes from that content, so the break is found there, not at it.
    private func chainBreak(inside container: ItemID, axis: Axis, declared: Bool, frames: [ItemID: Rect],
                            isAmbiguous: (Variable) -> Bool, depth: Int = 0) -> ChainBreak? {
        let children = index.children(of: container).filter { !$0.isLayoutGuide || $0.guideKind == .custom }
        let horizontal = axis == .horizontal
        let lead: Attribute = horizontal ? .leading : .top
        let trail: Attribute = horizontal ? .trailing : .bottom
        func start(_ id: ItemID) -> Double { horizontal ? frames[id]?.x ?? 0 : frames[id]?.y ?? 0 }
        func end(_ id: ItemID) -> Double {
            guard let frame = frames[id] else { return 0 }
            return horizontal ? frame.x + frame.width : frame.y + frame.height
        }
        var placed: [ItemID] = []
        var unplaced: [ItemID] = []
        var unsized: [ItemID] = []
        var heldByFitting: [ItemID] = []
        for child in children {
            guard let frame = variables[child.id] else { continue }
            let positionFree = isAmbiguous(horizontal ? frame.x : frame.y)
            let sizeFree = isAmbiguous(horizontal ? frame.width : frame.height)
            if !positionFree && sizeFree && declared && onlyGapsAreFree(child, axis: axis, isAmbiguous: isAmbiguous)
                && endIsPinned(child.id, to: container, axis: axis) {
                heldByFitting.append(child.id)
            } else if !positionFree && sizeFree {
                unsized.append(child.id)
            } else if positionFree {
                unplaced.append(child.id)
            } else {
                placed.append(child.id)
            }
        }
        if !heldByFitting.isEmpty, unsized.isEmpty, unplaced.isEmpty { return nil }
        placed += heldByFitting
        if let item = unsized.min(by: { start($0) < start($1) }) {
            let intrinsic = index.item(item).flatMap { IntrinsicSizeConstraints.value(of: $0, axis: axis) }
            // Hierarchies are trees, but a reader's cycle must not recurse for ever. An equal-spacing stack's gaps
            // are free by design (the fitting size takes them at their minimum), so inside it every view would look
            // unplaced: its break is named at the stack.
            if intrinsic == nil, depth < 64, !spacesEqually(item, axis: axis),
               let inner = chainBreak(inside: item, axis: axis, declared: false, frames: frames, isAmbiguous: isAmbiguous, depth: depth + 1),
               inner != .undeterminedSize(item: item, hasIntrinsicSize: false) {
                return inner
            }
            return .undeterminedSize(item: item, hasIntrinsicSize: intrinsic != nil)
        } else if let item = unplaced.min(by: { start($0) < start($1) }) {
            // The chain from the container's start ends at the placed view that reaches furthest.
            let above = placed.max { end($0) < end($1) }
            return .unconnected(item: item, edge: lead, neighbor: above, neighborEdge: above == nil ? lead : trail)
        } else if let last = placed.max(by: { end($0) < end($1) }) {
            return .unpinnedEnd(item: last, edge: trail)
        }
        return .undeterminedSize(item: container, hasIntrinsicSize: false)
    }
}
