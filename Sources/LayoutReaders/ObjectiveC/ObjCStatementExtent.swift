/// Where a statement ends, without running it: the interpreter skips and bounds statements by it, and the scans of
/// method bodies (ObjCRepeatedConstraintSetups.swift) step through statements with it.
extension ObjCFileSyntax {
    /// The index after the statement starting at `index` (a block, a control statement with its body, or up to `;`).
    func statementEnd(_ index: Int, _ end: Int, depth: Int = 0) -> Int {
        guard index < end else { return end }
        let token = tokens[index]
        if token.isPunctuation("{") { return min(end, matches[index] + 1) }
        if depth < 50, token.kind == .identifier, ["if", "for", "while", "switch"].contains(token.text) {
            var next = index + 1
            if next < end, tokens[next].isPunctuation("(") { next = min(end, matches[next] + 1) }
            var after = statementEnd(next, end, depth: depth + 1)
            if token.text == "if", after < end, tokens[after].isIdentifier("else") {
                after = statementEnd(after + 1, end, depth: depth + 1)
            }
            return after
        }
        var position = index
        while position < end {
            let current = tokens[position]
            if current.isPunctuation(";") { return position + 1 }
            if current.isPunctuation("}") { return position + 1 }
            position = Self.isOpening(current) ? min(end, matches[position] + 1) : position + 1
        }
        return end
    }
}

extension ObjCInterpreter {
    /// The index after the statement starting at `index` in the frame's file.
    func statementEnd(_ index: Int, _ end: Int, _ frame: Frame) -> Int {
        frame.file.statementEnd(index, end)
    }
}
