extension SwiftFileSyntax {
    /// The indices of the tokens an expression of this file spans (those starting at its byte offsets,
    /// `start.offset..<end`), found by binary search: tokens are in file order.
    func tokenRange(of expression: SwiftExpr) -> Range<Int> {
        let first = firstToken(atOrAfter: expression.start.offset)
        return first..<max(first, firstToken(atOrAfter: expression.end))
    }

    /// The index of the first token starting at or after byte `offset`.
    private func firstToken(atOrAfter offset: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
