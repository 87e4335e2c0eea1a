/// Which project cells are shown at a height their table or collection view fixes, and at which height.
///
/// A cell is only self-sizing when its table lets it be. The code that decides sits with the table, usually
/// in the controller that dequeues the cell: in a type (or extension) whose body names the cell, a
/// `heightForRowAt` / `sizeForItemAt` decides (self-sizing only if it answers nothing but `automaticDimension`,
/// whatever the estimate; answering it for some rows and a height of its own for others leaves the height open);
/// without one, `rowHeight = 60` / `itemSize = …` fix the height and `rowHeight = automaticDimension` /
/// `estimatedItemSize` do not. A `UITableViewHeaderFooterView` is sized the same way by
/// `heightForHeaderInSection` / `heightForFooterInSection` and `sectionHeaderHeight` / `sectionFooterHeight`.
/// A cell fixed by one type and self-sizing in another stays self-sizing; with no evidence at all it stays
/// self-sizing (UIKit's default). Where every answer is the same number literal that number is the row's height;
/// UIKit then holds the content view at it with a required `UIView-Encapsulated-Layout-Height`.
/// What the project's code says about the heights its cells are shown at (last name components).
struct SwiftFixedHeightCells {
    /// Cells shown at heights their table or collection view fixes.
    var names: Set<String> = []
    /// Of `names`, those whose height the code states, with that height.
    var heights: [String: Double] = [:]
    /// Of `heights`, the table rows with a separator line below them.
    var separated: Set<String> = []
    /// Per cell or header (class or `ProjectFacts.nibKey`), the types other than itself whose bodies name it.
    var hosts: [String: Set<String>] = [:]
    /// Cells (class or `ProjectFacts.nibKey`) shown in a table its code frames at a width stated as a number.
    var inTablesOfStatedWidth: Set<String> = []
}

extension SwiftProjectIndex {
    /// Whether the code of type `name` shows cells: words of code that does, or a table or collection view of the
    /// project's own class, which shows the cells its code names (it registers them on itself, often through a helper).
    private func showsCells(_ name: String, _ body: Range<Int>, _ tokens: [SwiftToken]) -> Bool {
        body.contains { ProjectFacts.cellShowingWords.contains(tokens[$0].text) }
            || ["UITableView", "UICollectionView"].contains(platformBase(of: name) ?? "")
    }

