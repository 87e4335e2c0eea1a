import LayoutModel

/// Reads one `.layout` file statement by statement; an error in one line is reported and the next line read.
struct LayoutTextParser {
    let file: SourceFile
    private(set) var scenes: [Scene] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var current: LayoutTextSceneDraft?
    private var openVariant: String?
    private var lineNumber = 0

    init(file: SourceFile) {
        self.file = file
    }

    mutating func parse() {
        // LF, CRLF (one Character in Swift) and a lone CR all end a line.
        for line in file.text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            let text = line.hasSuffix("\r") ? line.dropLast() : line
            var lexer = LayoutTextLexer(line: text)
            do throws(LayoutTextError) {
                let tokens = try lexer.tokenize()
                guard !tokens.isEmpty else { continue }
                var cursor = TokenCursor(tokens: tokens, endColumn: text.count + 1)
                try statement(&cursor)
                if !cursor.isAtEnd { throw cursor.error(expected: "the end of the line") }
            } catch {
                report(error)
            }
        }
        if let variant = openVariant, current != nil {
            report(LayoutTextError(column: 1, message: "variant '\(variant)' is not closed: expected 'end'"), line: lineNumber)
        }
        closeScene()
    }

    private mutating func report(_ error: LayoutTextError, line: Int? = nil) {
        diagnostics.append(Diagnostic(ruleID: ReaderRuleID.syntaxError, severity: .error, message: error.message,
                                      location: SourceLocation(file: file.path, line: line ?? lineNumber, column: error.column)))
    }

    private func location(_ column: Int) -> SourceLocation {
        SourceLocation(file: file.path, line: lineNumber, column: column)
    }

    // MARK: - Statements

    private mutating func statement(_ cursor: inout TokenCursor) throws(LayoutTextError) {
        let first = cursor.current!
        let keyword = first.word?.lowercased()
        let isConstraint = cursor.tokens.contains { $0.isSymbol("==") || $0.isSymbol(">=") || $0.isSymbol("<=") || $0.isSymbol("=") }
            || isConstraintLike(cursor)
        switch keyword {
        case "scene" where !isConstraintLike(cursor):
            cursor.advance()
            try sceneHeader(&cursor, column: first.column)
        case "root" where !isConstraintLike(cursor), "view" where !isConstraintLike(cursor), "guide" where !isConstraintLike(cursor):
            cursor.advance()
            try itemDeclaration(&cursor, keyword: keyword!, column: first.column)
        case "const" where !isConstraintLike(cursor):
            cursor.advance()
            try constantDeclaration(&cursor)
        case "variant" where !isConstraintLike(cursor):
            cursor.advance()
            try variantHeader(&cursor, column: first.column)
        case "end" where cursor.tokens.count == 1:
            cursor.advance()
            guard openVariant != nil else { throw LayoutTextError(column: first.column, message: "'end' without an open 'variant'") }
            openVariant = nil
        case "activate" where !isConstraintLike(cursor), "deactivate" where !isConstraintLike(cursor):
            cursor.advance()
            try variantActivation(&cursor, activate: keyword == "activate", column: first.column)
        case "hide" where !isConstraintLike(cursor), "show" where !isConstraintLike(cursor):
            cursor.advance()
            try variantVisibility(&cursor, hide: keyword == "hide", column: first.column)
        case "stack" where !isConstraintLike(cursor):
            cursor.advance()
            try variantStack(&cursor, column: first.column)
        default:
            guard isConstraint else {
                throw LayoutTextError(column: first.column, message: "expected a declaration (scene, root, view, guide, const, variant) "
                    + "or a constraint such as 'a.top == b.bottom + 8', found '\(first.display)'")
            }
            ensureScene()
            let parser = LayoutTextConstraintParser(constants: current!.constants)
            let draft = try parser.parse(&cursor, location: location(first.column))
            current!.constraints.append((draft, openVariant))
        }
    }

    /// `view.top == …` starts with a keyword but is a constraint: keywords are followed by a name, not a dot.
    private func isConstraintLike(_ cursor: TokenCursor) -> Bool {
        cursor.peek(1)?.isSymbol(".") == true
    }

    private mutating func ensureScene() {
        guard current == nil else { return }
        let stem = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let name = stem.hasSuffix(".layout") ? String(stem.dropLast(7)) : stem
        current = LayoutTextSceneDraft(scene: Scene(name: name, kind: .viewController, location: location(1)))
    }

    private mutating func closeScene() {
        guard let draft = current else { return }
        var resolver = LayoutTextSceneResolver(draft: draft, file: file.path)
        scenes.append(resolver.resolve())
        diagnostics += resolver.diagnostics
        current = nil
        openVariant = nil
    }

    private mutating func sceneHeader(_ cursor: inout TokenCursor, column: Int) throws(LayoutTextError) {
        let (name, _) = try cursor.name("a scene name")
        if openVariant != nil {
            report(LayoutTextError(column: column, message: "variant '\(openVariant!)' is not closed: expected 'end' before the next scene"))
        }
        closeScene()
        var scene = Scene(name: name, kind: .viewController, location: location(column))
        var rowHeight: Double?
        var rowHeightColumn: Int?
        var axes: [Axis] = [.vertical]
        var kindWord: String?
        while let token = cursor.current {
            guard let word = token.word else { throw cursor.error(expected: "a scene kind or a property such as device=\"iPhone SE\"") }
            if cursor.peek(1)?.isSymbol("=") == true {
                cursor.advance()
                cursor.advance()
                let value = cursor.gluedValue()
                switch word.lowercased() {
                case "device":
                    scene.device = LayoutTextValues.text(value)
                case "size":
                    scene.size = try LayoutTextValues.size(value, column: token.column)
                case "rowheight":
                    let text = LayoutTextValues.text(value)
                    rowHeightColumn = token.column
                    if text.lowercased() == "automatic" {
                        rowHeight = nil
                    } else if let height = Double(text), height > 0 {
                        rowHeight = height
                    } else {
                        throw LayoutTextError(column: token.column, message: "expected rowHeight=automatic or a positive number, found '\(text)'")
                    }
                case "axes", "axis":
                    axes = try LayoutTextValues.axes(value, column: token.column)
                case "separator":
                    // A row of a table that draws separators: the content view is a pixel shorter than the row.
                    let text = LayoutTextValues.text(value).lowercased()
                    guard ["yes", "no"].contains(text) else {
                        throw LayoutTextError(column: token.column, message: "expected separator=yes or separator=no, found '\(text)'")
                    }
                    scene.rowSeparator = text == "yes" ? true : nil
                case "devices":
                    scene.baseDeviceForms = try Self.deviceForms(LayoutTextValues.text(value), column: token.column).sorted()
                default:
                    throw LayoutTextError(column: token.column, message: "unknown scene property '\(word)': expected device, size, rowHeight, separator, devices or axes")
                }
            } else {
                guard kindWord == nil else { throw cursor.error(expected: "a property such as device=\"iPhone SE\"") }
                kindWord = word.lowercased()
                cursor.advance()
            }
        }
        switch kindWord {
        case nil, "viewcontroller": scene.kind = .viewController
        case "cell": scene.kind = .cell(rowHeight: rowHeight)
        case "container", "selfsizing": scene.kind = .selfSizing(axes: axes)
        case "standalone": scene.kind = .standalone
        default:
            throw LayoutTextError(column: column, message: "unknown scene kind '\(kindWord!)': expected viewController, cell, container or standalone")
        }
        if let rowHeightColumn, kindWord != "cell" {
            throw LayoutTextError(column: rowHeightColumn, message: "rowHeight applies to cell scenes only")
        }
        current = LayoutTextSceneDraft(scene: scene)
    }

    private mutating func constantDeclaration(_ cursor: inout TokenCursor) throws(LayoutTextError) {
        let (name, _) = try cursor.name("a constant name")
        guard cursor.take(symbol: "=") || cursor.take(symbol: "==") else { throw cursor.error(expected: "'='") }
        let negative = cursor.take(symbol: "-")
        guard let value = cursor.current?.number else { throw cursor.error(expected: "a number") }
        cursor.advance()
        ensureScene()
        current!.constants[name] = negative ? -value : value
    }

    private mutating func itemDeclaration(_ cursor: inout TokenCursor, keyword: String, column: Int) throws(LayoutTextError) {
        ensureScene()
        guard openVariant == nil else {
            throw LayoutTextError(column: column, message: "items are declared outside variants; close variant '\(openVariant!)' with 'end' first")
        }
        let (name, nameColumn) = try cursor.name("an item name")
        if current!.items.contains(where: { $0.item.id.name == name }) {
            throw LayoutTextError(column: nameColumn, message: "item '\(name)' is already declared in this scene")
        }
        var entry = LayoutTextSceneDraft.ItemDraft(item: Item(id: ItemID(name), location: location(column)))
        if keyword == "root" {
            guard current!.rootName == nil else {
                throw LayoutTextError(column: column, message: "the scene already has a root ('\(current!.rootName!)')")
            }
            entry.isRoot = true
            current!.rootName = name
        }
        if cursor.take(symbol: ":") {
            let (typeName, typeColumn) = try dottedName(&cursor, what: keyword == "guide" ? "a guide kind" : "a class name")
            if keyword == "guide" {
                guard let kind = LayoutGuideKind(rawValue: typeName) ?? LayoutTextItemReference.guideKind(forSegment: typeName) else {
                    throw LayoutTextError(column: typeColumn, message: "unknown guide kind '\(typeName)': expected one of "
                        + LayoutGuideKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                entry.item.kind = .layoutGuide(kind)
            } else {
                entry.item.className = typeName
            }
        } else if keyword == "guide" {
            entry.item.kind = .layoutGuide(.custom)
        }
        var properties = LayoutTextItemProperties(entry: entry, isRoot: keyword == "root")
        try properties.read(&cursor)
        entry = properties.entry
        current!.items.append(entry)
    }

    private func dottedName(_ cursor: inout TokenCursor, what: String) throws(LayoutTextError) -> (String, Int) {
        var (name, column) = try cursor.name(what)
        while cursor.current?.isSymbol(".") == true, cursor.current?.followsSpace == false, let next = cursor.peek(1)?.word {
            name += "." + next
            cursor.advance()
            cursor.advance()
        }
        return (name, column)
    }

    private mutating func variantHeader(_ cursor: inout TokenCursor, column: Int) throws(LayoutTextError) {
        ensureScene()
        guard openVariant == nil else {
            throw LayoutTextError(column: column, message: "variant '\(openVariant!)' is still open: expected 'end' first")
        }
        let (name, _) = try cursor.name("a variant name")
        var variant = Variant(name: name, location: location(column))
        while let token = cursor.current {
            guard let key = token.word, cursor.peek(1)?.isSymbol("=") == true else {
                throw cursor.error(expected: "horizontal=compact|regular, vertical=compact|regular or devices=phone-portrait,…")
            }
            cursor.advance()
            cursor.advance()
            let valueText = LayoutTextValues.text(cursor.gluedValue())
            if key.lowercased() == "devices" {
                variant.deviceForms = try Self.deviceForms(valueText, column: token.column)
                continue
            }
            guard let sizeClass = SizeClass(rawValue: valueText.lowercased()) else {
                throw LayoutTextError(column: token.column, message: "expected compact or regular, found '\(valueText)'")
            }
            switch key.lowercased() {
            case "horizontal", "widthclass", "h": variant.horizontalSizeClass = sizeClass
            case "vertical", "heightclass", "v": variant.verticalSizeClass = sizeClass
            default: throw LayoutTextError(column: token.column, message: "unknown variant property '\(key)': expected horizontal, vertical or devices")
            }
        }
        if let index = current!.variantIndex(named: name) {
            if variant.horizontalSizeClass != nil { current!.variants[index].variant.horizontalSizeClass = variant.horizontalSizeClass }
            if variant.verticalSizeClass != nil { current!.variants[index].variant.verticalSizeClass = variant.verticalSizeClass }
            if variant.deviceForms != nil { current!.variants[index].variant.deviceForms = variant.deviceForms }
        } else {
            current!.variants.append(LayoutTextSceneDraft.VariantDraft(variant: variant))
        }
        openVariant = name
    }

    /// `phone-portrait,pad-landscape` as the screens a variant runs on.
    private static func deviceForms(_ text: String, column: Int) throws(LayoutTextError) -> Set<DeviceForm> {
        var forms = Set<DeviceForm>()
        for part in text.split(separator: ",") {
            guard let form = DeviceForm(rawValue: part.trimmingCharacters(in: .whitespaces).lowercased()) else {
                let names = DeviceForm.allCases.map(\.rawValue).joined(separator: ", ")
                throw LayoutTextError(column: column, message: "unknown screen '\(part)': expected some of \(names)")
            }
            forms.insert(form)
        }
        return forms
    }

    private mutating func openVariantIndex(column: Int, statement: String) throws(LayoutTextError) -> Int {
        guard let name = openVariant, let index = current?.variantIndex(named: name) else {
            throw LayoutTextError(column: column, message: "'\(statement)' belongs inside a 'variant' … 'end' block")
        }
        return index
    }

    private mutating func variantActivation(_ cursor: inout TokenCursor, activate: Bool, column: Int) throws(LayoutTextError) {
        let index = try openVariantIndex(column: column, statement: activate ? "activate" : "deactivate")
        let referenceColumn = cursor.column
        let reference: LayoutTextSceneDraft.ConstraintReference
        if let identifier = cursor.current?.string {
            reference = .identifier(identifier)
            cursor.advance()
        } else if cursor.current?.isSymbol("#") == true, let ordinal = cursor.peek(1)?.number, ordinal == ordinal.rounded(), ordinal >= 1 {
            reference = .ordinal(Int(ordinal))
            cursor.advance()
            cursor.advance()
        } else {
            throw cursor.error(expected: "a constraint identifier in quotes or '#N' (the N-th constraint of the scene)")
        }
        if activate {
            current!.variants[index].activations.append((reference, referenceColumn, lineNumber))
        } else {
            current!.variants[index].deactivations.append((reference, referenceColumn, lineNumber))
        }
    }

    /// Stack view properties a variant may set: `stack NAME axis=vertical alignment=center spacing=8`.
    private static let stackKeys = ["axis", "spacing", "distribution", "alignment", "marginsrelative", "baselinerelative"]

    private mutating func variantStack(_ cursor: inout TokenCursor, column: Int) throws(LayoutTextError) {
        let index = try openVariantIndex(column: column, statement: "stack")
        let (name, nameColumn) = try cursor.name("a stack view name")
        let reference = LayoutTextItemReference(name: name, guide: nil, quoted: cursor.peek(-1)?.string != nil, column: nameColumn)
        // Which properties the statement sets; values are checked by the item-property reader below.
        var keys: Set<String> = []
        var offset = 0
        while let token = cursor.peek(offset) {
            defer { offset += 1 }
            guard let word = token.word, offset == 0 || cursor.peek(offset - 1)?.isSymbol("=") != true else { continue }
            let key = word.lowercased()
            guard Self.stackKeys.contains(key) else {
                let closest = Self.stackKeys.min { editDistance($0, key) < editDistance($1, key) }
                let hint = closest.flatMap { editDistance($0, key) <= 2 ? "; did you mean '\($0)'?" : nil } ?? ""
                throw LayoutTextError(column: token.column, message: "a variant's 'stack' sets only "
                    + Self.stackKeys.joined(separator: ", ") + ", not '\(word)'\(hint)")
            }
            keys.insert(key)
        }
        guard !keys.isEmpty else { throw cursor.error(expected: "stack view properties such as axis=vertical") }
        var properties = LayoutTextItemProperties(
            entry: LayoutTextSceneDraft.ItemDraft(item: Item(id: ItemID(name), stack: StackConfiguration())), isRoot: false)
        try properties.read(&cursor)
        let configuration = properties.entry.item.stack ?? StackConfiguration()
        let override = StackOverride(
            item: ItemID(name),
            axis: keys.contains("axis") ? configuration.axis : nil,
            spacing: keys.contains("spacing") ? configuration.spacing : nil,
            distribution: keys.contains("distribution") ? configuration.distribution : nil,
            alignment: keys.contains("alignment") ? configuration.alignment : nil,
            isLayoutMarginsRelativeArrangement: keys.contains("marginsrelative") ? configuration.isLayoutMarginsRelativeArrangement : nil,
            isBaselineRelativeArrangement: keys.contains("baselinerelative") ? configuration.isBaselineRelativeArrangement : nil)
        current!.variants[index].stacks.append((reference, override, lineNumber))
    }

    private mutating func variantVisibility(_ cursor: inout TokenCursor, hide: Bool, column: Int) throws(LayoutTextError) {
        let index = try openVariantIndex(column: column, statement: hide ? "hide" : "show")
        let (name, nameColumn) = try cursor.name("an item name")
        let reference = LayoutTextItemReference(name: name, guide: nil, quoted: cursor.peek(-1)?.string != nil, column: nameColumn)
        if hide {
            current!.variants[index].hidden.append((reference, lineNumber))
        } else {
            current!.variants[index].shown.append((reference, lineNumber))
        }
    }
}
