/// An `if` whose test the reader cannot decide: which branches become variants of the layout, which run in place.
extension SwiftInterpreter {
    /// The branches of an `if` whose test is not known; `inner` holds its bindings, `binds` whether it binds a value.
    func executeUndecidedIf(_ expressions: [SwiftExpr], _ then: [SwiftStmt], _ otherwise: [SwiftStmt]?, _ text: String,
                            _ position: SwiftPosition, inner: SwiftScope, scope: SwiftScope, _ context: SwiftFrameContext,
                            rest: ArraySlice<SwiftStmt>, binds: Bool) -> Flow {
        if binds, otherwise == nil, unknownIterationScope(of: expressions, inner) == nil {
            // `if let title = label.text, !title.isEmpty { … }` without an else: like an `if` that only binds a value,
            // it runs in place (the value exists in the case the layout is for), so a chain a local anchor carries
            // through several such blocks stays one chain.
            return execute(then, inner, context)
        }
        let objectsBefore = builder.objects.count
        defer { provenance.madeInAnAlternative.formUnion(objectsBefore..<max(objectsBefore, builder.objects.count)) }
        let loopIndex = knownLocalNumbers(in: expressions, inner)
        let forwarded = expressions.count == 1 ? forwardedTest(expressions[0], inner, context) : nil
        let text = (forwarded?.text ?? text) + loopIndex
        // `if cond { return self }` followed by more code is an `if … else` whose else is that code; so is
        // `if cond { pin(); return }` (runAlternatives runs the code after it only in the else when the branch laid
        // something out, and in place after a bare early exit that laid nothing out).
        let exitsEarly = Self.endsReturningValue(then) || Self.endsWithBareReturn(then)
        let otherwise = otherwise ?? (exitsEarly && !rest.isEmpty ? [] : nil)
        let forms = screenTest(expressions)
        func thenKey() -> SwiftVariantKey { branchKey("if " + text, restrictedTo: forms.then) }
        func elseKey() -> SwiftVariantKey { branchKey("else (" + text + ")", restrictedTo: forms.otherwise) }
        if forwarded?.negated == true, loopIndex.isEmpty {
            // The caller passed the negation of its test: the else branch is what runs where the test holds.
            let thenAlternative: () -> Flow = { self.execute(then, inner, context) }
            guard let otherwise else {
                _ = inVariant(branchKey("else (" + text + ")"), context.file, position, thenAlternative)
                return .normal
            }
            return runAlternatives([
                (branchKey("if " + text), { self.execute(otherwise, SwiftScope(parent: scope), context) }),
                (branchKey("else (" + text + ")"), thenAlternative),
            ], scope: scope, file: context.file, position: position, fallThrough: { self.execute(Array(rest), scope, context) })
        }
        if let loop = unknownIterationScope(of: expressions, inner) {
            return runEveryCase([{ self.execute(then, inner, context) },
                                 { otherwise.map { self.execute($0, SwiftScope(parent: scope), context) } ?? .normal }], loop: loop)
        }
        // A test of a loop index holds in one iteration only: there each branch stays a variant of its own.
        guard let otherwise, loopIndex.isEmpty else {
            let storedBefore = otherwise == nil ? builder.objects.map(\.slots) : []
            // The else runs instead of the then, with the variables as they were before it: a loop's `last = chip` in
            // the then was read by the else's `guard let previous = last` as this pass's chip (MPDL/MPG-Reader-iOS
            // @048d3202, held-out round 80: a chip pinned below itself).
            var locals = otherwise.map { _ in SwiftAlternativeLocals(scope, slots: builder.objects.map(\.slots)) }
            _ = inVariant(thenKey(), context.file, position) { execute(then, inner, context) }
            if otherwise == nil { keepReplacedSnapKitConstraints(storedBefore) }
            if let otherwise {
                locals?.finishAlternative(&builder)
                _ = inVariant(elseKey(), context.file, position) { execute(otherwise, SwiftScope(parent: scope), context) }
                locals?.finishAlternative(&builder)
                locals?.merge(&builder)
            }
            return .normal
        }
        return runAlternatives([
            (thenKey(), { self.execute(then, inner, context) }),
            (elseKey(), { self.execute(otherwise, SwiftScope(parent: scope), context) }),
        ], scope: scope, file: context.file, position: position, fallThrough: { self.execute(Array(rest), scope, context) })
    }

    /// After an `if` not decided that replaced a SnapKit `Constraint` a property held (`bottomConstraint = make.bottom
    /// ….constraint` for a subtitle shown only sometimes), the property holds the old one where the branch did not run:
    /// it holds either, so later code switching it off switches off each (ukrzoloto ActionContentView, held-out round 67).
    private func keepReplacedSnapKitConstraints(_ before: [[String: SwiftValue]]) {
        for id in before.indices where id < builder.objects.count {
            for (name, old) in before[id] {
                guard case .snapKit(.constraint) = old, case .snapKit(.constraint)? = builder.objects[id].slots[name],
                      let either = SwiftValue.eitherSnapKitConstraint([builder.objects[id].slots[name], old]) else { continue }
                builder.objects[id].slots[name] = either
            }
        }
    }
}
