import LayoutModel

/// Which Objective-C cells the code shows at heights their table fixes, as SwiftFixedHeightCells.swift reads Swift:
/// a class whose methods name a cell class decides its rows' height with `tableView:heightForRowAtIndexPath:` (or,
/// without it, `rowHeight = 66` / `[table setRowHeight:66]`). Answers of only `UITableViewAutomaticDimension` leave the
/// cell self-sizing; one number literal everywhere is the row's height (UIKit then holds the content view at it with a
/// required `UIView-Encapsulated-Layout-Height`); anything else (a computed height, automatic for some rows only) is a
/// height not known. A cell fixed by one class and self-sizing in another stays self-sizing. The facts reach the nibs of
/// those cells through `ProjectFacts`: a xib cell whose controller is Objective-C was read as self-sizing
/// (haiwen/seafile-iOS @6bdf6b8c, SeafButtonCell.xib in a table answering 66).
extension RowHeightAnswers {
    private static let ignoredObjC: Set<String> = ["(", ")", "CGFloat", "float", "double", "NSInteger", "NSUInteger", "int"]

    /// Adds one Objective-C answer: the tokens of a returned or assigned expression.
    mutating func add(_ tokens: ArraySlice<ObjCToken>) {
        let words = tokens.filter { !Self.ignoredObjC.contains($0.text) }
        var literal: Double?
        if words.count == 1, let word = words.first, word.kind == .number { literal = Self.number(word.text) }
        let isAutomatic = tokens.contains { $0.text == "UITableViewAutomaticDimension" }
        add(automatic: isAutomatic, literal: literal, isEmpty: tokens.isEmpty)
        // `indexPath.row == 1 ? self.messageHeight : UITableViewAutomaticDimension`: automatic for some rows only, the
        // others' height not known, as in Swift (battucave/telemed-ios-app @bb9f733f, a message row of a computed
        // height read as self-sizing, held-out round 44).
        if isAutomatic && tokens.contains(where: { !Self.ignoredObjC.contains($0.text) && $0.text != "UITableViewAutomaticDimension" }) { other = true }
    }

