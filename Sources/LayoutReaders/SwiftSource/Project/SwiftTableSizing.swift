/// What one type's code answers for the height of the rows, section headers or section footers of the tables (and
/// the size of the collection items) it manages.
///
/// UIKit asks the delegate first (`tableView(_:heightForRowAt:)`, `heightForHeaderInSection`,
/// `heightForFooterInSection`, `collectionView(_:layout:sizeForItemAt:)`) and falls back on the table's property
/// (`rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`; a flow layout's `itemSize` / `estimatedItemSize`)
/// only when the delegate does not answer (UITableViewDelegate documentation, "tableView(_:heightForRowAt:)").
/// `UITableView.automaticDimension` lets the row ask its content for its height (WWDC 2014 session 226, "What's New
/// in Table and Collection Views").
extension RowHeightAnswers {
    static let automaticWords: Set<String> = ["automaticDimension", "UITableViewAutomaticDimension", "automaticSize"]

    /// Adds the answer written as `tokens[range]`: a number literal (`64`, `CGFloat(64)`), `automaticDimension`, or
    /// anything else (unknown).
    mutating func add(_ tokens: ArraySlice<SwiftToken>) {
        let words = tokens.filter { !$0.isSymbol("(") && !$0.isSymbol(")") && !$0.isWord("CGFloat") && !$0.isWord("Double") }
        var literal: Double?
        if words.count == 1, let word = words.first, word.kind == .integer || word.kind == .float {
            literal = Double(word.text.replacingOccurrences(of: "_", with: ""))
        }
        let isAutomatic = tokens.contains { Self.automaticWords.contains($0.text) }
        add(automatic: isAutomatic, literal: literal, isEmpty: tokens.isEmpty)
        // `indexPath.section == 0 ? UITableView.automaticDimension : 45`, `cached ?? UITableView.automaticDimension`:
        // automatic for some rows only, the others' height not known (Adamant-im/adamant-iOS @16f4c262, held-out round 37).
        if isAutomatic && tokens.contains(where: { !Self.automaticSpelling.contains($0.text) }) { other = true }
    }

    /// The words and symbols of `UITableView.automaticDimension` written alone (in parentheses, cast or not).
    private static let automaticSpelling: Set<String> = automaticWords.union(["UITableView", "UICollectionViewFlowLayout", ".", "(", ")", "CGFloat", "Double"])
}

/// Which sizes of a table the code answers for.
enum SwiftTableDimension: CaseIterable {
    case rows, headers, footers

    /// The delegate method's argument labels that size this dimension: Swift 3's, and Swift 2's, which named the
    /// Objective-C selector's whole part (`heightForRowAtIndexPath`; CatchChat/Yep, 13 nib cells of 60-point rows
    /// read as self-sizing, held-out round 29 BH).
    var delegateLabels: Set<String> {
        switch self {
        case .rows: return ["heightForRowAt", "heightForRowAtIndexPath"]
        case .headers: return ["heightForHeaderInSection"]
        case .footers: return ["heightForFooterInSection"]
        }
    }

    /// The collection view delegate's labels answering an item's size (Swift 3's and Swift 2's).
    static let itemSizeLabels: Set<String> = ["sizeForItemAt", "sizeForItemAtIndexPath"]

    var properties: Set<String> {
        switch self {
        case .rows: return ["rowHeight", "itemSize", "estimatedItemSize"]
        case .headers: return ["sectionHeaderHeight"]
        case .footers: return ["sectionFooterHeight"]
        }
    }
}

/// Which list a cell is shown in, as far as its class tells: a table's row answers to the table's delegate and
/// `rowHeight`, a collection item to its layout (`sizeForItemAt`, `itemSize`, `estimatedItemSize`). A controller managing
/// both a table and a collection view sizes each list's cells with its own answers (Ozinshe apps, held-out round 59: a
/// collection cell's 34-point item held at the 153 points a table's `heightForRowAt` gave the controller's table rows).
enum SwiftCellList {
    case table, collection, either

    /// Whether a delegate function named `name` (`tableView`, `collectionView`) sizes cells of this list.
    func admitsDelegate(named name: String) -> Bool {
        switch self {
        case .table: return name == "tableView"
        case .collection: return name == "collectionView"
        case .either: return true
        }
    }

    /// Whether the property sizes cells of this list.
    func admitsProperty(_ name: String) -> Bool {
        switch self {
        case .table: return !["itemSize", "estimatedItemSize"].contains(name)
        case .collection: return name != "rowHeight"
        case .either: return true
        }
    }
}

