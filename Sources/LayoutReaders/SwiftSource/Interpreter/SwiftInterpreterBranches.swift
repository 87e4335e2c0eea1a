import LayoutModel

/// The branch statements of the code read: `if` and `switch` on a size class, the idiom, a screen or a value not
/// known, each read as the variants or alternatives UIKit can run.
extension SwiftInterpreter {
    /// The size class a condition tests, if it tests one: `traitCollection.horizontalSizeClass == .compact`.
    /// A name holding such a test (`let isLandscape = traitCollection.verticalSizeClass == .compact`) tests it too.
    func sizeClassTest(_ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> (horizontal: Bool, sizeClass: SizeClass)? {
        guard case .binary(let op, let left, let right) = expression.kind, op == "==" || op == "!=" else {
            if case .binary("&&", let left, _) = expression.kind { return sizeClassTest(left, scope, context) }
            guard Self.namesStoredTest(expression, depth: 0),
                  case .sizeClassTest(let horizontal, let sizeClass) = evaluate(expression, scope, context) else { return nil }
            return (horizontal, sizeClass)
        }
        let leftValue = evaluate(left, scope, context), rightValue = evaluate(right, scope, context)
        var horizontal: Bool?
        var caseName: String?
        if case .sizeClass(let isHorizontal) = leftValue { horizontal = isHorizontal }
        if case .sizeClass(let isHorizontal) = rightValue { horizontal = isHorizontal }
        if case .enumCase(let name) = rightValue { caseName = name }
        if case .enumCase(let name) = leftValue { caseName = name }
        guard let horizontal, let caseName, var sizeClass = SizeClass(rawValue: caseName) else { return nil }
        if op == "!=" { sizeClass = sizeClass.other }
        return (horizontal, sizeClass)
    }

    /// `isLandscape`, `!self.isCompact`: a name or its negation, which evaluating cannot run any code for.
    private static func namesStoredTest(_ expression: SwiftExpr, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch expression.kind {
        case .identifier: return true
        case .prefix("!", let operand): return namesStoredTest(operand, depth: depth + 1)
        case .member(let base, _):
            if case .identifier("self") = base.kind { return true }
            return false
        default: return false
        }
    }

    func sizeClassKey(horizontal: Bool, _ sizeClass: SizeClass) -> SwiftVariantKey {
        let name = (horizontal ? "horizontalSizeClass=" : "verticalSizeClass=") + sizeClass.rawValue
        let combined = variant.map { $0.name + ", " + name } ?? name
        return SwiftVariantKey(
            name: combined,
            horizontal: horizontal ? sizeClass : variant?.horizontal,
            vertical: horizontal ? variant?.vertical : sizeClass
        )
    }

    /// Branches nest at most this deep in variant names; deeper branches record into the enclosing one.
    static let maximumVariantNesting = 2

    func branchKey(_ text: String) -> SwiftVariantKey {
        if let variant, SwiftVariantKey.nesting(of: variant.name) >= Self.maximumVariantNesting { return variant }
        let shortText = text.utf8.count > 60 && text.count > 60 ? String(text.prefix(57)) + "..." : text
        return SwiftVariantKey(name: variant.map { $0.name + " / " + shortText } ?? shortText, horizontal: variant?.horizontal, vertical: variant?.vertical, forms: variant?.forms)
    }

    /// Runs `body` with activations recorded in `key`'s variant.
    func inVariant(_ key: SwiftVariantKey, _ file: SwiftFileSyntax, _ position: SwiftPosition, _ body: () -> Flow) -> Flow {
        let saved = variant
        variant = key
        builder.pendingVariantLocations[key] = builder.pendingVariantLocations[key] ?? location(file, position)
        if key.horizontal != nil || key.vertical != nil {
            if running.keepsSizeClassActivations { builder.persistingSizeClassVariants.insert(key) }
            for once in callTracking.onceRunning { callTracking.sizeClassVariantsEntered[once, default: []].insert(key) }
        }
        defer { variant = saved }
        return body()
    }

    func executeIf(_ conditions: [SwiftCondition], _ then: [SwiftStmt], _ otherwise: [SwiftStmt]?, _ text: String,
                           _ position: SwiftPosition, _ scope: SwiftScope, _ context: SwiftFrameContext, rest: ArraySlice<SwiftStmt>) -> Flow {
        let inner = SwiftScope(parent: scope)
        var expressions: [SwiftExpr] = []
        var availability = false
        var binds = false
        var bindsUnknown = false
        for condition in conditions {
            switch condition {
            case .availability(let negated):
                availability = true
                if negated { return otherwise.map { execute($0, SwiftScope(parent: scope), context) } ?? .normal }
            case .binding(let name, let value):
                let bound = value.map { evaluate($0, inner, context) } ?? .unknown(name ?? "_")
                // A value the reader knows is nil (a stored optional not assigned yet): the condition fails.
                if name != nil, case .nilValue = bound {
                    return otherwise.map { execute($0, SwiftScope(parent: scope), context) } ?? .normal
                }
                if let name {
                    bind([name], bound, in: inner, rank: 100 - context.depth)
                    if bound.isUnknown {
                        bindsUnknown = true
                        inner.boundOptionals.insert(name)
                        if let value { inner.boundOptionals.insert(context.file.text(of: value)) }
                    }
                }
                binds = true
            case .expression(let expression):
                expressions.append(expression)
            }
        }
        if availability && expressions.isEmpty {
            return execute(then, inner, context)
        }
        if expressions.isEmpty {
            // Only optional bindings: the code runs when the values exist, which is the case the layout is for — unless
            // an `else` lays out the case they are missing (SwiftOptionalBindingElse.swift).
            if bindsUnknown, let otherwise, Self.elseLaysOut(otherwise, context.file) {
                return executeUndecidedIf([], then, otherwise, text, position, inner: inner, scope: scope, context, rest: rest, binds: true)
            }
            return execute(then, inner, context)
        }
        if expressions.count == 1, let test = sizeClassTest(expressions[0], inner, context) {
            return executeSizeClassIf(test, then, otherwise, inner: inner, scope: scope, context, position, rest: rest)
        }
        if expressions.count == 1, let isPad = Self.idiomTest(expressions[0]) {
            let padBranch = isPad ? then : otherwise
            let phoneBranch = isPad ? otherwise : then
            if let padBranch, phoneBranch == nil, Self.endsWithReturn(padBranch) {
                return executePadBranchReturning(padBranch, inner: inner, scope: scope, context, position, rest: rest)
            }
            let padScope = isPad ? inner : SwiftScope(parent: scope)
            let phoneScope = isPad ? SwiftScope(parent: scope) : inner
            return runAlternatives([
                (padVariantKey(), { phoneBranch.map { self.execute($0, phoneScope, context) } ?? .normal }),
                (padVariantKey(), { padBranch.map { self.execute($0, padScope, context) } ?? .normal }),
            ], scope: scope, file: context.file, position: position, fallThrough: { self.execute(Array(rest), scope, context) })
        }
        // `if top == nil, left == nil, …`: every test must hold, so one known to fail decides the whole list, and all known
        // to hold do too (RobCanton/raven-app @ held-out round 70: a helper called as `pin(16, 16, nil, 16)` ran its
        // pin-everything-at-zero branch as a variant; 54 false conflicts).
        let values = expressions.map { expression in
            laidOutSizeTest(expression, inner, context.file).map(SwiftValue.bool) ?? evaluate(expression, inner, context)
        }
        var known: Bool?
        if values.contains(where: { if case .bool(false) = $0 { return true } else { return false } }) {
            known = false
        } else if values.allSatisfy({ if case .bool(true) = $0 { return true } else { return false } }) {
            known = true
        }
        if known == nil, expressions.count == 1, testsConditionFoundFalse(expressions[0], inner, context) { known = false }
        if known == nil, expressions.count == 1 { known = nilTestOfBoundProperty(expressions[0], inner, context) }
        if let known {
            if known { return execute(then, inner, context) }
            return otherwise.map { execute($0, SwiftScope(parent: scope), context) } ?? .normal
        }
        return executeUndecidedIf(expressions, then, otherwise, text, position, inner: inner, scope: scope, context,
                                  rest: rest, binds: binds)
    }

    func executeSwitch(_ subjectExpression: SwiftExpr, _ cases: [SwiftSwitchCase], _ subjectText: String,
                               _ scope: SwiftScope, _ context: SwiftFrameContext, rest: ArraySlice<SwiftStmt>) -> Flow {
        if case .member(_, "userInterfaceIdiom") = subjectExpression.kind {
            return executeIdiomSwitch(cases, scope, context, subjectExpression.start, rest: rest)
        }
        let subject = evaluate(subjectExpression, scope, context)
        if case .sizeClass(let horizontal) = subject {
            return executeSizeClassSwitch(horizontal: horizontal, cases, subjectExpression.start, scope, context, rest: rest)
        }
        switch caseForUnassignedTextProperty(subjectExpression, cases, scope, context) ?? matchingCase(of: subject, in: cases) {
        case .noCase:
            return .normal
        case .matched(let body, let bindings):
            let inner = SwiftScope(parent: scope)
            inner.variables.merge(bindings) { $1 }
            let flow = execute(body, inner, context)
            // `break` leaves the switch, not an enclosing loop.
            if case .breakLoop = flow { return .normal }
            return flow
        case .unknownSubject:
            break
        }
        if let loop = unknownIterationScope(of: [subjectExpression], scope) {
            return runEveryCase(cases.map { switchCase in { self.execute(switchCase.body, SwiftScope(parent: scope), context) } }, loop: loop)
        }
        // Exactly one case runs (Swift switches are exhaustive).
        return runAlternatives(cases.map { switchCase in
            (branchKey("switch " + subjectText + " case " + switchCase.patternText),
             {
                // `break` leaves the switch, not an enclosing loop.
                let flow = self.execute(switchCase.body, SwiftScope(parent: scope), context)
                if case .breakLoop = flow { return .normal }
                return flow
             })
        }, scope: scope, file: context.file, position: subjectExpression.start, fallThrough: { self.execute(Array(rest), scope, context) })
    }
}
