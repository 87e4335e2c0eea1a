import LayoutModel

/// The classic adaptive screen keeps one list of constraints per size class and swaps them after a branch:
///
///     NSLayoutConstraint.deactivate(activeConstraints)
///     if traitCollection.horizontalSizeClass == .compact { activeConstraints = compactConstraints }
///     else { activeConstraints = regularConstraints }
///     NSLayoutConstraint.activate(activeConstraints)
///
/// UIKit runs it from `viewDidLoad` and again from `traitCollectionDidChange` for the size class the screen has,
/// so the code after the branch sees the list of that size class only. Running both branches one after the
/// other (each in its size-class variant) and the code after them once left the list of the last branch, which
/// was then activated everywhere or, when the branches made their constraints, only in the last size class:
/// the other size class had no layout at all (false ambiguous_layout on every device of that width; layoutlint
/// issue #20, item 7). Here each size class runs its branch and then the rest of the block in its own variant,
/// from the variables as they were before the branch, as the runtime does for the size class it has.
/// Only a branch with statements after it in its block runs this way; the others are as before.
extension SwiftInterpreter {
    /// `if traitCollection.horizontalSizeClass == .compact { … } else { … }`: each branch in its size class's
    /// variant, and the statements after it too when there are any.
    func executeSizeClassIf(_ test: (horizontal: Bool, sizeClass: SizeClass), _ then: [SwiftStmt], _ otherwise: [SwiftStmt]?,
                            inner: SwiftScope, scope: SwiftScope, _ context: SwiftFrameContext, _ position: SwiftPosition,
                            rest: ArraySlice<SwiftStmt>) -> Flow {
        let other = test.sizeClass.other
        let thenKey = sizeClassKey(horizontal: test.horizontal, test.sizeClass)
        let otherKey = sizeClassKey(horizontal: test.horizontal, other)
        guard rest.isEmpty else {
            return runSizeClassAlternatives([
                (thenKey, { self.execute(then, inner, context) }),
                (otherKey, { otherwise.map { self.execute($0, SwiftScope(parent: scope), context) } ?? .normal }),
            ], rest: rest, scope: scope, context, position)
        }
        _ = inVariant(thenKey, context.file, position) { execute(then, inner, context) }
        if let otherwise {
            _ = inVariant(otherKey, context.file, position) { execute(otherwise, SwiftScope(parent: scope), context) }
        }
        return .normal
    }

    /// `switch traitCollection.horizontalSizeClass { case .compact: … default: … }`: each case in the variant of the
    /// size classes it covers (`default` the ones no case named), and the statements after it too when there are any.
    func executeSizeClassSwitch(horizontal: Bool, _ cases: [SwiftSwitchCase], _ position: SwiftPosition, _ scope: SwiftScope,
                                _ context: SwiftFrameContext, rest: ArraySlice<SwiftStmt>) -> Flow {
        var covered = Set<SizeClass>()
        var alternatives: [(key: SwiftVariantKey, run: () -> Flow)] = []
        for switchCase in cases {
            let names = switchCase.patterns.compactMap { pattern -> SizeClass? in
                if case .implicitMember(let name) = pattern.kind { return SizeClass(rawValue: name) }
                return nil
            }
            let classes = switchCase.patterns.isEmpty ? SizeClass.allCases.filter { !covered.contains($0) } : names
            for sizeClass in classes {
                covered.insert(sizeClass)
                alternatives.append((sizeClassKey(horizontal: horizontal, sizeClass), {
                    // `break` leaves the switch.
                    let flow = self.execute(switchCase.body, SwiftScope(parent: scope), context)
                    if case .breakLoop = flow { return .normal }
                    return flow
                }))
            }
        }
        guard rest.isEmpty else { return runSizeClassAlternatives(alternatives, rest: rest, scope: scope, context, position) }
        for alternative in alternatives { _ = inVariant(alternative.key, context.file, position, alternative.run) }
        return .normal
    }

    /// Runs each size class's branch followed by `rest` in that size class's variant; the statements of `rest`
    /// have then run, so the block they belong to ends here (`Flow.restRan`).
    func runSizeClassAlternatives(_ alternatives: [(key: SwiftVariantKey, run: () -> Flow)], rest: ArraySlice<SwiftStmt>,
                                  scope: SwiftScope, _ context: SwiftFrameContext, _ position: SwiftPosition) -> Flow {
        var locals = SwiftAlternativeLocals(scope, slots: builder.objects.map(\.slots))
        for alternative in alternatives {
            _ = inVariant(alternative.key, context.file, position) {
                let flow = alternative.run()
                guard case .normal = flow else { return flow }
                return execute(Array(rest), scope, context)
            }
            locals.finishAlternative(&builder)
        }
        // The variables keep what they held before the branch: which list they hold afterwards depends on the size
        // class, and a later `deactivate(activeConstraints)` (from `traitCollectionDidChange`, in a branch of its
        // own) must not switch off the other size class's list, which the runtime never had active there.
        return .restRan
    }
}
