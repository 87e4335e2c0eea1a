/// `if … else` and `switch` run one alternative or another, never none: the first alternative is laid out
/// where the statement is (the base scene or the enclosing variant) and each other alternative becomes a
/// variant that also undoes what the first one activated. Recording every alternative as a variant left a
/// base scene that never exists at runtime (neither branch's constraints), reported as ambiguous.
///
/// A function has one result, so when the first alternative returns a value that value is the result, as a
/// variable holds the first alternative's value; the code after the statement then only runs (in their
/// variants) for the alternatives that did not return.
extension SwiftInterpreter {
    /// How many objects and constraints of the scene a branch's alternative snapshots and compares for one step.
    static let sceneElementsPerStep = 10
    /// Scene elements an alternative handles within its one step (real scenes' branches: see docs/limits.md).
    static let sceneElementsFree = 1_000

    /// Runs `alternatives` in order: the first in the current context, the others each in its own variant.
    /// Returns the first alternative's flow when it returned a value (`.normal` otherwise); `fallThrough` runs
    /// the statements after this one in each other alternative that did not leave. `othersNeeded`, asked after
    /// the first alternative ran, can tell that the others would only repeat it.
    @discardableResult
    func runAlternatives(_ alternatives: [(key: SwiftVariantKey, run: () -> Flow)], scope: SwiftScope?, file: SwiftFileSyntax, position: SwiftPosition,
                         fallThrough: (() -> Flow)? = nil, othersNeeded: (() -> Bool)? = nil) -> Flow {
        guard let first = alternatives.first else { return .normal }
        // Each alternative snapshots and compares the whole scene: in a loop over a scene of thousands of constraints
        // (a fuzz input: 1.8 s under ASan within the step budget) that work, not the statements, is the time taken.
        let sceneSize = builder.objects.count + builder.constraints.count
        guard tick(file, position, cost: alternatives.count * max(0, sceneSize - Self.sceneElementsFree) / Self.sceneElementsPerStep) else { return .normal }
        // Past the deepest nesting variants get, the other alternatives record into the enclosing variant too:
        // there they run one after the other, the last one's changes winning, as before branches were alternatives.
        let collapsed = alternatives.dropFirst().contains { $0.key == variant }
        var locals = SwiftAlternativeLocals(collapsed ? nil : scope, slots: collapsed ? [] : builder.objects.map(\.slots))
        let before = builder.activeStates(in: variant)
        let objectsBefore = builder.objects.count
        defer {
            if alternatives.count > 1 { provenance.madeInAnAlternative.formUnion(objectsBefore..<max(objectsBefore, builder.objects.count)) }
        }
        let unplacedBefore = Set(builder.objects.indices.filter { builder.objects[$0].superview == nil })
        let ranBefore = callTracking.ranOnce
        let clockBefore = builder.activationTimes.now
        let firstFlow = first.run()
        let setInPlace = builder.activationTimes.touched(in: variant, since: clockBefore)
        applySnapKitUpdatesOfBranch()
        noteScreens(of: first.key, others: alternatives.dropFirst().map(\.key))
        let replayBefore = setups.sharedToReplay
        defer { setups.sharedToReplay = replayBefore }
        if !collapsed { setups.sharedToReplay.formUnion(callTracking.ranOnce.subtracting(ranBefore)) }
        let returnedValue = Self.returnsValue(firstFlow)
        locals.finishAlternative(&builder)
        let alternatives = othersNeeded?() == false ? [first] : alternatives
        let after = builder.activeStates(in: variant)
        // Views the first alternative put into the hierarchy are not there when another one runs instead (arranged
        // views stay: a stack view collapses hidden ones, which the first alternative's own constraints would fight).
        let arranged = Set(builder.objects.flatMap(\.arranged))
        let placedByFirst = collapsed ? [] : builder.objects.indices.filter { id in
            (id >= objectsBefore || unplacedBefore.contains(id)) && builder.objects[id].superview != nil
                && builder.objects[id].kind == .view && !arranged.contains(id)
        }
        var activated: [Int] = []
        var deactivated: [Int] = []
        for index in after.indices {
            let was = index < before.count ? before[index] : false
            if after[index] && !was { activated.append(index) }
            if !after[index] && was { deactivated.append(index) }
        }
        // A bare `return` after laying something out (`if note == nil { pin label; return }`) leaves too: the code
        // after the statement is the other alternatives' case, not laid over this one's (Hous-Release/hous-iOS @2897c0e2,
        // held-out round 37).
        let leaves = returnedValue || (Self.isBareReturn(firstFlow) && !(activated.isEmpty && deactivated.isEmpty && placedByFirst.isEmpty))
        // Made by the first alternative and not active yet (collected to be activated after the statement):
        // the other alternatives never made them.
        let others = collapsed ? [] : alternatives.dropFirst().map(\.key)
        for index in before.count..<after.count where !after[index] {
            builder.constraints[index].absentIn += others
        }
        for alternative in alternatives.dropFirst() {
            _ = inVariant(alternative.key, file, position) {
                for index in activated { builder.setActive(index, false, in: alternative.key) }
                for index in deactivated { builder.setActive(index, true, in: alternative.key) }
                // Not in this alternative's hierarchy at all: a stack the first alternative made arranges nothing here
                // (nathantannar4/Parse-Dashboard-for-iOS @73a11300, held-out round 62).
                for id in placedByFirst { builder.setAbsent(id, in: alternative.key) }
                // What the first alternative set in place is off this one's path: its own state of those stands.
                for index in setInPlace { builder.activationTimes.renew(index, in: alternative.key) }
                var flow = alternative.run()
                if leaves, case .normal = flow, let fallThrough { flow = fallThrough() }
                applySnapKitUpdatesOfBranch()
                if !collapsed, case .returned(.constraint(let replacement)) = flow, case .returned(.constraint(let original)) = firstFlow,
                   replacement != original, builder.constraints.indices.contains(original) {
                    builder.constraints[original].replacedIn[alternative.key] = replacement
                }
                return .normal
            }
            locals.finishAlternative(&builder)
        }
        if !collapsed {
            builder.noteChosenConstraints(locals.constraintsChosenByAlternatives(), keys: alternatives.map(\.key), activeBefore: before)
        }
        locals.merge(&builder)
        return leaves ? firstFlow : .normal
    }

