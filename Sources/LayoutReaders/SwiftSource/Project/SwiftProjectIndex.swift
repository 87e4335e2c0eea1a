/// Everything declared in the linted sources: types with their extensions merged across files,
/// helper functions by name, and which of them touch layout.
final class SwiftProjectIndex {
    /// A type with all its extensions merged.
    final class TypeInfo {
        let name: String
        var kind: SwiftTypeKind
        var declarations: [SwiftTypeDecl] = []
        var properties: [SwiftPropertyDecl] = []
        var propertyFiles: [String: SwiftFileSyntax] = [:]
        var functions: [SwiftFunctionDecl] = []
        var inheritance: [String] = []

        init(name: String, kind: SwiftTypeKind) {
            self.name = name
            self.kind = kind
        }

        /// The declaration (not an extension) when the project has one.
        var primary: SwiftTypeDecl? { declarations.first { $0.kind != .extensionType } ?? declarations.first }

        private var propertyIndex: [String: Int]?
        private var functionIndex: [String: [SwiftFunctionDecl]]?

        func property(_ name: String) -> SwiftPropertyDecl? {
            if propertyIndex == nil {
                var index: [String: Int] = [:]
                // A protocol's requirement (`var topAnchor: NSLayoutYAxisAnchor { get }`) declares no value: the
                // conforming type's own property answers (`extension UIView: Anchorable {}` keeps UIKit's anchors,
                // OneBusAway/onebusaway-ios @c9dadbd8), or a default its extension gives.
                for (position, property) in properties.enumerated() where index[property.name] == nil {
                    if kind == .protocolType, property.getter == nil, property.initializer == nil { continue }
                    index[property.name] = position
                }
                propertyIndex = index
            }
            return propertyIndex?[name].map { properties[$0] }
        }

        func functions(named name: String) -> [SwiftFunctionDecl] {
            if functionIndex == nil { functionIndex = Dictionary(grouping: functions, by: \.name) }
            return functionIndex?[name] ?? []
        }
    }

