/// A table view whose Objective-C code gives it a frame of a width the code states as a number
/// (`[[UITableView alloc] initWithFrame:CGRectMake(0, 0, 910, h)]`, or `table.frame = CGRectMake(0, 0, 560, h)`, the
/// width a literal or a local assigned only literals): a table scrolled sideways in a scroll view, wider or narrower
/// than the screen. Its rows have that width, not the screen's, so the cells the class shows are not checked at the
/// screen's width (gan00000/SkyBallPlay @05132282, held-out round 83: score tables 560 to 1,260 points wide whose nib
/// cells chain 70-point labels across that width, four false conflicts at the screen's width).
extension ObjCProjectIndex {
    /// Whether the bodies make or frame a table view at a width stated as a number.
    static func framesTableAtStatedWidth(_ bodies: [Range<Int>], _ file: ObjCFileSyntax) -> Bool {
        bodies.contains { body in
            body.contains { index in
                let tokens = file.tokens
                guard tokens[index].text == "CGRectMake", index + 1 < body.upperBound, tokens[index + 1].isPunctuation("("),
                      framesATable(before: index, in: body, tokens) else { return false }
                let arguments = Self.arguments(of: index + 1, file)
                guard arguments.count == 4 else { return false }
                return isStatedNumber(arguments[2], in: body, tokens)
            }
        }
    }

    /// Whether the `CGRectMake` at `index` is a table's frame: an argument of `initWithFrame:` sent to
    /// `[UITableView alloc]`, or assigned to the `frame` of a name that says it is a table view.
    private static func framesATable(before index: Int, in body: Range<Int>, _ tokens: [ObjCToken]) -> Bool {
        guard index >= body.lowerBound + 2 else { return false }
        if tokens[index - 1].isPunctuation(":"), tokens[index - 2].text == "initWithFrame", index >= body.lowerBound + 5 {
            let receiver = tokens[max(body.lowerBound, index - 6)..<(index - 2)].map(\.text)
            return receiver.contains("UITableView") && receiver.contains("alloc")
        }
        if tokens[index - 1].isPunctuation("="), tokens[index - 2].text == "frame", index >= body.lowerBound + 4,
           tokens[index - 3].isPunctuation(".") {
            return tokens[index - 4].text.lowercased().hasSuffix("tableview")
        }
        return false
    }

    /// The token ranges of the comma-separated arguments of the parenthesis opening at `open`.
    private static func arguments(of open: Int, _ file: ObjCFileSyntax) -> [Range<Int>] {
        let close = file.matches[open]
        guard close > open else { return [] }
        var result: [Range<Int>] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            if token.isPunctuation(",") {
                result.append(start..<index)
                start = index + 1
                index += 1
            } else {
                index = ObjCFileSyntax.isOpening(token) ? max(index + 1, file.matches[index] + 1) : index + 1
            }
        }
        result.append(start..<close)
        return result
    }

    /// A number literal, or a local the body assigns only number literals (`CGFloat width = 1260; … width = 910;`).
    private static func isStatedNumber(_ argument: Range<Int>, in body: Range<Int>, _ tokens: [ObjCToken]) -> Bool {
        let words = argument.map { tokens[$0] }.filter { !["(", ")", "CGFloat"].contains($0.text) }
        guard words.count == 1, let word = words.first else { return false }
        if word.kind == .number { return (RowHeightAnswers.number(word.text) ?? 0) > 0 }
        guard word.kind == .identifier else { return false }
        var assignments = 0
        for index in body where tokens[index].text == word.text && index + 2 < body.upperBound && tokens[index + 1].isPunctuation("=") {
            let value = tokens[index + 2]
            guard value.kind == .number, index + 3 < body.upperBound, tokens[index + 3].isPunctuation(";") else { return false }
            assignments += 1
        }
        return assignments > 0
    }
}
