import LayoutModel

/// Reads Interface Builder `.xib` and `.storyboard` files: one scene per view controller, per top-level
/// view of a xib, and per table or collection view cell.
public struct InterfaceBuilderReader: LayoutReader {
    public init() {}

    public var fileExtensions: [String] { ["xib", "storyboard"] }

    /// Cells a table shows at fixed heights and outlets the code constrains change how a nib is read.
    public var usesProjectFacts: Bool { true }

    /// The tables a nib or storyboard draws for its owner's code decide the rows of the cells other nibs hold.
    public var contributesProjectFacts: Bool { true }

    public func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult {
        var known = facts
        for file in files { known.merge(projectFacts(statedIn: file)) }
        var result = ReadResult()
        for file in files { result.merge(read(file, facts: known)) }
        return result
    }

    /// The classes the files name (a storyboard creates its controllers, a nib its views), and each nib's first
    /// top-level view, which code loading the nib gets (`IBNibTopLevelViews`).
    public func factsForCodeReaders(statedIn files: [SourceFile]) -> ProjectFacts {
        var facts = ProjectFacts()
        facts.classNamesFromOtherFiles = ConcurrentFileMap.map(files) { IBCustomClassNames.names(in: $0.text) }.reduce(into: Set<String>()) { $0.formUnion($1) }
        facts.nibTopLevelViews = IBNibTopLevelViews.byNibName(files.map { ($0.path, $0.text) })
        return facts
    }

    /// The tables the file draws in its owners' views, with their rows (IBDrawnTables.swift), and the storyboards it
    /// references.
    public func projectFacts(statedIn file: SourceFile) -> ProjectFacts {
        // Most files draw no table and reference no storyboard: the text is searched before it is parsed.
        let drawsTables = file.text.containsBytes(of: "<tableView"), references = file.text.containsBytes(of: "storyboardName=")
        guard drawsTables || references, let document = IBDocumentParser.parse(file.text).root, document.name == "document" else {
            return ProjectFacts()
        }
        let isStoryboard = IBDocumentContext.isStoryboard(document, file: file.path)
        var facts = drawsTables ? IBDrawnTables(document: document, isStoryboard: isStoryboard).facts() : ProjectFacts()
        if drawsTables, isStoryboard { facts.prototypeOwners = IBPrototypeOwners.owners(in: document) }
        if references {
            facts.storyboardsReferenced = Set(document.descendants().compactMap { $0["storyboardName"] })
            let referrer = IBUnloadedNib.loadName(of: file.path, ending: ".storyboard")
            for name in facts.storyboardsReferenced where name != referrer { facts.storyboardReferrers[name] = [referrer] }
            facts.storyboardIdentifiersReferenced = Set(document.descendants().compactMap { $0["referencedIdentifier"] })
        }
        return facts
    }

    /// Reads one file, given what the project's code says of its cells and outlets.
    public func read(_ file: SourceFile, facts: ProjectFacts = ProjectFacts()) -> ReadResult {
        let parsed = IBDocumentParser.parse(file.text)
        var result = ReadResult()
        if let error = parsed.syntaxError {
            result.diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.syntaxError, severity: .error,
                message: "\(error.message); the rest of the file was not read",
                location: SourceLocation(file: file.path, line: error.line, column: error.column)))
        }
        guard let document = parsed.root else {
            if parsed.syntaxError == nil {
                result.diagnostics.append(Diagnostic(
                    ruleID: ReaderRuleID.syntaxError, severity: .error, message: "the document is empty: no XML element was found",
                    location: SourceLocation(file: file.path, line: 1, column: 1)))
            }
            return result
        }
        guard document.name == "document" else {
            result.diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.skippedConstruct, severity: .note,
                message: "not an Interface Builder document (root element <\(document.name)>)",
                location: SourceLocation(file: file.path, line: document.line, column: document.column)))
            return result
        }
        if let names = IBUnloadedNib.unusedNames(document, file: file.path, facts: facts) {
            let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
            let looked = file.path.hasSuffix(".storyboard") ? "appears in no source file, Info.plist, build setting or storyboard reference"
                : "appear in no source file"
            result.diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: "\(ReaderNotice.unloadedNib) (\(quoted) \(looked))",
                location: SourceLocation(file: file.path, line: document.line, column: document.column)))
            return result
        }
        if let cells = IBUnloadedNib.undequeuedCells(document, file: file.path, facts: facts) {
            result.diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.skippedConstruct, severity: .note,
                message: "\(ReaderNotice.undequeuedCell) \(cells.joined(separator: ", ")) (registered, never dequeued)",
                location: SourceLocation(file: file.path, line: document.line, column: document.column)))
            return result
        }
        let context = IBDocumentContext(document: document, file: file.path, facts: facts)
        var finder = IBSceneFinder(context: context, facts: facts)
        if context.isStoryboard { finder.sizedByContainer = IBContainerSizedControllers.ids(in: document, facts: facts) }
        for object in IBUnchosenTopLevelObjects.objects(in: document, file: file.path, outletNames: context.outletNames, facts: facts) {
            finder.unchosen.insert(object.view.id ?? "")
            result.diagnostics.append(Diagnostic(
                ruleID: ReaderRuleID.skippedConstruct, severity: .note,
                message: "\(ReaderNotice.uncreatedClass) \(object.className) (one of several top-level views of the nib; no code keeps it)",
                location: SourceLocation(file: file.path, line: object.view.line, column: object.view.column, objectID: object.view.id)))
        }
        var sources = finder.sources(in: document)
        uniquifyNames(&sources)
        let fileScreens = IdiomOnlyFiles.screens(ofFileAt: file.path, facts: facts)
        for source in sources {
            var builder = IBSceneBuilder(context: context, source: source)
            var scene = builder.build()
            if let screens = source.screens { scene.restrictScreens(to: screens) }
            if let fileScreens { scene.restrictScreens(to: fileScreens) }
            if let tools = document["toolsVersion"].flatMap(Double.init), tools < Self.firstSafeAreaToolsVersion { scene.savedBeforeSafeAreas = true }
            result.scenes.append(scene)
            result.diagnostics += builder.diagnostics
        }
        return NumericLimitCheck.check(result)
    }

    /// The tools version of Xcode 9, the first whose SDK (iOS 11) has the safe area: Xcode 8.3 saves 12121, Xcode 9.0
    /// 13196 (documents of the Xcode versions as found in public apps' files).
    static let firstSafeAreaToolsVersion = 13000.0

    /// Xcode's own layout warnings as saved in the file (`ambiguous="YES"`, `misplaced="YES"`), by object id.
    public static func xcodeFlags(in file: SourceFile) -> [String: InterfaceBuilderXcodeFlags] {
        guard let document = IBDocumentParser.parse(file.text).root else { return [:] }
        var flags: [String: InterfaceBuilderXcodeFlags] = [:]
        for element in [document] + document.descendants() {
            guard let id = element.id else { continue }
            let entry = InterfaceBuilderXcodeFlags(
                ambiguous: element.flag("ambiguous"), misplaced: element.flag("misplaced"),
                location: SourceLocation(file: file.path, line: element.line, column: element.column, objectID: id))
            if entry.ambiguous || entry.misplaced { flags[id] = entry }
        }
        return flags
    }

    /// Scene names must tell scenes apart within a file; repeats get their object id.
    private func uniquifyNames(_ sources: inout [IBSceneSource]) {
        var counts: [String: Int] = [:]
        for source in sources { counts[source.name, default: 0] += 1 }
        for index in sources.indices where counts[sources[index].name]! > 1 {
            sources[index].name += "#\(sources[index].location.objectID ?? String(index))"
        }
    }
}
