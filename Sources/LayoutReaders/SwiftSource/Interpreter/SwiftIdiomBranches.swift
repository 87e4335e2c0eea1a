import LayoutModel

/// `if UIDevice.current.userInterfaceIdiom == .pad { … } else { … }`: the device decides, not the data. The
/// phone branch is laid out where the statement is; the pad branch is a variant on the size classes every
/// iPad has (regular width and height), which undoes the phone branch, so iPhones see only theirs and iPads
/// only theirs (instead of each branch being checked on every device).
extension SwiftInterpreter {
    /// Whether a condition asks "is this an iPad?" (true), "is this an iPhone?" (false), or neither (nil).
    func idiomTest(_ expression: SwiftExpr) -> Bool? {
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
}
