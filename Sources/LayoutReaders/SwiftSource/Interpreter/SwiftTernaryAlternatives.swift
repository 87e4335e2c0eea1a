/// `a.leadingAnchor.constraint(equalTo: hasIcon ? icon.trailingAnchor : leadingAnchor)`: a ternary on a
/// condition the reader cannot decide picks one of two anchors or views. Giving up on it dropped the
/// constraint, leaving the view without a position. The statement runs as the two alternatives of an
/// `if … else` would: once in place with every such ternary taking its first value, once as a variant with
/// every one taking its second. A test of `userInterfaceIdiom` keeps the iPhone side in place and puts the
/// iPad side on iPad's size classes, as an `if` on the idiom does. Statements testing the same condition
/// share its variant, as the branches of one `if` would.
extension SwiftInterpreter {
    /// Which side the ternaries on unknown conditions take while a statement runs as alternatives.
    struct TernaryPass {
        /// false: the first value (the iPhone side of an idiom test); true: the other one.
        var takesOther: Bool
        /// Whether a ternary on an unknown condition gave a view, guide, anchor or constraint.
        var tookLayoutValue = false
    }

    /// Runs an expression, `let` or `return` statement; one holding a ternary runs as two alternatives.
    func executeWithTernaries(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext, _ run: @escaping () -> Flow) -> Flow {
        guard running.ternaryPass == nil else { return run() }
        var conditions: [SwiftExpr] = []
        Self.collectTernaryConditions(expression, into: &conditions, depth: 0)
        guard !conditions.isEmpty else { return run() }
        let idiomSides = conditions.map { Self.idiomTest($0) }
        let sizeClassTests = conditions.map { sizeClassTest($0, scope, context) }
        let otherKey: SwiftVariantKey
        let firstKey: SwiftVariantKey
        if idiomSides.allSatisfy({ $0 != nil }) {
            otherKey = padVariantKey()
            firstKey = otherKey
        } else if let test = sizeClassTests.first ?? nil,
                  sizeClassTests.allSatisfy({ $0?.horizontal == test.horizontal && $0?.sizeClass == test.sizeClass }) {
            // `isLandscape ? wide : tall` with `isLandscape` the vertical size class's test: each side in its size class.
            firstKey = sizeClassKey(horizontal: test.horizontal, test.sizeClass)
            otherKey = sizeClassKey(horizontal: test.horizontal, test.sizeClass.other)
        } else {
            var texts: [String] = []
            for condition in conditions where Self.idiomTest(condition) == nil {
                // A helper's parameter is named after the caller's argument, as an `if` on it is (SwiftForwardedConditions).
                let forwarded = forwardedTest(condition, scope, context)
                let text = forwarded.flatMap { $0.negated ? nil : $0.text } ?? context.file.text(of: condition)
                if !texts.contains(text) { texts.append(text) }
            }
            let text = texts.joined(separator: ", ")
            firstKey = branchKey("if " + text)
            otherKey = branchKey("else (" + text + ")")
        }
        // Past the deepest nesting the other value would be laid out on top of the first one: keep the first.
        let canNest = otherKey != variant
        var tookLayoutValue = false
        var firstFlow = Flow.normal
        defer { running.ternaryPass = nil }
        let flow = runAlternatives([
            (firstKey, {
                self.running.ternaryPass = TernaryPass(takesOther: false)
                firstFlow = run()
                tookLayoutValue = self.running.ternaryPass?.tookLayoutValue ?? false
                self.running.ternaryPass = nil
                return firstFlow
            }),
            (otherKey, {
                self.running.ternaryPass = TernaryPass(takesOther: true)
                return run()
            }),
        ], scope: scope, file: context.file, position: expression.start, othersNeeded: { canNest && tookLayoutValue })
        // A `return` returns in either alternative, also with no value (which runAlternatives does not pass on).
        if case .returned = firstFlow { return firstFlow }
        return flow
    }

    /// The value of a ternary whose condition is unknown: while a statement runs as alternatives, the side of
    /// this pass when it is a layout value; unknown otherwise (a number picked by an unknown test stays unknown).
    func evaluateUndecidedTernary(_ condition: SwiftExpr, _ whenTrue: SwiftExpr, _ whenFalse: SwiftExpr,
                                  _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        guard let pass = running.ternaryPass, Self.picksReference(whenTrue, whenFalse) else { return .unknown("") }
        if testsConditionFoundFalse(condition, scope, context) {
            let value = evaluate(whenFalse, scope, context)
            return Self.isLayoutValue(value, depth: 0) ? value : .unknown("")
        }
        let takesTrue: Bool
        if let isPad = Self.idiomTest(condition) {
            takesTrue = pass.takesOther == isPad
        } else {
            takesTrue = !pass.takesOther
        }
        let value = evaluate(takesTrue ? whenTrue : whenFalse, scope, context)
        guard Self.isLayoutValue(value, depth: 0) else { return .unknown("") }
        if refersToDetachedView(value, depth: 0) {
            // Relating a view outside the hierarchy would crash, so the condition holds where the other side's view
            // is placed (`hasCancel ? cancelButton.leadingAnchor : …` with the cancel button added under `if hasCancel`),
            // and a later ternary testing it (alone or with `&&`) takes its second value too.
            let other = evaluate(takesTrue ? whenFalse : whenTrue, scope, context)
            if Self.isLayoutValue(other, depth: 0), !refersToDetachedView(other, depth: 0) {
                if takesTrue { conditionsFoundFalse.insert(foundFalseKey(condition, scope, context)) }
                return other
            }
        }
        running.ternaryPass?.tookLayoutValue = true
        return value
    }