    /// Names of cell types (last name component) shown at fixed heights, with the height where the code states one.
    /// A `UITableViewHeaderFooterView` is sized by the section header and footer answers, a cell by the row answers.
    func fixedHeightCells(cellNames: Set<String>, headerNames: Set<String> = []) -> SwiftFixedHeightCells {
        var fixed = Set<String>()
        var selfSizing = Set<String>()
        // Cells named by a delegate that answers automaticDimension for some rows and other heights for others.
        var mixed = Set<String>()
        var heights: [String: TableRowHeight] = [:]
        // Rows shown by a table whose separators the code turns off (or might: every table, by appearance).
        var withoutSeparators = Set<String>()
        let noSeparatorsAnywhere = files.contains { Self.tablesHidingSeparators(in: 0..<$0.tokens.count, of: $0).contains(ProjectFacts.everyTable) }
        var hosts: [String: Set<String>] = [:]
        var inTablesOfStatedWidth = Set<String>()
        let cellsByGenericHost = cellsNamedAsTypeArguments(cellNames)
        let selfNaming = selfNamingStaticProperties()
        for file in files where !Self.isGeneratedResourceAccessors(file) {
            let tokens = file.tokens
            for type in file.types {
                guard let body = Self.bodyRange(of: type, in: file) else { continue }
                let named = Self.cellsNamed(in: body, tokens, among: cellNames)
                let mentioned = named.union(cellsByGenericHost[ProjectFacts.classKey(type.name)] ?? [])
                let host = Self.hostKey(of: type.name)
                // Code that shows cells, or that makes this one (`BaseCardCell(style: …)`), hosts it.
                let showsCells = showsCells(type.name, body, tokens)
                if showsCells { for key in Self.reuseKeys(in: body, tokens, selfNaming: selfNaming) { hosts[key, default: []].insert(host) } }
                guard !mentioned.isEmpty else { continue }
                let made = Set(body.lazy.filter { $0 + 1 < tokens.count && tokens[$0 + 1].isSymbol("(") }.map { tokens[$0].text })
                // A cell class loading its own nib (`static var nib: UINib`) does not show it: whoever calls that does.
                let ownNib = ProjectFacts.nibKey(host)
                for name in mentioned where name != host && name != ownNib && (showsCells || made.contains(name)) { hosts[name, default: []].insert(host) }
                if showsCells, Self.framesTableAtStatedWidth(body, tokens) { inTablesOfStatedWidth.formUnion(named.subtracting([host, ownNib])) }
                if showsCells, Self.onlyLoadsNibs(body, tokens) {
                    // Code that loads a cell's nib and shows it in no table or collection of its own hands the nib to
                    // code not read (a library's list screen built with `.with(cellNib:)`): the rows' height is
                    // that code's, not known (uni-arts-chain/uni-arts-app-IOS @bd41c408, held-out round 58).
                    mixed.formUnion(Self.nibsLoaded(in: body, tokens).subtracting([ownNib]))
                }
                let rows = mentioned.subtracting(headerNames)
                let byList = Dictionary(grouping: rows, by: cellList(of:))
                let groups: [(Set<String>, [SwiftTableDimension], SwiftCellList)] = [SwiftCellList.table, .collection, .either].map {
                    (Set(byList[$0] ?? []), [SwiftTableDimension.rows], $0)
                } + [(mentioned.intersection(headerNames), [SwiftTableDimension.headers, .footers], .table)]
                for (names, dimensions, list) in groups where !names.isEmpty {
                    // What the type says anywhere (its declaration and extensions: `cellForRowAt` in one, `rowHeight`
                    // in another), or inherits from a project superclass (a list controller registering its cells
                    // over a base whose `heightForRowAt` answers; dashwallet-ios @a461373b, held-out round 9 V),
                    // sizes the cells any of them names.
                    let declarations = sizingDeclarations(of: type)
                    let madeElsewhere = platformBase(of: type.name) == "UITableView" ? instanceAnswers(ofTable: type.name, dimensions) : nil
                    guard let answers = sizeAnswers(declarations, dimensions, list: list) ?? madeElsewhere
                            ?? tableHelperCallersAnswers(type, naming: names, dimensions)
                            ?? otherViewsTableAnswers(declarations, dimensions, list: list) else {
                        if dimensions == [.rows], usesTableFromAnotherModule(declarations) { mixed.formUnion(names) }
                        continue
                    }
                    // The delegate's answer decides over rowHeight and any estimate: self-sizing where it answers
                    // only automaticDimension. Where it also answers heights of its own (`section == 0 ? 200 :
                    // automaticDimension`), which rows get which is the code's: every cell it names has a height
                    // not known (v2ex @28ef39d2, a detail table's tool row answered 45).
                    if answers.automatic {
                        if answers.height == .automatic { selfSizing.formUnion(names) } else { mixed.formUnion(names) }
                        continue
                    }
                    fixed.formUnion(names)
                    if declarations.contains(where: Self.hidesSeparators) || otherViewsTablesHideSeparators(declarations) {
                        withoutSeparators.formUnion(names)
                    }
                    for name in names { heights[name] = heights[name]?.combined(with: answers.height ?? .unknown) ?? answers.height ?? .unknown }
                }
            }
        }
        let result = fixed.union(mixed).subtracting(selfSizing)
        for name in mixed { heights[name] = .unknown }
        var stated: [String: Double] = [:]
        for name in result { if case .fixed(let height) = heights[name] { stated[name] = height } }
        // A table draws a separator under each row by default (`UITableView.separatorStyle` is `.singleLine`);
        // section headers and footers have none.
        let separated = noSeparatorsAnywhere ? [] : Set(stated.keys).subtracting(headerNames).subtracting(withoutSeparators)
        return SwiftFixedHeightCells(names: result, heights: stated, separated: separated, hosts: InheritedCellHosts.adding(directSubclassKeys, to: hosts, except: Set(classesNamedElsewhere.map(ProjectFacts.classKey))),
                                     inTablesOfStatedWidth: inTablesOfStatedWidth)
    }