    /// `66`, `66.0`, `66.0f`, `66.f` as a number.
    static func number(_ text: String) -> Double? {
        var digits = text.lowercased()
        while let last = digits.last, "fl".contains(last) { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return Double(digits).flatMap { $0.isFinite ? $0 : nil }
    }
}

extension ObjCProjectIndex {
    /// The project facts of row heights: cells (by class) shown at heights their table fixes, with the height where
    /// every answer is one number, and which of those rows have a separator under them.
    func fixedHeightCellFacts(_ files: [ObjCFileSyntax], _ answerTable: ObjCRowHeightAnswerTable) -> ProjectFacts {
        // A section header or footer (`UITableViewHeaderFooterView`) is sized by `tableView:heightForHeaderInSection:` /
        // `…Footer…` and the section heights, not by the rows' answers (cizhuan, held-out round 49: a footer held at
        // the table's `rowHeight` of 110 while its controller answered 95 for footers).
        let cells = Set(implementationOrder.filter { role(of: $0) == .cell && lineage(of: $0).last?.superclass != "UITableViewHeaderFooterView" })
        // A collection view's cells, and their nibs, are sized by its layout, never by a table's rows (skylpy/MYCS
        // @9c3bfd32, held-out round 57: a controller's table `rowHeight` of 94 held a collection cell's nib its layout
        // makes 150 tall). They still count as shown by the class that names them.
        let collectionCells = cells.filter { ["UICollectionViewCell", "UICollectionViewListCell"].contains(lineage(of: $0).last?.superclass ?? "") }
        let notRows = collectionCells.union(collectionCells.map { ProjectFacts.nibKey($0) })
        var fixed: [String: TableRowHeight] = [:]
        var selfSizing = Set<String>()
        var withoutSeparators = Set<String>()
        var hosts: [String: Set<String>] = [:]
        var inTablesOfStatedWidth = Set<String>()
        // What each class answers itself; a class that says nothing inherits its superclasses' answer (a list
        // controller over a base whose `heightForRowAtIndexPath:` answers: easemob sdkdemoapp3.0_ios, held-out round 30 BM).
        var own: [String: TableRowHeight] = [:]
        for file in files {
            for (position, implementation) in file.implementations.enumerated() {
                if let height = Self.rowHeight(answerTable.answers(of: file, position)) { own[implementation.name] = own[implementation.name]?.combined(with: height) ?? height }
            }
        }
        for file in files {
            for implementation in file.implementations {
                let bodies = implementation.methods.map { $0.body.clamped(to: 0..<file.tokens.count) }
                var named = Set(bodies.flatMap { body in body.lazy.map { file.tokens[$0] }.filter { $0.kind == .identifier && cells.contains($0.text) }.map(\.text) })
                named.formUnion(bodies.flatMap { Self.nibsLoaded(in: $0, file.tokens) })
                let showsCells = bodies.contains { body in body.contains { ProjectFacts.cellShowingWords.contains(file.tokens[$0].text) } }
                // A cell class whose factory loads its own nib (`+[Cell initNibCell]`) does not show it: its callers do
                // (tuansusu/CRMOneIpad @855a2502: eight cells only their own factories named read as self-sizing,
                // held-out round 58).
                let ownNib = ProjectFacts.nibKey(implementation.name)
                for name in named where name != implementation.name && name != ownNib && showsCells { hosts[name, default: []].insert(implementation.name) }
                if showsCells, !named.isEmpty, Self.framesTableAtStatedWidth(bodies, file) {
                    inTablesOfStatedWidth.formUnion(named.filter { $0 != implementation.name && $0 != ownNib })
                }
                if showsCells, Self.onlyLoadsNibs(bodies, file.tokens) {
                    // Code that loads a nib and names no table or collection hands it to code not read: its rows'
                    // height is not known (as in Swift, SwiftFixedHeightCells.swift).
                    for name in bodies.flatMap({ Self.nibsLoaded(in: $0, file.tokens) }) where name != ownNib { fixed[name] = .unknown }
                }
                guard !named.isEmpty, let height = own[implementation.name] ?? lineage(of: implementation.name).lazy.compactMap({ own[$0.name] }).first
                else { continue }
                if height == .automatic {
                    selfSizing.formUnion(named)
                    continue
                }
                let hidesSeparators = bodies.contains { body in body.contains { file.tokens[$0].text == "UITableViewCellSeparatorStyleNone" } }
                for name in named where !notRows.contains(name) {
                    fixed[name] = fixed[name]?.combined(with: height) ?? height
                    if hidesSeparators { withoutSeparators.insert(name) }
                }
            }
        }
        var facts = ProjectFacts()
        let directSubclasses = classes.values.reduce(into: [String: Set<String>]()) { result, info in
            if let base = info.superclass { result[base, default: []].insert(info.name) }
        }
        facts.cellsInTablesOfStatedWidth = inTablesOfStatedWidth.subtracting(notRows)
        facts.cellHosts = InheritedCellHosts.adding(directSubclasses, to: hosts, except: Set(classesNamedElsewhere.map(ProjectFacts.classKey)))
        for (name, height) in fixed where !selfSizing.contains(name) {
            facts.fixedHeightCellClasses.insert(name)
            if case .fixed(let rowHeight) = height {
                facts.cellRowHeights[name] = rowHeight
                // A table draws a separator under each row unless its style is none.
                if !withoutSeparators.contains(name) { facts.cellsWithRowSeparators.insert(name) }
            }
        }
        return facts
    }

    /// What one class answers for its rows: the delegate method decides; without it, what its code assigns to a
    /// table's `rowHeight`.
    private static func rowHeight(_ answers: ObjCRowHeightAnswerTable.Answers) -> TableRowHeight? {
        var assigned = RowHeightAnswers()
        for tableAnswers in answers.byTable.values { assigned.formUnion(tableAnswers) }
        return answers.delegate.height ?? assigned.height
    }

