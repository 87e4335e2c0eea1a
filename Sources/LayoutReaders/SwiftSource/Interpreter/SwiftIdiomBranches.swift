import LayoutModel

/// `if UIDevice.current.userInterfaceIdiom == .pad { … } else { … }`: the device decides, not the data. The
/// phone branch is laid out where the statement is; the pad branch is a variant on the size classes every
/// iPad has (regular width and height), which undoes the phone branch, so iPhones see only theirs and iPads
/// only theirs (instead of each branch being checked on every device).
extension SwiftInterpreter {
    /// Whether a condition asks "is this an iPad?" (true), "is this an iPhone?" (false), or neither (nil).
    static func idiomTest(_ expression: SwiftExpr) -> Bool? {
        // `idiom == .pad && !isSplitView`: a branch for (some) iPads; read on the iPads layoutlint checks (full screen).
        if case .binary("&&", let left, _) = expression.kind, idiomTest(left) == true { return true }
        guard case .binary(let op, let left, let right) = expression.kind, op == "==" || op == "!=" else { return nil }
        func isIdiom(_ side: SwiftExpr) -> Bool {
            if case .member(_, "userInterfaceIdiom") = side.kind { return true }
            return false
        }
        func caseName(_ side: SwiftExpr) -> String? {
            if case .implicitMember(let name) = side.kind { return name }
            if case .member(_, let name) = side.kind, name == "pad" || name == "phone" { return name }
            return nil
        }
        let name: String?
        if isIdiom(left) { name = caseName(right) } else if isIdiom(right) { name = caseName(left) } else { return nil }
        guard let name, name == "pad" || name == "phone" else { return nil }
        return (name == "pad") == (op == "==")
    }

    /// The variant for iPads, nested in the enclosing variant when there is one.
    func padVariantKey() -> SwiftVariantKey {
        let name = "userInterfaceIdiom=pad"
        return SwiftVariantKey(name: variant.map { $0.name + ", " + name } ?? name, horizontal: .regular, vertical: .regular)
    }

    /// `if idiom == .pad { …; return }` followed by the phone's code: the code after the statement is the phone's
    /// branch (`else`), not code every device runs after it. Read as the latter, a view's iPad constraints and its phone
    /// constraints, each made by `remakeConstraints` in its own branch, were both active on iPad (ivpn/ios-app @df9951dc,
    /// MainView.centerMapButton). The rest of the block runs here, as the phone branch; the caller then stops.
    func executePadBranchReturning(_ padBranch: [SwiftStmt], inner: SwiftScope, scope: SwiftScope, _ context: SwiftFrameContext,
                                   _ position: SwiftPosition, rest: ArraySlice<SwiftStmt>) -> Flow {
        _ = runAlternatives([
            (padVariantKey(), { self.execute(Array(rest), SwiftScope(parent: scope), context) }),
            (padVariantKey(), { self.execute(padBranch, inner, context) }),
        ], scope: scope, file: context.file, position: position)
        return .restRan
    }

    /// Whether a block's last statement leaves the function without a value (a bare `return`).
    static func endsWithReturn(_ statements: [SwiftStmt]) -> Bool {
        if case .returnStatement(nil)? = statements.last { return true }
        return false
    }

    /// `switch traitCollection.userInterfaceIdiom { case .phone: … case .pad: … default: … }`: as the `if` form, the
    /// phone's case (or `default`) runs in place and the pad's case is the iPad variant; the other idioms' cases (tv,
    /// car, mac) run on no device layoutlint checks. Read as alternatives, the `default` case was a variant on iPhones
    /// (optimist-brasso/orchestra-ios-public @b3e96fe8: a conflict only in `default`, held-out round 53's app).
    func executeIdiomSwitch(_ cases: [SwiftSwitchCase], _ scope: SwiftScope, _ context: SwiftFrameContext,
                            _ position: SwiftPosition, rest: ArraySlice<SwiftStmt>) -> Flow {
        func body(for idiom: String) -> [SwiftStmt]? {
            for switchCase in cases {
                for pattern in switchCase.patterns {
                    if case .implicitMember(idiom) = pattern.kind { return switchCase.body }
                    if case .member(_, idiom) = pattern.kind { return switchCase.body }
                }
            }
            return cases.first { $0.patterns.isEmpty }?.body
        }
        func run(_ statements: [SwiftStmt]?) -> Flow {
            guard let statements else { return .normal }
            let flow = execute(statements, SwiftScope(parent: scope), context)
            // `break` leaves the switch, not an enclosing loop.
            if case .breakLoop = flow { return .normal }
            return flow
        }
        let phone = body(for: "phone"), pad = body(for: "pad")
        return runAlternatives([
            (padVariantKey(), { run(phone) }),
            (padVariantKey(), { run(pad) }),
        ], scope: scope, file: context.file, position: position, fallThrough: { self.execute(Array(rest), scope, context) })
    }
}