extension SwiftProjectIndex {
    /// The delegate's answers in functions `functions` for `dimension` (`sizeForItemAt` counts as rows).
    static func delegateAnswers(_ functions: [SwiftFunctionDecl], _ dimension: SwiftTableDimension,
                                includingCollections: Bool = true, list: SwiftCellList = .either) -> RowHeightAnswers? {
        var answers = RowHeightAnswers()
        var answered = false
        for function in functions where list.admitsDelegate(named: function.name) {
            let labels = Set(function.parameters.compactMap(\.label))
            let matches = (function.name == "tableView" && !labels.isDisjoint(with: dimension.delegateLabels))
                || (includingCollections && dimension == .rows && function.name == "collectionView"
                    && !labels.isDisjoint(with: SwiftTableDimension.itemSizeLabels))
            guard matches, let body = function.bodyRange else { continue }
            answered = true
            let tokens = function.file.tokens
            let returns = body.filter { tokens[$0].isWord("return") }
            // A body of one expression (`64`) is its own answer.
            let starts = returns.isEmpty ? [body.lowerBound - 1] : returns
            for start in starts { answers.add(tokens[expression(after: start, in: tokens, end: body.upperBound)]) }
        }
        return answered ? answers : nil
    }

    /// What the code in token range `body` assigns to the table properties of `dimension`, by the table's
    /// property name (`tableView.rowHeight = 64` → `tableView`; `rowHeight = 64` on the table itself → `self`).
    static func propertyAnswers(in body: Range<Int>, of file: SwiftFileSyntax,
                                _ dimension: SwiftTableDimension, list: SwiftCellList = .either) -> [String: RowHeightAnswers] {
        let tokens = file.tokens
        var result: [String: RowHeightAnswers] = [:]
        for index in body where tokens[index].kind == .identifier && dimension.properties.contains(tokens[index].text)
            && list.admitsProperty(tokens[index].text) {
            if let table = rxBoundTable(at: index, tokens) {
                result[table, default: RowHeightAnswers()].other = true
                continue
            }
            guard index + 1 < tokens.count, tokens[index + 1].isSymbol("=") else { continue }
            var table = "self"
            if index >= 2, tokens[index - 1].isSymbol("."), tokens[index - 2].kind == .identifier || tokens[index - 2].kind == .dollarIdentifier {
                table = tokens[index - 2].text
            }
            var answers = RowHeightAnswers()
            if tokens[index].text == "estimatedItemSize" {
                answers.automatic = true
            } else {
                answers.add(tokens[expression(after: index + 1, in: tokens, end: body.upperBound)])
            }
            result[table, default: RowHeightAnswers()].formUnion(answers)
        }
        return result
    }

    /// Tables whose `delegate` the code hands to another object (`tableView.delegate = helper`, `= self.dataSource`):
    /// that object answers `heightForRowAt`, so the rows' height is not the one drawn in Interface Builder, nor known
    /// here (RicardoTores/FitnessApp-iOS-Swift @c5fe1e48: a helper answering automatic heights for 34-point prototypes,
    /// held-out round 47).
    static func tablesDelegatedElsewhere(in body: Range<Int>, of file: SwiftFileSyntax) -> Set<String> {
        Set(delegatesHandedElsewhere(in: body, of: file).map(\.table))
    }

    /// `tableView.delegate = helper`: each table whose delegate the code hands to another object, with the object's
    /// expression's first word (`helper`, `self` of `self.helper`'s owner left out: `helper`).
    static func delegatesHandedElsewhere(in body: Range<Int>, of file: SwiftFileSyntax) -> [(table: String, value: String)] {
        let tokens = file.tokens
        var tables: [(table: String, value: String)] = []
        for index in body where index >= 2 && index + 2 < body.upperBound && tokens[index].isWord("delegate")
            && tokens[index - 1].isSymbol(".") && tokens[index + 1].isSymbol("=") {
            // `tableView.delegate`, `tableView?.delegate`, `tableView!.delegate`.
            let unwraps = tokens[index - 2].isSymbol("?") || tokens[index - 2].isSymbol("!")
            let owner = index - (unwraps ? 3 : 2)
            guard owner >= body.lowerBound, tokens[owner].kind == .identifier else { continue }
            let value = tokens[index + 2]
            let isSelf = value.isWord("self") && (index + 3 >= body.upperBound || !tokens[index + 3].isSymbol("."))
            guard !isSelf && !value.isWord("nil") else { continue }
            let named = value.isWord("self") && index + 4 < body.upperBound ? tokens[index + 4].text : value.text
            tables.append((tokens[owner].text, named))
        }
        return tables
    }

    /// The table whose property at `index` an RxCocoa binder sets (`heights.bind(to: tableView.rx.rowHeight)`): the
    /// value comes from a stream the reader does not follow (Nexters/Boolti-iOS @51b45c41, held-out round 37).
    private static func rxBoundTable(at index: Int, _ tokens: [SwiftToken]) -> String? {
        guard index >= 4, tokens[index - 1].isSymbol("."), tokens[index - 2].isWord("rx"), tokens[index - 3].isSymbol("."),
              tokens[index - 4].kind == .identifier else { return nil }
        return tokens[index - 4].text
    }