    let files: [SwiftFileSyntax]
    private(set) var types: [String: TypeInfo] = [:]
    private(set) var typeOrder: [String] = []
    /// Classes two targets declare, one on UIKit and one on AppKit (`isDeclaredForAnotherPlatform`).
    private var declaredPerPlatform: Set<String> = []
    /// Last name component → full names (`Spacing` → `Theme.Spacing`).
    private var typesByShortName: [String: [String]] = [:]
    /// Functions of file scope and of extensions on types the project does not declare, by name.
    private(set) var helpers: [String: [(function: SwiftFunctionDecl, owner: String?)]] = [:]
    private(set) var globalProperties: [String: (SwiftPropertyDecl, SwiftFileSyntax)] = [:]
    /// `typealias` names (nested ones after their type's name) and the types they stand for, as written.
    private var typeAliases: [String: String] = [:]
    /// Function declarations whose bodies can make, activate or change constraints or the hierarchy.
    private(set) var layoutRelevant: Set<ObjectIdentifier> = []
    /// Per type: the method names its code calls and those it only names in `#selector`.
    /// Project constants already evaluated; only plain values, so scenes can share them.
    var constantCache: [String: SwiftValue] = [:]
    var calledNamesCache: [String: (direct: Set<String>, selectors: Set<String>)] = [:]
    /// `subclassIndex`, once worked out.
    var subclassIndexCache: SwiftSubclassIndex?
    /// `turnsItsMaskOffAfterInit(_:)` per type, once worked out (asked at every instance a scene makes).
    var maskTurnedOffAfterInitCache: [String: Bool] = [:]
    /// `fixedHeightCellClassNames` and `cellRowHeights`, once worked out.
    private var fixedHeightCellFacts: SwiftFixedHeightCells?
    /// The project's enums declaring each case name, worked out on first use.
    private var enumsByCaseName: [String: Set<String>]?
    /// The identifiers of files that build an estimated supplementary item (`estimatesSupplementarySize(of:)`).
    var supplementaryClassesEstimated: Set<String>?
    /// `childControllers()`, once worked out.
    var childControllerNames: Set<String>?
    /// `controllersSizedByTheirContainer()`, once worked out.
    var containerSizedControllerKeys: Set<String>?
    /// The views whose image the project's code sets somewhere, scanned on first use.
    lazy var imagesSetLater = SwiftImagesSetLater(files: files)
    /// Names the project's code assigns (`SwiftAssignedNames`), for the constants read from `var`s.
    lazy var assignedNames = SwiftAssignedNames(files: files)
    /// The functions calling each method on a receiver, scanned on first use.
    lazy var memberCallSites = SwiftMemberCallSites(files: files)
    /// The project types named in functions that let touches through a cell's content view
    /// (`cell.contentView.isUserInteractionEnabled = false` in a data source, after `as! ReservationCell`): cells of
    /// those classes, or conforming to those protocols, are fixed where they are shown (pennlabs/penn-mobile-ios
    /// @7095aeb5, the fix of a button under the content view).
    lazy var cellsPassingTouchesThroughContentView: Set<String> = {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for function in file.codeBodies {
                guard let range = function.bodyRange, range.upperBound <= tokens.count else { continue }
                let passes = range.dropLast(4).contains { index in
                    tokens[index].isWord("contentView") && tokens[index + 1].isSymbol(".") && tokens[index + 2].isWord("isUserInteractionEnabled")
                        && tokens[index + 3].isSymbol("=") && tokens[index + 4].isWord("false")
                }
                guard passes else { continue }
                for index in range where tokens[index].kind == .identifier && type(named: tokens[index].text) != nil { names.insert(tokens[index].text) }
            }
        }
        return names
    }()

    /// The names the code gives an action through (`saveButton.addTarget(…)`, `cell.sendButton.rx.tap`), for
    /// `cell_content_view`: a button no code acts on is decoration.
    lazy var namesGivenActions: Set<String> = {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier && tokens[index + 1].isSymbol(".")
                && CellContentViewOrder.actionMembers.contains(tokens[index + 2].text) {
                names.insert(tokens[index].text)
            }
        }
        return names
    }()
    /// Whether the files are the whole app's: then a method no file mentions is called by no code.
    var holdsTheWholeApp = false
    /// The first top-level view of each nib linted, by nib name (`ProjectFacts.nibTopLevelViews`; SwiftNibLoading.swift).
    var nibTopLevelViews: [String: NibTopLevelView] = [:]
    /// The classes other readers' files name (`ProjectFacts.classNamesFromOtherFiles`): a nib or storyboard may make them.
    var classesNamedElsewhere: Set<String> = []
    /// The names of views the project adds to a superview somewhere, scanned on first use.
    lazy var viewsAddedElsewhere = SwiftViewsAddedElsewhere(files: files)
    /// The properties wrapping `self` that the project's helpers are reached through, scanned on first use.
    lazy var scopeNamespaces = SwiftScopeNamespaces(types: typeOrder.compactMap { types[$0] })

    /// Whether one of the project's enums declares a case of this name: `.name(…)` then makes a value, not a call.
    func declaresEnumCase(_ name: String) -> Bool {
        enumsDeclaring(name) != nil
    }

    /// Whether one of the project's enums declares both cases, so that two different names are two different values.
    func declaresEnumCases(_ first: String, _ second: String) -> Bool {
        guard let firstOwners = enumsDeclaring(first), let secondOwners = enumsDeclaring(second) else { return false }
        return !firstOwners.isDisjoint(with: secondOwners)
    }

    /// The enums declaring a case `name` (only an enum's declarations list cases).
    private func enumsDeclaring(_ name: String) -> Set<String>? {
        if enumsByCaseName == nil {
            var owners: [String: Set<String>] = [:]
            for info in types.values {
                for declaration in info.declarations {
                    for caseName in declaration.cases { owners[caseName, default: []].insert(info.name) }
                }
            }
            enumsByCaseName = owners
        }
        return enumsByCaseName?[name]
    }

    /// The cases of the project's enum `typeName` in declaration order, for `allCases` (the order `CaseIterable`
    /// synthesizes); nil when it is no enum of the project, declares no case, or is declared more than once with
    /// different cases (two modules' `FocusMode`s; boostcampwm-2021/iOS10-JipJung @4fee394a: four buttons made per case
    /// read as one, held-out round 42).
    func caseNames(ofEnum typeName: String) -> [String]? {
        guard let info = type(named: typeName), info.kind == .enumType else { return nil }
        let lists = info.declarations.map(\.cases).filter { !$0.isEmpty }
        guard let first = lists.first, lists.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Whether the project's enum `typeName` declares a case of this name: `Row.heading("Totals")`.
    func declaresEnumCase(_ name: String, in typeName: String) -> Bool {
        guard let info = type(named: typeName), info.kind == .enumType else { return false }
        return info.declarations.contains { $0.cases.contains(name) }
    }

    /// The project's own cell types (last name component) shown at fixed heights: `fixedHeightCells(cellNames:)`
    /// for its cells, worked out on first use.
    var fixedHeightCellClassNames: Set<String> { fixedHeightCellFactsFound.names }

    /// Of `fixedHeightCellClassNames`, those whose height the code states (`rowHeight = 64`), with that height.
    var cellRowHeights: [String: Double] { fixedHeightCellFactsFound.heights }

    /// Of `cellRowHeights`, the table rows with a separator below them.
    var cellsWithRowSeparators: Set<String> { fixedHeightCellFactsFound.separated }

    /// Per row cell (class or nib key), the project's types that name it (`ProjectFacts.cellHosts`).
    var cellHosts: [String: Set<String>] { fixedHeightCellFactsFound.hosts }

    /// Cells (class or nib key) shown in a table its code frames at a width stated as a number (SwiftTablesOfStatedWidth).
    var cellsInTablesOfStatedWidth: Set<String> { fixedHeightCellFactsFound.inTablesOfStatedWidth }

    private var fixedHeightCellFactsFound: SwiftFixedHeightCells {
        if let known = fixedHeightCellFacts { return known }
        let cellTypes = typeOrder.filter { role(of: $0) == .cell }
        let shortName = ProjectFacts.classKey
        let headers = cellTypes.filter { platformBase(of: $0) == "UITableViewHeaderFooterView" }
        var found = fixedHeightCells(cellNames: Set(cellTypes.map(shortName)), headerNames: Set(headers.map(shortName)))
        let layoutSized = collectionCellsSizedByTheirLayout(typeNames: cellTypes)
        found.names.formUnion(layoutSized)
        found.heights = found.heights.filter { !layoutSized.contains($0.key) }
        found.separated.subtract(layoutSized)
        fixedHeightCellFacts = found
        return found
    }

    /// True when the project shows cell type `name` at heights its table or collection view fixes.
    func isFixedHeightCell(_ name: String) -> Bool {
        fixedHeightCellClassNames.contains(ProjectFacts.classKey(name))
    }

    /// Whether cell type `name`'s rows, of a height the code states, have a separator below them.
    func hasRowSeparator(_ name: String) -> Bool {
        cellsWithRowSeparators.contains(ProjectFacts.classKey(name))
    }

    /// Whether cell type `name` is a table's row or section header (as wide as its table), not a collection's item.
    func isTableRow(_ name: String) -> Bool {
        ["UITableViewCell", "UITableViewHeaderFooterView"].contains(platformBase(of: name) ?? "")
    }

    /// The height the project's code states for cell type `name`'s rows, when it fixes one.
    func statedRowHeight(of name: String) -> Double? {
        cellRowHeights[ProjectFacts.classKey(name)]
    }

    init(files: [SwiftFileSyntax]) {
        self.files = files
        for file in files {
            for declaration in file.types { register(declaration, file: file) }
            for property in file.properties where globalProperties[property.name] == nil {
                globalProperties[property.name] = (property, file)
            }
            for alias in file.typeAliases where typeAliases[alias.name] == nil { typeAliases[alias.name] = alias.target }
        }
        // Extensions of types the project does not declare hold helpers (`extension UIView { func pin… }`).
        for name in typeOrder {
            guard let info = types[name], info.declarations.allSatisfy({ $0.kind == .extensionType }) else { continue }
            for function in info.functions { helpers[function.name, default: []].append((function, name)) }
        }
        for file in files {
            for function in file.functions { helpers[function.name, default: []].append((function, nil)) }
        }
        computeRelevance()
    }

    private func register(_ declaration: SwiftTypeDecl, file: SwiftFileSyntax) {
        let name = declaration.name
        let info: TypeInfo
        if let existing = types[name], declaration.kind != .extensionType,
           let declared = existing.declarations.first(where: { $0.kind != .extensionType }),
           (declared.kind == .classType) != (declaration.kind == .classType) {
            // Two targets declare the same name (an app's `BadgeView: UIView` and its watch extension's SwiftUI
            // `struct BadgeView: View`). Merged, the class would take the struct's supertypes and members; a value
            // type is never laid out by constraints, so the class is the one the layout code means.
            guard declared.kind != .classType else { return }
            existing.declarations.removeAll { $0 === declared }
            existing.functions.removeAll { function in declared.functions.contains { $0 === function } }
            let replacedProperties = Set(declared.properties.map(\.name))
            existing.properties.removeAll { replacedProperties.contains($0.name) }
            existing.inheritance = existing.declarations.flatMap(\.inheritance)
            info = existing
            info.kind = declaration.kind
        } else if let existing = types[name], declaration.kind == .classType,
                  let declared = existing.declarations.first(where: { $0.kind == .classType }),
                  let kept = Self.framework(of: declared), let added = Self.framework(of: declaration), kept != added {
            // An iOS target's `class Item: UIView` and a macOS target's `class Item: NSView`: never in one app, and the
            // reader keeps one class per name. The first is kept whole, the second not merged into it; a scene on the
            // other framework gets the class's views open (pradorocchi/VelvetRoom @78197452, held-out round 57: the
            // two classes' constraints read as duplicates).
            declaredPerPlatform.insert(name)
            return
        } else if let existing = types[name] {
            info = existing
            if declaration.kind != .extensionType { info.kind = declaration.kind }
        } else {
            info = TypeInfo(name: name, kind: declaration.kind)
            types[name] = info
            typeOrder.append(name)
            let short = name.split(separator: ".").last.map(String.init) ?? name
            typesByShortName[short, default: []].append(name)
        }
        if declaration.kind == .extensionType {
            info.declarations.append(declaration)
        } else {
            info.declarations.insert(declaration, at: 0)
            info.inheritance = declaration.inheritance + info.inheritance
        }
        if declaration.kind == .extensionType { info.inheritance += declaration.inheritance }
        info.properties += declaration.properties
        for property in declaration.properties { info.propertyFiles[property.name] = file }
        info.functions += declaration.functions
    }

    /// The UI framework a class declaration's platform superclass belongs to (`UIView`: UIKit); nil when its
    /// superclass is the project's own or another module's.
    private static func framework(of declaration: SwiftTypeDecl) -> String? {
        guard let base = declaration.inheritance.first, SwiftUIKitVocabulary.isPlatformClass(base) else { return nil }
        return framework(ofClassNamed: base)
    }

    /// `UIKit` for a `UI…` class, `AppKit` for an `NS…` one other than `NSObject`.
    private static func framework(ofClassNamed name: String) -> String? {
        guard name != "NSObject" else { return nil }
        return name.hasPrefix("UI") ? "UIKit" : name.hasPrefix("NS") ? "AppKit" : nil
    }

    /// Whether two targets of the project declare a class of this name, one for each UI framework, and the one
    /// kept is not for `framework` (the UI framework of the scene being read; nil when not known).
    func isDeclaredForAnotherPlatform(_ name: String, than framework: String?) -> Bool {
        guard declaredPerPlatform.contains(name) else { return false }
        guard let framework, let kept = types[name]?.declarations.first(where: { $0.kind == .classType }) else { return true }
        return Self.framework(of: kept) != framework
    }

    /// The UI framework (`UIKit`, `AppKit`) class `name` builds on: the one its file imports (its superclass may be
    /// one of the classes two targets declare), else the one its superclass chain reaches.
    func framework(of name: String) -> String? {
        if let file = types[name]?.primary?.file {
            // Imports come first: the file's head is enough.
            let imported = SwiftConditionalCompilation.importedUIFrameworks(file.tokens, scanning: 400)
            if imported.count == 1 { return imported.first }
        }
        let base = SwiftUIKitVocabulary.isPlatformClass(name) ? name : platformBase(of: name)
        return base.flatMap(Self.framework(ofClassNamed:))
    }

    /// A type by full or short name, preferring one nested in `context` (`Spacing` inside `Theme`).
    func type(named name: String, context: String? = nil) -> TypeInfo? {
        type(named: name, context: context, aliasDepth: 0)
    }

    /// `type(named:context:)`, following at most a few `typealias`es (a cycle of them names no type).
    private func type(named name: String, context: String?, aliasDepth: Int) -> TypeInfo? {
        if let info = declaredType(named: name, context: context) { return info }
        guard aliasDepth < 8, !typeAliases.isEmpty else { return nil }
        var prefix = context ?? ""
        while true {
            if let target = typeAliases[prefix.isEmpty ? name : prefix + "." + name] {
                return type(named: target, context: prefix.isEmpty ? nil : prefix, aliasDepth: aliasDepth + 1)
            }
            guard !prefix.isEmpty else { return nil }
            prefix = prefix.lastIndex(of: ".").map { String(prefix[..<$0]) } ?? ""
        }
    }

    private func declaredType(named name: String, context: String?) -> TypeInfo? {
        if let info = types[name] { return info }
        if let context {
            var prefix = context
            while !prefix.isEmpty {
                if let info = types[prefix + "." + name] { return info }
                guard let dot = prefix.lastIndex(of: ".") else { break }
                prefix = String(prefix[..<dot])
            }
        }
        if let candidates = typesByShortName[name], candidates.count == 1 { return types[candidates[0]] }
        return nil
    }

    /// The superclass of a project class, if its first inherited type is a class.
    func superclass(of name: String) -> String? {
        guard let info = types[name], info.kind == .classType || info.primary?.kind == .classType else { return nil }
        return info.inheritance.first
    }

    /// The platform class at the top of `name`'s project superclass chain (`NSViewController`, `UITableViewCell`).
    func platformBase(of name: String) -> String? {
        var current = name
        var seen = Set<String>()
        while let next = superclass(of: current), seen.insert(next).inserted {
            // `extension UICollectionViewCell { … }` makes the platform class known, not the project's own.
            guard let info = type(named: next), info.declarations.contains(where: { $0.kind != .extensionType }) else { return next }
            current = next
        }
        return nil
    }

    /// The types from `name` up its project superclass chain, `name` first, then the project protocols they adopt.
    func lineage(of name: String) -> [TypeInfo] {
        if let cached = lineageCache[name] { return cached }
        let result = computeLineage(of: name)
        lineageCache[name] = result
        return result
    }

    private var lineageCache: [String: [TypeInfo]] = [:]

    private func computeLineage(of name: String) -> [TypeInfo] {
        var result: [TypeInfo] = []
        var current: String? = name
        var seen = Set<String>()
        while let next = current, let info = type(named: next), !seen.contains(info.name) {
            seen.insert(info.name)
            result.append(info)
            current = superclass(of: info.name)
        }
        // Then the project's protocols these conform to (also through extensions and other protocols): their
        // extensions' default methods are the type's methods too (`extension AdaptiveMarginCell { func setup…() }`).
        var index = 0
        while index < result.count {
            for inherited in result[index].inheritance {
                guard let info = type(named: inherited), info.kind == .protocolType, !seen.contains(info.name) else { continue }
                seen.insert(info.name)
                result.append(info)
            }
            index += 1
        }
        return result
    }

    /// The UIKit role of a class name, following project superclasses.
    func role(of className: String) -> SwiftUIKitVocabulary.Role? {
        SwiftUIKitVocabulary.role(of: className) { name in
            guard let info = type(named: name) else { return .undeclared }
            return .declared(name: info.name, superclass: superclass(of: info.name), guessable: info.kind == .classType)
        }
    }

    /// Instance methods named `name` of the project's enums, with the enum they belong to.
    func enumMethods(named name: String) -> [(function: SwiftFunctionDecl, owner: String)] {
        if enumMethodIndex == nil {
            var index: [String: [(function: SwiftFunctionDecl, owner: String)]] = [:]
            for typeName in typeOrder {
                guard let info = types[typeName], info.kind == .enumType else { continue }
                for function in info.functions where !function.isStatic { index[function.name, default: []].append((function, typeName)) }
            }
            enumMethodIndex = index
        }
        return enumMethodIndex?[name] ?? []
    }

    private var enumMethodIndex: [String: [(function: SwiftFunctionDecl, owner: String)]]?

    /// Functions of a type and its project superclasses named `name`.
    func methods(named name: String, in typeName: String) -> [SwiftFunctionDecl] {
        lineage(of: typeName).flatMap { $0.functions(named: name) }
    }

    func property(named name: String, in typeName: String) -> (SwiftPropertyDecl, TypeInfo)? {
        for info in lineage(of: typeName) {
            if let property = info.property(name) { return (property, info) }
        }
        return nil
    }

    // MARK: - Relevance

    private static let layoutWords: Set<String> = [
        "constraint", "constraints", "NSLayoutConstraint", "addSubview", "insertSubview", "addArrangedSubview",
        "insertArrangedSubview", "removeFromSuperview", "translatesAutoresizingMaskIntoConstraints", "isActive", "priority", "activate",
        "deactivate", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "addLayoutGuide",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "anchorWithOffset", "UIStackView",
        "identifier", "numberOfLines", "isHidden", "axis", "spacing", "alignment", "distribution", "contentView",
        // Swift 2 spellings (SwiftLegacySpellings.swift).
        "constraintsWithVisualFormat", "activateConstraints", "deactivateConstraints",
    ]

    private func computeRelevance() {
        let all = files.flatMap(\.codeBodies)
        var callsByFunction: [ObjectIdentifier: Set<String>] = [:]
        for function in all {
            guard let range = function.bodyRange else { continue }
            var calls = Set<String>()
            var relevant = false
            let tokens = function.file.tokens
            for index in range where index < tokens.count {
                let token = tokens[index]
                guard token.kind == .identifier else { continue }
                if Self.layoutWords.contains(token.text) || token.text.hasSuffix("Anchor") || token.text.hasSuffix("LayoutGuide") || token.text.hasPrefix("snp") {
                    relevant = true
                    break
                }
                if index + 1 < tokens.count, tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol("{") { calls.insert(token.text) }
            }
            if relevant {
                layoutRelevant.insert(ObjectIdentifier(function))
            } else {
                callsByFunction[ObjectIdentifier(function)] = calls
            }
        }
        // A function that calls a relevant function by name is relevant too.
        var relevantNames = Set(all.filter { layoutRelevant.contains(ObjectIdentifier($0)) }.map(\.name))
        var changed = true
        var rounds = 0
        while changed, rounds < 20 {
            changed = false
            rounds += 1
            for function in all where !layoutRelevant.contains(ObjectIdentifier(function)) {
                if let calls = callsByFunction[ObjectIdentifier(function)], !calls.isDisjoint(with: relevantNames) {
                    layoutRelevant.insert(ObjectIdentifier(function))
                    relevantNames.insert(function.name)
                    changed = true
                }
            }
        }
    }

    func isLayoutRelevant(_ function: SwiftFunctionDecl) -> Bool {
        layoutRelevant.contains(ObjectIdentifier(function))
    }
}