    /// Whether a test is, or needs (`a && b`), a condition a ternary showed to be false; an `if` on it then takes
    /// its else path, so `if hasCancel { … }` agrees with `hasCancel ? cancelButton.leadingAnchor : …`.
    func testsConditionFoundFalse(_ condition: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> Bool {
        guard !conditionsFoundFalse.isEmpty else { return false }
        return Self.conjuncts(of: condition, depth: 0).contains { conditionsFoundFalse.contains(foundFalseKey($0, scope, context)) }
    }

    /// A test is known by the caller's argument it stands for (a parameter, or a property holding one), so the
    /// init's `if hasCancel` and a later method's `hasCancel ? …` agree; otherwise by its own text.
    private func foundFalseKey(_ condition: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> String {
        if let forwarded = forwardedTest(condition, scope, context) { return (forwarded.negated ? "!" : "") + forwarded.text }
        return context.file.text(of: condition)
    }

    /// `a && (b && c)` → a, b, c; anything else is its own single conjunct.
    private static func conjuncts(of condition: SwiftExpr, depth: Int) -> [SwiftExpr] {
        guard depth < 16, case .binary("&&", let left, let right) = condition.kind else { return [condition] }
        return conjuncts(of: left, depth: depth + 1) + conjuncts(of: right, depth: depth + 1)
    }

    /// Whether a value names a view (or a guide of one) that has neither a superview nor subviews yet.
    private func refersToDetachedView(_ value: SwiftValue, depth: Int) -> Bool {
        func detached(_ id: Int) -> Bool {
            guard builder.objects.indices.contains(id) else { return false }
            let object = builder.objects[id]
            switch object.kind {
            case .guide: return object.superview.map(detached) ?? false
            case .view: return object.superview == nil && !builder.objects.contains { $0.superview == id }
            case .controller, .instance: return false
            }
        }
        switch value {
        case .object(let id), .anchor(let id, _): return detached(id)
        case .offsetDimension(let from, let to): return detached(from.0) || detached(to.0)
        case .array(let elements): return depth < 4 && elements.contains { refersToDetachedView($0, depth: depth + 1) }
        default: return false
        }
    }

    static func isLayoutValue(_ value: SwiftValue, depth: Int) -> Bool {
        switch value {
        case .object, .anchor, .offsetDimension, .constraint, .snapKit: return true
        case .array(let elements): return depth < 4 && !elements.isEmpty && elements.allSatisfy { isLayoutValue($0, depth: depth + 1) }
        default: return false
        }
    }

    /// Whether both sides name something that exists already (`icon.trailingAnchor`, `readableContentGuide`).
    /// Calls are left alone: running both `makeScrollingBody()` and `makeStaticBody()` would put the same
    /// views into two parents, the hierarchy being one for every variant. Literals (`isOn ? .red : .gray`,
    /// `compact ? 8 : 16`) never pick a view or an anchor.
    static func picksReference(_ whenTrue: SwiftExpr, _ whenFalse: SwiftExpr) -> Bool {
        isReference(whenTrue, depth: 0) && isReference(whenFalse, depth: 0)
    }

    private static func isReference(_ expression: SwiftExpr, depth: Int) -> Bool {
        guard depth < 32 else { return false }
        switch expression.kind {
        case .identifier: return true
        case .member(let base, _), .unwrap(let base), .cast(let base, _, _): return isReference(base, depth: depth + 1)
        case .ternary(_, let whenTrue, let whenFalse): return isReference(whenTrue, depth: depth + 1) && isReference(whenFalse, depth: depth + 1)
        default: return false
        }
    }

    /// Conditions of the ternaries in an expression, outermost first; closures' bodies are their own statements.
    static func collectTernaryConditions(_ expression: SwiftExpr, into conditions: inout [SwiftExpr], depth: Int) {
        guard depth < 64 else { return }
        func visit(_ inner: SwiftExpr) { collectTernaryConditions(inner, into: &conditions, depth: depth + 1) }
        switch expression.kind {
        case .ternary(let condition, let whenTrue, let whenFalse):
            if picksReference(whenTrue, whenFalse) { conditions.append(condition) }
            visit(whenTrue)
            visit(whenFalse)
        case .member(let base, _), .unwrap(let base), .prefix(_, let base), .cast(let base, _, _):
            visit(base)
        case .call(let callee, let arguments):
            visit(callee)
            for argument in arguments { visit(argument.value) }
        case .subscripted(let base, let arguments):
            visit(base)
            for argument in arguments { visit(argument.value) }
        case .array(let elements):
            for element in elements { visit(element) }
        case .dictionary(let pairs):
            for pair in pairs { visit(pair.key); visit(pair.value) }
        case .tuple(let arguments):
            for argument in arguments { visit(argument.value) }
        case .binary(_, let left, let right), .assignment(_, let left, let right):
            visit(left)
            visit(right)
        case .closure, .identifier, .implicitMember, .number, .string, .bool, .nilLiteral, .unknown:
            break
        }
    }
}