    /// The tables whose separators the code in token range `body` turns off (`separatorStyle = .none`), by the
    /// table's property as for `propertyAnswers`; `*` for every table (`UITableView.appearance().separatorStyle`).
    static func tablesHidingSeparators(in body: Range<Int>, of file: SwiftFileSyntax) -> Set<String> {
        let tokens = file.tokens
        var result = Set<String>()
        for index in body where tokens[index].isWord("separatorStyle") {
            guard index + 1 < tokens.count, tokens[index + 1].isSymbol("=") else { continue }
            let value = tokens[expression(after: index + 1, in: tokens, end: body.upperBound)]
            guard !value.contains(where: { $0.text == "singleLine" || $0.text == "singleLineEtched" }) else { continue }
            if index >= 4, tokens[index - 1].isSymbol("."), tokens[index - 2].isSymbol(")"), tokens[index - 4].isWord("appearance") {
                result.insert(ProjectFacts.everyTable)
            } else if index >= 2, tokens[index - 1].isSymbol("."), tokens[index - 2].kind == .identifier {
                result.insert(tokens[index - 2].text)
            } else {
                result.insert("self")
            }
        }
        return result
    }

    /// The tables whose separators each type's code (or a project superclass's) turns off, as
    /// `ProjectFacts.tablesWithoutSeparators` holds them.
    func tablesWithoutSeparators() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in typeOrder {
            var tables = Set<String>()
            var current: String? = name
            var seen = Set<String>()
            while let typeName = current, let info = type(named: typeName), seen.insert(info.name).inserted {
                for declaration in info.declarations {
                    guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { continue }
                    tables.formUnion(Self.tablesHidingSeparators(in: body, of: declaration.file))
                }
                current = superclass(of: info.name)
            }
            guard !tables.isEmpty else { continue }
            if tables.contains(ProjectFacts.everyTable) { result[ProjectFacts.everyTable, default: []].insert(ProjectFacts.everyTable) }
            result[ProjectFacts.classKey(name), default: []].formUnion(tables)
        }
        for file in files {
            let everywhere = Self.tablesHidingSeparators(in: 0..<file.tokens.count, of: file).contains(ProjectFacts.everyTable)
            if everywhere { result[ProjectFacts.everyTable, default: []].insert(ProjectFacts.everyTable) }
        }
        return result
    }

    /// The tokens of the expression that follows `start` up to the end of its line or statement.
    private static func expression(after start: Int, in tokens: [SwiftToken], end: Int) -> Range<Int> {
        var index = start + 1
        var depth = 0
        while index < end {
            let token = tokens[index]
            if index > start + 1, token.startsLine, depth == 0 { break }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                if depth == 0 { break }
                depth -= 1
            }
            if token.isSymbol(";"), depth == 0 { break }
            index += 1
        }
        return min(start + 1, end)..<max(min(start + 1, end), index)
    }

    /// Token indices between the braces of a type or extension declaration.
    static func bodyRange(of type: SwiftTypeDecl, in file: SwiftFileSyntax) -> Range<Int>? {
        let tokens = file.tokens
        guard var index = tokens.firstIndex(where: { $0.offset >= type.position.offset }) else { return nil }
        while index < tokens.count, !tokens[index].isSymbol("{") { index += 1 }
        guard index < tokens.count, let end = file.matches[index], end > index else { return nil }
        return (index + 1)..<min(end, tokens.count)
    }

    /// The row heights of the tables each type (last name component) manages, as `ProjectFacts.tableRowHeights`
    /// holds them: the delegate's answer under `ProjectFacts.everyTable`, else each table property's assignments.
    /// A subclass inherits what its project superclasses say about tables it says nothing about.
    func tableRowHeights() -> [String: [String: TableRowHeight]] {
        var own: [String: [String: TableRowHeight]] = [:]
        for name in typeOrder {
            guard let info = types[name] else { continue }
            var heights: [String: TableRowHeight] = [:]
            if let height = Self.delegateAnswers(info.functions, .rows, includingCollections: false)?.height {
                heights[ProjectFacts.everyTable] = height
            }
            var assigned: [String: RowHeightAnswers] = [:]
            for declaration in info.declarations {
                guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { continue }
                for (table, answers) in Self.propertyAnswers(in: body, of: declaration.file, .rows) {
                    assigned[table, default: RowHeightAnswers()].formUnion(answers)
                }
                for table in Self.tablesDelegatedElsewhere(in: body, of: declaration.file) {
                    assigned[table, default: RowHeightAnswers()].other = true
                }
            }
            for (table, answers) in assigned { heights[table] = answers.height }
            if !heights.isEmpty { own[name] = heights }
        }
        var result: [String: [String: TableRowHeight]] = [:]
        for name in typeOrder {
            var heights = own[name] ?? [:]
            var current = name
            var seen: Set<String> = [name]
            while let parent = superclass(of: current), let info = type(named: parent), seen.insert(info.name).inserted {
                for (table, height) in own[info.name] ?? [:] where heights[table] == nil { heights[table] = height }
                current = info.name
            }
            guard !heights.isEmpty else { continue }
            let short = ProjectFacts.classKey(name)
            result[short] = result[short].map { existing in existing.merging(heights) { $0.combined(with: $1) } } ?? heights
        }
        return result
    }
}
