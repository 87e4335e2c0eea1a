import LayoutModel

/// The string literals of code that runs on one idiom only: inside `if (isPad) { … } else { … }` (either language; the
/// test made of idiom words alone, a project's helper or macro included, `SupportedOrientations.isIdiomWord`), or a
/// ternary on such a test (`isPad ? "Settings_iPad" : "Settings"`). Universal apps keep an iPad storyboard beside the
/// iPhone one and pick one by idiom (myHobbyCourse/iOSMobile @665f2f72, held-out round 60: 11 conflicts of iPad
/// storyboards judged false at iPhone widths). Lexical and conservative: a test with any other word (`&&`, a size
/// class), `guard`, or a `switch` on the idiom leaves its strings on every screen.
enum IdiomBranchStrings {
    /// A token as this scan sees it, from either language's tokenizer.
    enum Piece: Equatable {
        case word(String)
        case string(String)
        case symbol(String)
    }

    /// The screens each string literal of `pieces` is used on: the union over its uses, `DeviceForm.every` for a use
    /// outside an idiom's branch.
    static func screens(of pieces: [Piece]) -> [String: Set<DeviceForm>] {
        var forms = [Set<DeviceForm>](repeating: DeviceForm.every, count: pieces.count)
        // Each idiom test costs up to the file's length: past a budget no real file reaches, the rest count as
        // everywhere (the conservative reading), so a generated file of thousands stays fast.
        var budget = maximumIdiomTests
        for index in pieces.indices where budget > 0 {
            let found = branches(at: index, in: pieces)
            if !found.isEmpty { budget -= 1 }
            for (range, side) in found {
                for inner in range.clamped(to: pieces.indices) { forms[inner].formIntersection(side) }
            }
        }
        var result: [String: Set<DeviceForm>] = [:]
        for (index, piece) in pieces.enumerated() {
            if case .string(let text) = piece, !text.isEmpty { result[text, default: []].formUnion(forms[index]) }
        }
        return result
    }

    /// The strings a reader's code uses on some screens only (`screens(of:)` without those used on every screen).
    static func idiomOnly(_ screens: [String: Set<DeviceForm>]) -> [String: Set<DeviceForm>] {
        screens.filter { $0.value != DeviceForm.every && !$0.value.isEmpty }
    }

    /// Two readers' idiom-only strings as one: a string either uses elsewhere (in its `strings`, not its idiom-only
    /// ones) is used on every screen.
    static func merged(_ first: [String: Set<DeviceForm>], of firstStrings: Set<String>,
                       with second: [String: Set<DeviceForm>], of secondStrings: Set<String>) -> [String: Set<DeviceForm>] {
        var result: [String: Set<DeviceForm>] = [:]
        for key in Set(first.keys).union(second.keys) {
            let forms = (first[key] ?? (firstStrings.contains(key) ? DeviceForm.every : []))
                .union(second[key] ?? (secondStrings.contains(key) ? DeviceForm.every : []))
            if forms != DeviceForm.every { result[key] = forms }
        }
        return result
    }

    /// The ranges of pieces an idiom test at `index` (an `if` or a ternary's `?`) runs on one idiom only, with it.
    private static func branches(at index: Int, in pieces: [Piece]) -> [(Range<Int>, Set<DeviceForm>)] {
        switch pieces[index] {
        case .word("if"):
            // Most tests name no idiom: looked at first, cheaply, so a file of many `if`s is scanned in linear time.
            guard mentionsAnIdiom(after: index, in: pieces),
                  let condition = ifCondition(at: index, in: pieces), let side = side(of: pieces[condition]),
                  let body = statement(from: condition.upperBound, in: pieces) else { return [] }
            var result = [(body, side)]
            if let otherwise = elseBranch(after: body.upperBound, in: pieces) { result.append((otherwise, DeviceForm.every.subtracting(side))) }
            return result
        case .symbol("?"):
            guard let condition = ternaryCondition(before: index, in: pieces), let side = side(of: pieces[condition]),
                  let colon = matchingColon(after: index, in: pieces) else { return [] }
            return [((index + 1)..<colon, side), ((colon + 1)..<expressionEnd(after: colon, in: pieces), DeviceForm.every.subtracting(side))]
        default:
            return []
        }
    }

    /// An `if`'s condition: `(test)` of Objective-C (or Swift with parentheses), or Swift's words up to its `{`.
    private static func ifCondition(at index: Int, in pieces: [Piece]) -> Range<Int>? {
        let start = index + 1
        guard start < pieces.count else { return nil }
        if pieces[start] == .symbol("("), let close = matching(from: start, in: pieces), close + 1 < pieces.count,
           pieces[close + 1] == .symbol("{") || !isSwiftBraceAhead(from: close + 1, in: pieces) {
            return start..<(close + 1)
        }
        return firstAtDepthZero(from: start, in: pieces) { $0 == .symbol("{") }.map { start..<$0 }
    }

    /// Whether a `{` comes before the next `;` (a Swift condition going on after a parenthesised part), within the
    /// length a condition can have.
    private static func isSwiftBraceAhead(from index: Int, in pieces: [Piece]) -> Bool {
        let window = Array(pieces[index..<min(pieces.count, index + conditionWindow)])
        return firstAtDepthZero(from: 0, in: window) { $0 == .symbol("{") || $0 == .symbol(";") }.map { window[$0] == .symbol("{") } ?? false
    }

    /// How many idiom tests of one file are read.
    static let maximumIdiomTests = 256

    /// How many pieces after an `if` its idiom test is looked for in.
    private static let conditionWindow = 24

