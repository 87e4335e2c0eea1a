/// The row heights of the tables an Objective-C class manages, as SwiftTableSizing.swift reads them from Swift: the
/// delegate's `tableView:heightForRowAtIndexPath:` answers for every table (`ProjectFacts.everyTable`), else what the
/// code assigns to a table property (`self.tableView.rowHeight = UITableViewAutomaticDimension;`,
/// `[_tableView setRowHeight:60]`). A storyboard table's prototypes take this over the height drawn in the file
/// (inaturalist/INaturalistIOS @3ab22038: a controller making its storyboard table self-sizing in `viewDidLoad`, whose
/// 44-point prototype was read as fixed; held-out round 19). A subclass inherits what its superclasses say about
/// tables it says nothing about.
extension ObjCProjectIndex {
    /// `ProjectFacts.tableRowHeights` for the Objective-C classes of `files`.
    func tableRowHeights(_ files: [ObjCFileSyntax], _ answerTable: ObjCRowHeightAnswerTable) -> [String: [String: TableRowHeight]] {
        var own: [String: [String: TableRowHeight]] = [:]
        for file in files {
            for (position, implementation) in file.implementations.enumerated() {
                let heights = Self.tableRowHeights(answerTable.answers(of: file, position))
                guard !heights.isEmpty else { continue }
                own[implementation.name] = (own[implementation.name] ?? [:]).merging(heights) { $0.combined(with: $1) }
            }
        }
        var result: [String: [String: TableRowHeight]] = [:]
        for name in implementationOrder {
            var heights: [String: TableRowHeight] = [:]
            for info in lineage(of: name) {
                for (table, height) in own[info.name] ?? [:] where heights[table] == nil { heights[table] = height }
            }
            if !heights.isEmpty { result[name] = heights }
        }
        return result
    }

    /// One implementation's answers: the delegate's under `everyTable`, each table property's assignments under its name.
    private static func tableRowHeights(_ answers: ObjCRowHeightAnswerTable.Answers) -> [String: TableRowHeight] {
        var heights: [String: TableRowHeight] = [:]
        if let height = answers.delegate.height { heights[ProjectFacts.everyTable] = height }
        for (table, tableAnswers) in answers.byTable { heights[table] = tableAnswers.height }
        return heights
    }

    /// What an implementation's `tableView:heightForRowAtIndexPath:` returns, and what its code assigns to each table
    /// property's `rowHeight` (`self.tableView.rowHeight = …`, `[_tableView setRowHeight:…]`).
    static func rowHeightAnswers(of implementation: ObjCImplementation, in file: ObjCFileSyntax)
        -> (delegate: RowHeightAnswers, byTable: [String: RowHeightAnswers]) {
        let tokens = file.tokens
        var delegate = RowHeightAnswers()
        var byTable: [String: RowHeightAnswers] = [:]
        for method in implementation.methods where !method.isClassMethod {
            let body = method.body.clamped(to: 0..<tokens.count)
            // UITableView's delegate method, or a table wrapper's that passes its answer on to it (RATreeView's
            // `treeView:heightForRowForItem:`, held-out round 48, P2FD: 7 false missing chains).
            if method.selector == "tableView:heightForRowAtIndexPath:" || Self.isWrapperRowHeightSelector(method.selector) {
                for index in body where tokens[index].text == "return" {
                    delegate.add(tokens[(index + 1)..<expressionEnd(after: index, in: body, file)])
                }
                if delegate.isEmpty { delegate.other = true }
            }
            // `self.tableView.delegate = self.helper`, `[_tableView setDelegate:helper]`: another object answers the rows'
            // heights, so they are not known here (as SwiftTableSizing.tablesDelegatedElsewhere reads Swift).
            for index in body where tokens[index].text == "delegate" || tokens[index].text == "setDelegate" {
                let next = index + 1
                guard next + 1 < body.upperBound, tokens[next].text == "=" || tokens[next].text == ":" else { continue }
                let isMessage = tokens[index].text == "setDelegate"
                let value = tokens[next + 1]
                let isSelf = value.text == "self" && !(next + 2 < body.upperBound && tokens[next + 2].text == ".")
                let table = tableProperty(before: index, isMessage: isMessage, tokens)
                guard !isSelf, value.text != "nil", table != "self" else { continue }
                byTable[table, default: RowHeightAnswers()].other = true
            }
            for index in body where tokens[index].text == "rowHeight" || tokens[index].text == "setRowHeight" {
                let next = index + 1
                guard next < body.upperBound, tokens[next].text == "=" || tokens[next].text == ":" else { continue }
                let isMessage = tokens[index].text == "setRowHeight"
                var answers = RowHeightAnswers()
                answers.add(tokens[(next + 1)..<expressionEnd(after: next, in: body, file, closing: isMessage)])
                byTable[tableProperty(before: index, isMessage: isMessage, tokens), default: RowHeightAnswers()].formUnion(answers)
            }
        }
        return (delegate, byTable)
    }

    /// A delegate method of a table wrapper that answers a row's height (`treeView:heightForRowForItem:`): a selector of
    /// two parts whose second is `heightForRow…`.
    static func isWrapperRowHeightSelector(_ selector: String) -> Bool {
        let parts = selector.split(separator: ":")
        return parts.count == 2 && parts[1].hasPrefix("heightForRow")
    }

    /// The table property a `rowHeight` assignment or `setRowHeight:` message names: `self.tableView.rowHeight` and
    /// `[_tableView setRowHeight:…]` → `tableView`; `self.rowHeight` (a table subclass) → `self`.
    private static func tableProperty(before index: Int, isMessage: Bool, _ tokens: [ObjCToken]) -> String {
        let receiver = isMessage ? index - 1 : index - 2
        guard receiver >= 0, isMessage || tokens[index - 1].text == ".", tokens[receiver].kind == .identifier else { return "self" }
        let name = tokens[receiver].text
        if name == "self" { return "self" }
        return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}
