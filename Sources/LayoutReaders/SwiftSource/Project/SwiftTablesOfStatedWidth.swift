/// A table view whose Swift code gives it a frame of a width the code states as a number
/// (`UITableView(frame: CGRect(x: 0, y: 0, width: 910, height: h))`, or `table.frame = CGRect(…, width: 560, …)`, the
/// width a literal or a local assigned only literals): a table scrolled sideways in a scroll view. Its rows have that
/// width, not the screen's, as in Objective-C (ObjCTablesOfStatedWidth.swift).
extension SwiftProjectIndex {
    /// Whether the body makes or frames a table view at a width stated as a number.
    static func framesTableAtStatedWidth(_ body: Range<Int>, _ tokens: [SwiftToken]) -> Bool {
        body.contains { index in
            guard tokens[index].text == "CGRect", index + 1 < body.upperBound, tokens[index + 1].isSymbol("("),
                  framesATable(before: index, in: body, tokens),
                  let width = widthArgument(after: index + 1, in: body, tokens) else { return false }
            return isStatedNumber(width, in: body, tokens)
        }
    }

    /// Whether the `CGRect` at `index` is a table's frame: the `frame:` argument of `UITableView(`, or assigned to the
    /// `frame` of a name that says it is a table view.
    private static func framesATable(before index: Int, in body: Range<Int>, _ tokens: [SwiftToken]) -> Bool {
        guard index >= body.lowerBound + 4 else { return false }
        if tokens[index - 1].isSymbol(":"), tokens[index - 2].text == "frame", tokens[index - 3].isSymbol("("),
           tokens[index - 4].text == "UITableView" {
            return true
        }
        if tokens[index - 1].isSymbol("="), tokens[index - 2].text == "frame", tokens[index - 3].isSymbol(".") {
            return tokens[index - 4].text.lowercased().hasSuffix("tableview")
        }
        return false
    }

    /// The tokens of the `width:` argument of the parenthesis opening at `open`.
    private static func widthArgument(after open: Int, in body: Range<Int>, _ tokens: [SwiftToken]) -> Range<Int>? {
        var depth = 0
        var index = open
        var start: Int?
        while index < body.upperBound {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") {
                depth += 1
            } else if token.isSymbol(")") || token.isSymbol("]") {
                depth -= 1
                if depth == 0 { return start.map { $0..<index } }
            } else if depth == 1, token.isSymbol(",") {
                if let start { return start..<index }
            } else if depth == 1, token.text == "width", index + 1 < body.upperBound, tokens[index + 1].isSymbol(":") {
                start = index + 2
                index += 1
            }
            index += 1
        }
        return nil
    }

    /// A number literal, or a local the body assigns only number literals (`let width: CGFloat = 700`).
    private static func isStatedNumber(_ argument: Range<Int>, in body: Range<Int>, _ tokens: [SwiftToken]) -> Bool {
        guard argument.count == 1, let word = argument.first.map({ tokens[$0] }) else { return false }
        if word.kind == .integer || word.kind == .float { return (Double(word.text.replacingOccurrences(of: "_", with: "")) ?? 0) > 0 }
        guard word.kind == .identifier else { return false }
        var assignments = 0
        for index in body where tokens[index].text == word.text && index + 1 < body.upperBound {
            // `width = 700`, or a declaration's `width: CGFloat = 700`.
            var value = index + 1
            if tokens[value].isSymbol(":"), value + 2 < body.upperBound { value += 2 }
            guard tokens[value].isSymbol("="), value + 1 < body.upperBound else { continue }
            let assigned = tokens[value + 1]
            guard assigned.kind == .integer || assigned.kind == .float,
                  value + 2 >= body.upperBound || tokens[value + 2].line != assigned.line || tokens[value + 2].isSymbol(";") else { return false }
            assignments += 1
        }
        return assignments > 0
    }
}