    /// Whether an idiom word comes within the first pieces after the `if` at `index`.
    private static func mentionsAnIdiom(after index: Int, in pieces: [Piece]) -> Bool {
        pieces[(index + 1)..<min(pieces.count, index + 1 + conditionWindow)].contains { piece in
            if case .word(let word) = piece { return SupportedOrientations.isIdiomWord(word) }
            return false
        }
    }

    /// The `else` part after a body ending at `end`: its block, or the `if` statement it chains to.
    private static func elseBranch(after end: Int, in pieces: [Piece]) -> Range<Int>? {
        guard end < pieces.count, pieces[end] == .word("else") else { return nil }
        let start = end + 1
        guard start < pieces.count else { return nil }
        if pieces[start] == .word("if") { return ifStatementExtent(at: start, in: pieces).map { start..<$0 } }
        return statement(from: start, in: pieces)
    }

    /// Where the `if` statement at `index` ends, its `else` parts included.
    private static func ifStatementExtent(at index: Int, in pieces: [Piece]) -> Int? {
        guard let condition = ifCondition(at: index, in: pieces), let body = statement(from: condition.upperBound, in: pieces) else { return nil }
        return elseBranch(after: body.upperBound, in: pieces)?.upperBound ?? body.upperBound
    }

    /// A block `{ … }` from `index`, or one statement up to and with its `;`.
    private static func statement(from index: Int, in pieces: [Piece]) -> Range<Int>? {
        guard index < pieces.count else { return nil }
        if pieces[index] == .symbol("{") { return matching(from: index, in: pieces).map { index..<($0 + 1) } }
        return firstAtDepthZero(from: index, in: pieces) { $0 == .symbol(";") }.map { index..<($0 + 1) }
    }

    /// The test before a ternary's `?`: the idiom words, calls and comparisons right before it.
    private static func ternaryCondition(before index: Int, in pieces: [Piece]) -> Range<Int>? {
        var start = index, depth = 0
        while start > 0 {
            let piece = pieces[start - 1]
            if piece == .symbol(")") || piece == .symbol("]") {
                depth += 1
            } else if piece == .symbol("(") || piece == .symbol("[") {
                if depth == 0 { break }
                depth -= 1
            } else if case .word(let word) = piece, isTestWord(word) {
            } else if case .symbol(let symbol) = piece, testSymbols.contains(symbol) {
            } else {
                break
            }
            start -= 1
        }
        return start < index && depth == 0 ? start..<index : nil
    }

    /// The `:` that ends a ternary's first value.
    private static func matchingColon(after index: Int, in pieces: [Piece]) -> Int? {
        var nested = 0
        return firstAtDepthZero(from: index + 1, in: pieces) { piece in
            if piece == .symbol("?") { nested += 1 }
            if piece == .symbol(":") {
                if nested == 0 { return true }
                nested -= 1
            }
            return false
        }
    }

    /// Where a ternary's second value ends: a `;` or `,` of its level, or the bracket closing it.
    private static func expressionEnd(after index: Int, in pieces: [Piece]) -> Int {
        var depth = 0
        for cursor in (index + 1)..<pieces.count {
            switch pieces[cursor] {
            case .symbol("("), .symbol("["), .symbol("{"): depth += 1
            case .symbol(")"), .symbol("]"), .symbol("}"):
                if depth == 0 { return cursor }
                depth -= 1
            case .symbol(";"), .symbol(","):
                if depth == 0 { return cursor }
            default: break
            }
        }
        return pieces.count
    }

    /// The bracket closing the one at `index`.
    private static func matching(from index: Int, in pieces: [Piece]) -> Int? {
        var depth = 0
        for cursor in index..<pieces.count {
            switch pieces[cursor] {
            case .symbol("("), .symbol("["), .symbol("{"): depth += 1
            case .symbol(")"), .symbol("]"), .symbol("}"):
                depth -= 1
                if depth == 0 { return cursor }
            default: break
            }
        }
        return nil
    }

    /// The first piece from `index` on, outside any bracket opened after it, that `test` accepts.
    private static func firstAtDepthZero(from index: Int, in pieces: [Piece], where test: (Piece) -> Bool) -> Int? {
        var depth = 0
        var cursor = index
        while cursor < pieces.count {
            let piece = pieces[cursor]
            if depth == 0, test(piece) { return cursor }
            switch piece {
            case .symbol("("), .symbol("["), .symbol("{"): depth += 1
            case .symbol(")"), .symbol("]"), .symbol("}"):
                if depth == 0 { return nil }
                depth -= 1
            default: break
            }
            cursor += 1
        }
        return nil
    }

    private static let testSymbols: Set<String> = [".", "!", "==", "!=", "(", ")", "[", "]"]
    private static let neutralWords: Set<String> = ["self", "traitCollection", "UIScreen", "main", "mainScreen"]

    private static func isTestWord(_ word: String) -> Bool {
        SupportedOrientations.isIdiomWord(word) || neutralWords.contains(word)
    }

    /// The screens a test made of idiom words alone holds on (`isPad`, `!IS_IPHONE`, `idiom == .pad`); nil for any
    /// other test.
    private static func side(of condition: ArraySlice<Piece>) -> Set<DeviceForm>? {
        var pad = false, phone = false, negations = 0
        for piece in condition {
            switch piece {
            case .word(let word):
                guard isTestWord(word) else { return nil }
                let folded = word.lowercased().replacingOccurrences(of: "_", with: "")
                if folded.hasSuffix("pad") { pad = true }
                if folded.hasSuffix("phone") { phone = true }
            case .symbol(let symbol):
                guard testSymbols.contains(symbol) else { return nil }
                if symbol == "!" || symbol == "!=" { negations += 1 }
            case .string:
                return nil
            }
        }
        guard pad != phone else { return nil }
        return (pad != (negations % 2 == 1)) ? DeviceForm.pad : DeviceForm.phone
    }
}