    /// What a type's declarations answer for `dimensions`: the delegate's methods decide; without them, the
    /// properties its code assigns (`rowHeight = 60`, `itemSize = …`; `rowHeight = automaticDimension` and
    /// `estimatedItemSize` let the cells size themselves); nil when it says nothing.
    private func sizeAnswers(_ declarations: [SwiftTypeDecl], _ dimensions: [SwiftTableDimension], list: SwiftCellList) -> RowHeightAnswers? {
        var delegate = RowHeightAnswers()
        var properties = RowHeightAnswers()
        for declaration in declarations {
            guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { continue }
            for dimension in dimensions {
                if let answers = Self.delegateAnswers(declaration.functions, dimension, list: list) { delegate.formUnion(answers) }
                for answers in Self.propertyAnswers(in: body, of: declaration.file, dimension, list: list).values { properties.formUnion(answers) }
                if let answers = helperDelegateAnswers(in: body, of: declaration.file, declarations, dimension) { delegate.formUnion(answers) }
            }
        }
        if !delegate.isEmpty { return delegate }
        return properties.isEmpty ? nil : properties
    }

    /// What the object the code hands its table's `delegate` to answers (`tableView.delegate = rowsHelper`, a
    /// property of the type or a protocol it adopts): a project class's own `heightForRowAt`, or, for an object of a
    /// type the reader does not know, a height not known. Nil when no delegate is handed over, or the helper's class
    /// answers nothing for `dimension` (the table's own settings decide). A helper answering heights stored on each
    /// row's model made eleven nib cells of fixed rows read as self-sizing (hpb-project/hpb-wallet-ios @7652c812,
    /// held-out round 53).
    private func helperDelegateAnswers(in body: Range<Int>, of file: SwiftFileSyntax, _ declarations: [SwiftTypeDecl],
                                       _ dimension: SwiftTableDimension) -> RowHeightAnswers? {
        var answers: RowHeightAnswers?
        for handed in Self.delegatesHandedElsewhere(in: body, of: file) {
            guard let helperType = Self.declaredType(ofProperty: handed.value, in: declarations), let helper = type(named: helperType) else {
                var unknown = RowHeightAnswers()
                unknown.other = true
                answers = unknown
                continue
            }
            let functions = lineage(of: helper.name).flatMap(\.functions)
            if let own = Self.delegateAnswers(functions, dimension, includingCollections: false) {
                answers = (answers ?? RowHeightAnswers()).merging(own)
            }
        }
        return answers
    }

    /// What the callers of a type's helper that registers cells on a table it is handed (`static func
    /// registerCells(for tableView: UITableView)`) answer for their tables: the cells it names are shown in those
    /// tables, so their rows are sized as the callers size them (merged: a fixed height in one and automatic in another
    /// leaves the height not known). Nil when the type has no such helper or no caller answers. A form's nib cells
    /// registered by a shared helper on a self-sizing table and on a table of 60-point rows read as self-sizing only
    /// (ives9999/bm_iOS @07abc752, held-out round 54: four false missing chains).
    private func tableHelperCallersAnswers(_ type: SwiftTypeDecl, naming names: Set<String>,
                                           _ dimensions: [SwiftTableDimension]) -> RowHeightAnswers? {
        let tokens = type.file.tokens
        // Static helpers only, called through the type's name: a call is then known to be this helper's.
        let helpers = type.functions.filter { function in
            guard function.isStatic, function.parameters.contains(where: { $0.typeName.contains("UITableView") }),
                  let body = function.bodyRange else { return false }
            return body.contains { tokens[$0].kind == .identifier && names.contains(tokens[$0].text) }
                || !Self.nibsLoaded(in: body, tokens).isDisjoint(with: names)
        }
        guard !helpers.isEmpty else { return nil }
        let helperNames = Set(helpers.map(\.name))
        let typeName = type.name.split(separator: ".").last.map(String.init) ?? type.name
        var answers: RowHeightAnswers?
        for file in files {
            for caller in file.types where caller !== type {
                guard let body = Self.bodyRange(of: caller, in: file) else { continue }
                let callerTokens = file.tokens
                let calls = body.contains { index in
                    index >= 2 && index + 1 < body.upperBound && callerTokens[index].kind == .identifier
                        && helperNames.contains(callerTokens[index].text) && callerTokens[index + 1].isSymbol("(")
                        && callerTokens[index - 1].isSymbol(".") && callerTokens[index - 2].text == typeName
                }
                guard calls else { continue }
                if let own = sizeAnswers(sizingDeclarations(of: caller), dimensions, list: .table) { answers = (answers ?? RowHeightAnswers()).merging(own) }
            }
        }
        return answers
    }