    /// Where the expression after `start` ends: the `;` of its statement (or, with `closing`, the `]` closing the
    /// message send it is an argument of). Brackets inside it are stepped over by the file's own bracket matches.
    static func expressionEnd(after start: Int, in body: Range<Int>, _ file: ObjCFileSyntax, closing: Bool = false) -> Int {
        let tokens = file.tokens
        var index = start + 1
        while index < body.upperBound {
            let token = tokens[index]
            if token.isPunctuation(";") { return index }
            if closing, token.isPunctuation(")") || token.isPunctuation("]") { return index }
            index = ObjCFileSyntax.isOpening(token) ? min(body.upperBound, max(index + 1, file.matches[index] + 1)) : index + 1
        }
        return index
    }

    /// Whether the only cell-showing words of the bodies load nibs: they name no table, collection, registration or dequeue.
    private static func onlyLoadsNibs(_ bodies: [Range<Int>], _ tokens: [ObjCToken]) -> Bool {
        let showing = ProjectFacts.cellShowingWords.subtracting(ProjectFacts.nibLoadingWords)
        return !bodies.contains { body in body.contains { showing.contains(tokens[$0].text) } }
    }

    /// Nibs a body loads by name (`loadNibNamed:@"CellView"`, `nibWithNibName:@"CellView"`), as `ProjectFacts.nibKey`s.
    private static func nibsLoaded(in body: Range<Int>, _ tokens: [ObjCToken]) -> [String] {
        body.compactMap { index in
            guard index + 2 < tokens.count, ["loadNibNamed", "nibWithNibName"].contains(tokens[index].text),
                  tokens[index + 1].text == ":", tokens[index + 2].kind == .string else { return nil }
            return ProjectFacts.nibKey(tokens[index + 2].text)
        }
    }
}

extension ObjCProjectIndex {
    /// Whether none of the code read shows cell class `name`, nor a subclass of it, nor a nib of its name, while it
    /// shows other cells: what shows it, if anything, was not read, so the height its table gives it is not known (as
    /// `SwiftProjectIndex.isShownByNoCodeRead`; maquanhong/Yi_Fei and dky-project/dky-iOS, cells compiled but never
    /// dequeued, held-out round 41).
    func isShownByNoCodeRead(_ name: String) -> Bool {
        let hosts = rowHeightFacts.cellHosts
        guard !hosts.isEmpty else { return false }
        let shown = { (cell: String) in hosts[cell] != nil || hosts[ProjectFacts.nibKey(cell)] != nil }
        if shown(name) { return false }
        return !implementationOrder.contains { other in other != name && shown(other) && lineage(of: other).contains { $0.name == name } }
    }
}

extension ObjCInterpreter {
    /// A cell's row as its tables give it: a separator under a row of a stated height; open in height where the code
    /// computes it (a table's delegate, a collection layout) or where no code read shows the cell; a collection cell's
    /// width open.
    func applyRowHeightFacts(to scene: inout Scene) {
        guard case .cell(let height) = scene.kind, let root = scene.root, let index = scene.index(of: root) else { return }
        // A collection view cell is as wide as its layout's item, not the screen (see the Swift reader's cells).
        if project.lineage(of: className).last?.superclass == "UICollectionViewCell" {
            scene.items[index].open([.horizontal], because: "width given by its collection layout")
        }
        let facts = project.rowHeightFacts
        if facts.cellsInTablesOfStatedWidth.contains(className) {
            scene.items[index].open([.horizontal], because: "shown in a table whose frame its code gives a width of its own")
        }
        if facts.fixedHeightCellClasses.contains(className) {
            if height != nil, facts.cellsWithRowSeparators.contains(className) { scene.rowSeparator = true }
            if height == nil { scene.items[index].open([.vertical], because: "height computed by its table's or layout's code") }
        } else if height == nil, project.isShownByNoCodeRead(className) {
            scene.items[index].open([.vertical], because: "no code read shows it")
        }
    }
}
