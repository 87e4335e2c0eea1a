extension SwiftParser {
    /// Words before a name that only qualify it: `some View`, `any View`, and `let title` / `var title` inside a case
    /// pattern (`.heading(let title)`).
    static let prefixesAName: Set<String> = ["some", "any", "let", "var"]

    /// `value as T`, `as?`, `as!` keep the value they cast; `value is T` is a test with a Bool value, read as the
    /// operator `is` with the type's name on its right. The cursor is on `as` or `is`.
    mutating func parseCastOrTypeTest(_ left: SwiftExpr, isTest: Bool) -> SwiftExpr {
        index += 1
        var conditional = false
        if let mark = current, mark.kind == .operator, mark.text == "?" || mark.text == "!", !mark.spaceBefore {
            conditional = mark.text == "?"
            index += 1
        }
        let typeStart = index
        let typePosition = current.map(SwiftPosition.init) ?? left.start
        skipType()
        let typeText = typeStart < tokens.count ? file.text(from: tokens[typeStart].offset, to: endOffset) : ""
        let kind: SwiftExpr.Kind = isTest
            ? .binary("is", left, SwiftExpr(kind: .identifier(typeText), start: typePosition, end: endOffset))
            : .cast(left, typeText, conditional: conditional)
        return SwiftExpr(kind: kind, start: left.start, end: endOffset)
    }
}
