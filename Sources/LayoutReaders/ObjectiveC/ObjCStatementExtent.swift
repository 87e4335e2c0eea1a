/// Where a statement ends, without running it: the interpreter skips and bounds statements by it.
extension ObjCInterpreter {
    /// The index after the statement starting at `index` (a block, a control statement with its body, or up to `;`).
    func statementEnd(_ index: Int, _ end: Int, _ frame: Frame, depth: Int = 0) -> Int {
        let tokens = frame.file.tokens
        let matches = frame.file.matches
        guard index < end else { return end }
        let token = tokens[index]
        if token.isPunctuation("{") { return min(end, matches[index] + 1) }
        if depth < 50, token.kind == .identifier, ["if", "for", "while", "switch"].contains(token.text) {
            var next = index + 1
            if next < end, tokens[next].isPunctuation("(") { next = min(end, matches[next] + 1) }
            var after = statementEnd(next, end, frame, depth: depth + 1)
            if token.text == "if", after < end, tokens[after].isIdentifier("else") {
                after = statementEnd(after + 1, end, frame, depth: depth + 1)
            }
            return after
        }
        var position = index
        while position < end {
            let current = tokens[position]
            if current.isPunctuation(";") { return position + 1 }
            if current.isPunctuation("}") { return position + 1 }
            position = ObjCFileSyntax.isOpening(current) ? min(end, matches[position] + 1) : position + 1
        }
        return end
    }
}