    /// Every declaration whose code may size a type's cells: the type's own and its project superclasses' (declarations
    /// and extensions), else the one given, and the extensions of the project protocols it adopts.
    private func sizingDeclarations(of type: SwiftTypeDecl) -> [SwiftTypeDecl] {
        let lineage = lineage(of: type.name).flatMap(\.declarations)
        return (lineage.isEmpty ? [type] : lineage) + adoptedProtocolExtensions(of: type.name)
    }

    /// The declarations of the project protocols a type adopts (their extensions' default methods and what their
    /// set-up code does to the type's table are the type's).
    func adoptedProtocolExtensions(of name: String) -> [SwiftTypeDecl] {
        let adopted = lineage(of: name).flatMap(\.inheritance)
        return adopted.compactMap { type(named: $0) }.filter { $0.kind == .protocolType }.flatMap(\.declarations)
    }

    /// What the project view owning the table a controller fills says (`settingsView.tableView.dataSource = self`, the
    /// table a `lazy var tableView` of `SettingsView` makes with `rowHeight = 60`): the holder's class answers for it.
    /// Nil when the code fills no other object's table, or those classes say nothing; a holder whose class is not known
    /// (a local, a computed value) has settings not known (MemoWords/memo_ios @6275bd0e, held-out round 61: two nib
    /// cells of 60-point rows read as self-sizing).
    private func otherViewsTableAnswers(_ declarations: [SwiftTypeDecl], _ dimensions: [SwiftTableDimension],
                                        list: SwiftCellList) -> RowHeightAnswers? {
        var answers: RowHeightAnswers?
        for table in otherViewsTables(declarations) {
            guard let holder = table.holderType.flatMap({ type(named: $0) }) else {
                var unknown = RowHeightAnswers()
                unknown.other = true
                answers = answers.map { $0.merging(unknown) } ?? unknown
                continue
            }
            guard let said = sizeAnswers(lineage(of: holder.name).flatMap(\.declarations), dimensions, list: list) else { continue }
            answers = answers.map { $0.merging(said) } ?? said
        }
        return answers
    }

    /// Whether the holders of the other objects' tables the code fills, or those tables' own classes (a `MemoTableView`
    /// whose `init` sets `separatorStyle = .none`), turn the separators off.
    private func otherViewsTablesHideSeparators(_ declarations: [SwiftTypeDecl]) -> Bool {
        otherViewsTables(declarations).contains { table in
            guard let holder = table.holderType.flatMap({ type(named: $0) }) else { return false }
            let holderDeclarations = lineage(of: holder.name).flatMap(\.declarations)
            let tableClass = Self.declaredType(ofProperty: table.property, in: holderDeclarations).flatMap { type(named: $0) }
            return (holderDeclarations + (tableClass.map { lineage(of: $0.name).flatMap(\.declarations) } ?? [])).contains(where: Self.hidesSeparators)
        }
    }

    /// The tables of other objects the code fills (`holder.property.delegate`, `.dataSource`, `.register(…)`), with the
    /// holder's declared class.
    private func otherViewsTables(_ declarations: [SwiftTypeDecl]) -> [(holderType: String?, property: String)] {
        let fillingWords: Set<String> = ["delegate", "dataSource", "register"]
        var pairs = Set<[String]>()
        for declaration in declarations {
            guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { continue }
            let tokens = declaration.file.tokens
            // A property or local (`settingsView`), not a type's shared instance (`Theme.shared.register(client:)`).
            for index in body where index + 4 < body.upperBound && tokens[index].kind == .identifier && tokens[index].text != "self"
                && tokens[index].text.first?.isLowercase == true
                && tokens[index + 1].isSymbol(".") && tokens[index + 2].kind == .identifier && tokens[index + 3].isSymbol(".")
                && fillingWords.contains(tokens[index + 4].text) && (index == body.lowerBound || !tokens[index - 1].isSymbol("."))
                && (tokens[index + 4].text != "register" || Self.registersACell(after: index + 4, in: tokens, end: body.upperBound)) {
                pairs.insert([tokens[index].text, tokens[index + 2].text])
            }
        }
        return pairs.sorted { $0.lexicographicallyPrecedes($1) }.map { (Self.declaredType(ofProperty: $0[0], in: declarations), $0[1]) }
    }

