/// Reuse identifiers of cells the code dequeues only to return them as a table's section header or footer: a
/// `tableView(_:viewForHeaderInSection:)` (or `…FooterInSection`) whose body calls
/// `dequeueReusableCell(withIdentifier: "SectionTitle")`, the string used nowhere else. UIKit sizes the view a header
/// function returns as a header (`heightForHeaderInSection`, `sectionHeaderHeight`), not as a row, so such a prototype
/// is no self-sizing row (tpgoffline/tpg-offline-iOS @da848659, held-out round 62: a header prototype read as a row
/// without a height chain). A lexical scan of Swift and Objective-C pieces, as `IdiomBranchStrings` reads them.
struct HeaderCellIdentifiers: Equatable {
    typealias Piece = IdiomBranchStrings.Piece

    static let headerFunctionWords: Set<String> = ["viewForHeaderInSection", "viewForFooterInSection"]
    static let dequeueWords: Set<String> = ["dequeueReusableCell", "dequeueReusableCellWithIdentifier"]
    /// How many header or footer functions of one file are read (a real file has a few).
    static let maximumFunctionsPerFile = 256

    /// How often each string literal occurs in the code scanned.
    private(set) var occurrences: [String: Int] = [:]
    /// How often each string literal is the identifier a header or footer function dequeues a cell by.
    private(set) var headerDequeues: [String: Int] = [:]

    /// The identifiers every use of which is a header or footer function's dequeue.
    var headerOnly: Set<String> {
        Set(headerDequeues.filter { occurrences[$0.key] == $0.value }.keys)
    }

    /// Counts the strings of one file's pieces. `semicolonEndsDeclarations`: Objective-C's `;` ends a method's
    /// declaration; Swift's pieces hold a `;` at every line start, which a body's `{` may follow.
    mutating func scan(_ pieces: [Piece], semicolonEndsDeclarations: Bool) {
        for (position, piece) in pieces.enumerated() {
            guard case .string(let text) = piece, !text.isEmpty, !Self.registers(pieces, stringAt: position) else { continue }
            occurrences[text, default: 0] += 1
        }
        var index = pieces.startIndex
        var functions = 0
        // Each header function's body is found by matching braces to its end: a bound keeps a file of thousands of
        // unclosed declarations (a fuzzer's) linear.
        while index < pieces.endIndex, functions < Self.maximumFunctionsPerFile {
            guard case .word(let word) = pieces[index], Self.headerFunctionWords.contains(word),
                  Self.declaresParameter(pieces, after: index),
                  let body = Self.body(pieces, after: index, semicolonEndsDeclarations: semicolonEndsDeclarations) else {
                index += 1
                continue
            }
            functions += 1
            for position in body {
                guard case .word(let call) = pieces[position], Self.dequeueWords.contains(call),
                      let identifier = Self.firstString(pieces, after: position) else { continue }
                headerDequeues[identifier, default: 0] += 1
            }
            index = body.upperBound
        }
    }

    /// Whether the string at `position` is the identifier a registration files a cell under (`register(_:
    /// forCellReuseIdentifier: "X")`, `registerNib:… forCellReuseIdentifier:@"X"`): registering is no use of the cell,
    /// so a nib registered and then dequeued only by a footer function is a footer (ashrafquickride/IOSQuickRideCode-Master
    /// @6cd2c8ee, held-out round 79: a footer cell sized by `heightForFooterInSection` read as a self-sizing row).
    /// The nib such a registration names (`UINib(nibName: "X", …)`, `[UINib nibWithNibName:@"X" …]`) is no use either.
    private static func registers(_ pieces: [Piece], stringAt position: Int) -> Bool {
        guard position >= 2, pieces[position - 1] == .symbol(":"), case .word(let label) = pieces[position - 2] else { return false }
        if label == "forCellReuseIdentifier" || label == "nibWithNibName" { return true }
        return label == "nibName" && position >= 4 && pieces[position - 3] == .symbol("(") && pieces[position - 4] == .word("UINib")
    }

    /// Whether the label at `index` starts a parameter's declaration, not a call's argument: Swift's
    /// `viewForHeaderInSection section: Int`, Objective-C's `viewForHeaderInSection:(NSInteger)section`.
    private static func declaresParameter(_ pieces: [Piece], after index: Int) -> Bool {
        guard index + 2 < pieces.endIndex else { return false }
        if case .word = pieces[index + 1], pieces[index + 2] == .symbol(":") { return true }
        return pieces[index + 1] == .symbol(":") && pieces[index + 2] == .symbol("(")
    }

    /// The positions inside the braces of the function declared at `index`; nil for a declaration without a body (an
    /// Objective-C `;`, a Swift protocol requirement followed by another declaration).
    private static func body(_ pieces: [Piece], after index: Int, semicolonEndsDeclarations: Bool) -> Range<Int>? {
        var position = index + 1
        while position < pieces.endIndex {
            switch pieces[position] {
            case .symbol("{"):
                var depth = 0
                for end in position..<pieces.endIndex {
                    if pieces[end] == .symbol("{") { depth += 1 }
                    if pieces[end] == .symbol("}") { depth -= 1 }
                    if depth == 0 { return (position + 1)..<end }
                }
                return nil
            case .symbol("}"), .word("func"), .word("var"), .word("let"):
                return nil
            case .symbol(";") where semicolonEndsDeclarations:
                return nil
            default:
                position += 1
            }
        }
        return nil
    }

    /// The first string literal of a call's arguments: `( withIdentifier : "X"` or `: @"X"`, within a few pieces.
    private static func firstString(_ pieces: [Piece], after index: Int) -> String? {
        for position in (index + 1)..<min(index + 6, pieces.endIndex) {
            switch pieces[position] {
            case .string(let text): return text
            case .symbol(")"), .symbol("]"), .symbol(","): return nil
            default: continue
            }
        }
        return nil
    }
}