    /// Whether a branch's last statement is a bare `return` (or `return nil`).
    static func endsWithBareReturn(_ statements: [SwiftStmt]) -> Bool {
        guard case .returnStatement(let expression)? = statements.last else { return false }
        guard let expression else { return true }
        if case .nilLiteral = expression.kind { return true }
        return false
    }

    /// Whether a branch left its function with a bare `return` (or `return nil`).
    static func isBareReturn(_ flow: Flow) -> Bool {
        if case .returned(.nilValue) = flow { return true }
        return false
    }

    /// Whether a branch left its function with a result: a bare `return` or `return nil` is an early exit,
    /// like a guard's, and the code after it is the case the layout is for.
    static func returnsValue(_ flow: Flow) -> Bool {
        switch flow {
        case .returned(.nilValue): return false
        case .returned: return true
        default: return false
        }
    }

    /// Whether a branch's last statement returns a value (not `nil`): `if cond { return self }` makes the code
    /// after the `if` its `else`.
    static func endsReturningValue(_ statements: [SwiftStmt]) -> Bool {
        guard case .returnStatement(let expression?)? = statements.last else { return false }
        if case .nilLiteral = expression.kind { return false }
        return true
    }
}

extension SwiftSceneBuilder {
    /// Whether each constraint is active in `variant` (nil: the base scene) as recorded so far.
    func activeStates(in variant: SwiftVariantKey?) -> [Bool] {
        var states = constraints.map(\.isActive)
        if let variant, let entry = variants[variant] {
            for index in entry.activatedConstraints where states.indices.contains(index) { states[index] = true }
            for index in entry.deactivatedConstraints where states.indices.contains(index) { states[index] = false }
        }
        return states
    }
}
