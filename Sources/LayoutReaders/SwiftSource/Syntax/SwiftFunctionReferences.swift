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

extension SwiftParser {
    /// The value a `case` pattern without bindings stands for (`.vertical`, `kind`, `Kind.vertical`), nil for any
    /// other pattern (`.some(let x)`, `let x?`, a tuple).
    func casePatternValue(_ range: Range<Int>) -> SwiftExpr? {
        let words = range.map { tokens[$0] }
        guard !words.isEmpty, words.allSatisfy({ $0.kind == .identifier || $0.isSymbol(".") }),
              !words.contains(where: { $0.isWord("let") || $0.isWord("var") }) else { return nil }
        let start = position(range.lowerBound)
        let end = words.last.map { $0.offset + $0.length } ?? start.offset
        switch words.count {
        case 1 where words[0].kind == .identifier:
            return SwiftExpr(kind: .identifier(words[0].text), start: start, end: end)
        case 2 where words[0].isSymbol(".") && words[1].kind == .identifier:
            return SwiftExpr(kind: .implicitMember(words[1].text), start: start, end: end)
        case 3 where words[0].kind == .identifier && words[1].isSymbol(".") && words[2].kind == .identifier:
            let base = SwiftExpr(kind: .identifier(words[0].text), start: start, end: end)
            return SwiftExpr(kind: .member(base, words[2].text), start: start, end: end)
        default:
            return nil
        }
    }
}
