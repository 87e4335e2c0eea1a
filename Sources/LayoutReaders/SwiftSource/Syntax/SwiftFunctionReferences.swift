extension SwiftParser {
    /// At `(` after `base`: `addSubview(_:)`, `insert(_:at:)` name a method by its labels, a function value and not a
    /// call, so they read as `base` itself (its end moved past the `)`); nil when the parentheses hold arguments.
    mutating func functionReference(_ base: SwiftExpr) -> SwiftExpr? {
        var offset = 1
        while let label = peek(offset), label.kind == .identifier, isSymbol(":", at: offset + 1) {
            offset += 2
        }
        guard offset > 1, isSymbol(")", at: offset) else { return nil }
        index += offset + 1
        return SwiftExpr(kind: base.kind, start: base.start, end: endOffset)
    }

    /// Skips what is left of an argument the parser could not read, and the comma after it.
    mutating func skipToNextComma() {
        while let token = current, !token.isSymbol(",") {
            skipGroup()
        }
        if isSymbol(",") { index += 1 }
    }
}