    /// Whether the `register(…)` at `index` registers a cell or a header (a reuse identifier among its labels).
    private static func registersACell(after index: Int, in tokens: [SwiftToken], end: Int) -> Bool {
        guard index + 1 < end, tokens[index + 1].isSymbol("(") else { return false }
        var depth = 0
        for cursor in (index + 1)..<end {
            if tokens[cursor].isSymbol("(") { depth += 1 }
            if tokens[cursor].isSymbol(")") {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, tokens[cursor].text.hasSuffix("ReuseIdentifier") || tokens[cursor].text == "forSupplementaryViewOfKind" { return true }
        }
        return false
    }

    /// The class a property of `declarations` is declared with (`let listView: PantryListView`) or made as
    /// (`let listView = PantryListView()`).
    private static func declaredType(ofProperty name: String, in declarations: [SwiftTypeDecl]) -> String? {
        let property = declarations.lazy.flatMap(\.properties).first { $0.name == name }
        if let typeName = property?.typeName { return SwiftInterpreter.cleanTypeName(typeName) }
        if let initializer = property?.initializer, case .call(let callee, _) = initializer.kind, case .identifier(let typeName) = callee.kind {
            return typeName
        }
        return nil
    }

    /// Whether the declarations name a table view class of another module (`SectionsTableView`, a `UITableView`
    /// subclass the project only extends): that class's own code, which is not read, may answer the rows' heights
    /// (horizontalsystems/unstoppable-wallet-ios @426cdf59: every row given its height through such a table's row
    /// model, held-out round 8 R). The rows' heights are then not known.
    private func usesTableFromAnotherModule(_ declarations: [SwiftTypeDecl]) -> Bool {
        declarations.contains { declaration in
            guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { return false }
            let tokens = declaration.file.tokens
            return body.contains { index in
                let name = tokens[index].text
                guard tokens[index].kind == .identifier, name.hasSuffix("TableView"), name.first?.isUppercase == true,
                      !SwiftUIKitVocabulary.isPlatformClass(name) else { return false }
                return type(named: name)?.declarations.allSatisfy { $0.kind == .extensionType } ?? true
            }
        }
    }

    private static func hidesSeparators(_ declaration: SwiftTypeDecl) -> Bool {
        guard let body = bodyRange(of: declaration, in: declaration.file) else { return false }
        return !tablesHidingSeparators(in: body, of: declaration.file).isEmpty
    }

    /// Collection view cells whose size their layout gives them: a flow layout's `itemSize` (50 × 50 by default) or its
    /// delegate's `sizeForItemAt`, a compositional layout's absolute or fractional sizes. A cell sizes itself only where
    /// the layout estimates (`estimatedItemSize`, `.estimated(…)`, `automaticSize`, a list configuration). Decided per
    /// cell by the code that shows it: the types whose bodies name the cell, and the project's layout classes those
    /// name. A cell no code names keeps the whole project's word: self-sizing if any layout anywhere estimates.
    /// (stepik-ios @a0e3696e: a grid cell of a flow-layout subclass with a fixed item size was read as self-sizing
    /// because another screen of the app estimates sizes.)
    func collectionCellsSizedByTheirLayout(typeNames: [String]) -> Set<String> {
        let selfSizingWords: Set<String> = ["estimatedItemSize", "estimated", "automaticSize", "UICollectionLayoutListConfiguration",
                                            "UICollectionViewListCell", "selfSizingInvalidation", "preferredLayoutAttributesFitting"]
        let cells = typeNames.filter { platformBase(of: $0) == "UICollectionViewCell" }
        guard !cells.isEmpty else { return [] }
        let anywhere = files.contains { file in file.tokens.contains { $0.kind == .identifier && selfSizingWords.contains($0.text) } }
        // Per type (last name component): the identifiers its declarations use.
        var words: [String: Set<String>] = [:]
        // Per type: whether its compositional layout gives some items a height of the layout's and lets others size
        // themselves; which of its cells each section shows is then the code's.
        var mixesItemHeights = Set<String>()
        for file in files {
            for type in file.types {
                guard let body = Self.bodyRange(of: type, in: file) else { continue }
                words[ProjectFacts.classKey(type.name), default: []].formUnion(body.lazy.filter { file.tokens[$0].kind == .identifier }.map { file.tokens[$0].text })
                if Self.mixesItemHeights(in: body, file.tokens) { mixesItemHeights.insert(ProjectFacts.classKey(type.name)) }
            }
        }
        let layoutBases: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout"]
        let layoutClasses = Set(typeOrder.filter { layoutBases.contains(platformBase(of: $0) ?? "") }.map(ProjectFacts.classKey))
        var fixed = Set<String>()
        for cell in cells.map(ProjectFacts.classKey) {
            let hosts = words.filter { $0.key != cell && $0.value.contains(cell) }
            guard !hosts.isEmpty else {
                if !anywhere { fixed.insert(cell) }
                continue
            }
            let estimates = hosts.contains { _, used in
                !used.isDisjoint(with: selfSizingWords)
                    || used.intersection(layoutClasses).contains { !(words[$0] ?? []).isDisjoint(with: selfSizingWords) }
            }
            // A layout with sections of both kinds: the cell's height is the layout's or its own, which the reader
            // does not tell apart (its height is then open: Nexters/JYP-iOS, YAPP-Github/21st-iOS-Team-2-iOS and
            // boostcampwm2024 Shook, held-out round 42: cells of `.absolute` or `.fractionalHeight` sections beside
            // `.estimated` ones, 3 missing chains).
            let mixed = hosts.contains { host, used in
                mixesItemHeights.contains(host) || used.intersection(layoutClasses).contains(where: mixesItemHeights.contains)
            }
            if !estimates || mixed { fixed.insert(cell) }
        }
        return fixed
    }

    /// Whether the code in `body` sizes compositional layout items both ways: a `heightDimension` of `.absolute` or
    /// `.fractional…` somewhere and `.estimated` elsewhere.
    static func mixesItemHeights(in body: Range<Int>, _ tokens: [SwiftToken]) -> Bool {
        var fixes = false, estimates = false
        for index in body where tokens[index].isWord("heightDimension") {
            let dimension = tokens[index..<min(index + 5, body.upperBound)].map(\.text)
            if dimension.contains("estimated") { estimates = true }
            if dimension.contains("absolute") || dimension.contains(where: { $0.hasPrefix("fractional") }) { fixes = true }
        }
        return fixes && estimates
    }

    /// Cells named as type arguments of a project type (`ModalPickerViewController<DetailsCell, Item>`), by that type's
    /// last name component: a generic list controller shows the cells its users choose, at the heights its own
    /// `heightForRowAt` answers (novasamatech/nova-wallet-ios @b78cf89b, picker rows of a fixed `cellHeight` read as
    /// self-sizing, held-out round 44).
    func cellsNamedAsTypeArguments(_ cellNames: Set<String>) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices where index + 1 < tokens.count && tokens[index].kind == .identifier && tokens[index + 1].isSymbol("<") {
                guard type(named: tokens[index].text) != nil else { continue }
                var depth = 0
                var end = index + 1
                while end < tokens.count, end < index + 64 {
                    if tokens[end].isSymbol("<") { depth += 1 }
                    if tokens[end].isSymbol(">") { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                let arguments = tokens[(index + 2)..<min(end, tokens.count)].filter { $0.kind == .identifier && cellNames.contains($0.text) }
                if !arguments.isEmpty { result[ProjectFacts.classKey(tokens[index].text), default: []].formUnion(arguments.map(\.text)) }
            }
        }
        return result
    }

    /// Nibs a body loads by name (`UINib(nibName: "CellView", bundle: nil)`, `loadNibNamed("CellView", …)`), as
    /// `ProjectFacts.nibKey`s: a cell of such a nib may have no class of its own to be named by.
    /// The list a project cell class is shown in, by the platform class it descends from; `.either` for a nib or a
    /// class of another module.
    private func cellList(of name: String) -> SwiftCellList {
        switch platformBase(of: name) {
        case "UITableViewCell": return .table
        case "UICollectionViewCell", "UICollectionViewListCell": return .collection
        default: return .either
        }
    }

    /// Whether the only cell-showing words of a body load nibs: it names no table, collection, registration or dequeue.
    static func onlyLoadsNibs(_ body: Range<Int>, _ tokens: [SwiftToken]) -> Bool {
        !body.contains { ProjectFacts.cellShowingWords.subtracting(ProjectFacts.nibLoadingWords).contains(tokens[$0].text) }
    }

    /// Whether a file is R.swift's generated resource accessors (`R.generated.swift`, importing `Rswift`): it names
    /// The `ProjectFacts.reuseKey`s of the string literals in `range`: the reuse identifiers code that shows cells spells,
    /// the prototypes it may dequeue.
    private static func reuseKeys(in range: Range<Int>, _ tokens: [SwiftToken], selfNaming: Set<String>) -> [String] {
        range.compactMap { index in
            guard let identifier = tokens[index].plainStringValue ?? selfNamedString(tokens, at: index, selfNaming: selfNaming),
                  !identifier.isEmpty else { return nil }
            return ProjectFacts.reuseKey(identifier)
        }
    }

    /// every nib and cell of the app without showing any of them, so it hosts none (uni-arts-chain/uni-arts-app-IOS
    /// @bd41c408: a nib cell no code dequeues read as self-sizing, held-out round 58).
    static func isGeneratedResourceAccessors(_ file: SwiftFileSyntax) -> Bool {
        if file.path.hasSuffix("R.generated.swift") { return true }
        let tokens = file.tokens.prefix(400)
        return tokens.indices.contains { index in
            tokens[index].isWord("import") && index + 1 < tokens.endIndex && ["Rswift", "RswiftResources"].contains(tokens[index + 1].text)
        }
    }

    static func nibsLoaded(in body: Range<Int>, _ tokens: [SwiftToken]) -> Set<String> {
        var names = Set<String>()
        for index in body where index + 2 < tokens.count {
            let isNibName = tokens[index].isWord("nibName") && tokens[index + 1].isSymbol(":")
            let isLoad = tokens[index].isWord("loadNibNamed") && tokens[index + 1].isSymbol("(")
            if isNibName || isLoad, let name = tokens[index + 2].plainStringValue { names.insert(ProjectFacts.nibKey(name)) }
            // R.swift's generated `R.nib.marketCoinCell` names the nib file `MarketCoinCell.xib`: the resource name with
            // its first letter lowered (mac-cain13/R.swift, "Nibs"; MixinNetwork/ios-app @2c62c53f, held-out round 27).
            if index + 4 < tokens.count, tokens[index].isWord("R"), tokens[index + 1].isSymbol("."), tokens[index + 2].isWord("nib"),
               tokens[index + 3].isSymbol("."), tokens[index + 4].kind == .identifier, let first = tokens[index + 4].text.first {
                names.insert(ProjectFacts.nibKey(first.uppercased() + tokens[index + 4].text.dropFirst()))
            }
        }
        return names
    }
}

extension SwiftProjectIndex {
    /// The cells (class or `ProjectFacts.nibKey`) a type's body names: the cell types it mentions and the nibs it loads.
    static func cellsNamed(in body: Range<Int>, _ tokens: [SwiftToken], among cellNames: Set<String>) -> Set<String> {
        Set(body.lazy.filter { tokens[$0].kind == .identifier && cellNames.contains(tokens[$0].text) }.map { tokens[$0].text })
            .union(nibsLoaded(in: body, tokens))
    }

    /// The key of the type that shows what `typeName` names: a nested type (`ListController.CellType` making the rows)
    /// shows cells for the type it is inside.
    static func hostKey(of typeName: String) -> String {
        ProjectFacts.classKey(typeName.split(separator: ".").first.map(String.init) ?? typeName)
    }

    /// Whether none of the code read names cell type `name` (nor loads a nib of its name) while it names other cells:
    /// what shows it, if anything, was not read. With no cell named anywhere (a run on a few files) nothing is concluded.
    func isShownByNoCodeRead(_ name: String) -> Bool {
        let hosts = cellHosts
        guard !hosts.isEmpty else { return false }
        let key = ProjectFacts.classKey(name)
        return hosts[key] == nil && hosts[ProjectFacts.nibKey(key)] == nil
    }
}
