import LayoutModel

/// Reads the constraints Objective-C code builds (`.m`, `.mm`, with `.h` files for `@interface`s and
/// properties): each `@implementation` of a view, cell or view controller becomes a scene. Headers only declare:
/// they never make scenes or findings.
public struct ObjectiveCReader: LayoutReader {
    public let fileExtensions = ["m", "mm", "h"]

    /// Classes span `.h` and `.m`; superclasses and properties are resolved across files.
    public var readsFilesTogether: Bool { true }

    /// Whether the files declare the app's entry point, which the other code reader needs too.
    public func factsForCodeReaders(statedIn files: [SourceFile]) -> ProjectFacts { AppEntryPoint.facts(statedIn: files) }

    public init() {}

    /// What `--stats` prints about the Objective-C files.
    public typealias Statistics = ReaderCoverage

    public func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult {
        readWithStatistics(files, given: facts).result
    }

    /// What the project's Objective-C code says for the other readers and its own scenes (`ProjectFacts`).
    private static func projectFacts(_ project: ObjCProjectIndex, _ syntaxes: [ObjCFileSyntax]) -> ProjectFacts {
        let rowHeightAnswers = ObjCRowHeightAnswerTable(syntaxes)
        var facts = project.fixedHeightCellFacts(syntaxes, rowHeightAnswers)
        facts.fixedHeightCellClasses.formUnion(project.collectionCellsSizedByTheirLayout(syntaxes))
        facts.cellsSizedByTheirCode = Set(project.cellsSizedByCode)
        facts.viewsMakingTheirContent = project.viewsMakingTheirContent(syntaxes)
        facts.intrinsicSizesDeclaredInCode = project.intrinsicSizesDeclaredInCode(syntaxes)
        facts.outletsConstrainedInCode = project.outletsConstrainedInCode(syntaxes)
        facts.constraintOutletsChangedInCode = project.constraintOutletsChangedInCode(syntaxes)
        (facts.identifiersUsedInCode, facts.stringsInCode, facts.idiomBranchStrings, facts.headerOnlyCellIdentifiers) = project.namesUsedInCode(syntaxes)
        facts.stringsInObjectiveC = facts.stringsInCode
        facts.launchCodeReplacesRootController = project.launchReplacesRootController(syntaxes)
        facts.tableRowHeights = project.tableRowHeights(syntaxes, rowHeightAnswers)
        facts.controllerScreens = project.controllerScreens(syntaxes)
        facts.controllersSizedByTheirContainer = project.controllersSizedByTheirContainer(syntaxes)
        facts.collectionLayoutsSetInCode = project.collectionLayoutsSetInCode(syntaxes)
        facts.classesDeclaredInCode = Set(project.classes.keys.map(ProjectFacts.classKey))
        facts.classesAnsweringItemSize = Set(syntaxes.flatMap(\.implementations).filter { implementation in
            implementation.methods.contains { $0.selector == "collectionView:layout:sizeForItemAtIndexPath:" }
        }.map { ProjectFacts.classKey($0.name) })
        facts.cellsFilledByOtherCode = project.cellsCompletingTheirChain(syntaxes)
        facts.flippedViewClasses = Set(project.classes.keys.filter { name in
            project.lineage(of: name).contains { $0.implementations.contains { $0.methods.contains { $0.selector == "isFlipped" && !$0.isClassMethod } } }
        }.map(ProjectFacts.classKey))
        return facts
    }

    /// `given`: what the pipeline knows before code is read (whether the whole app is linted, the names other files use).
    public func readWithStatistics(_ files: [SourceFile], given: ProjectFacts = ProjectFacts()) -> (result: ReadResult, statistics: Statistics) {
        let syntaxes = ConcurrentFileMap.map(files) { ObjCFileSyntax(path: $0.path, text: $0.text) }
        let project = ObjCProjectIndex(files: syntaxes)
        project.noteOwnLayout(syntaxes)
        project.noteCellsSizedByCode(syntaxes)
        project.imagesSetLater = ObjCImagesSetLater(files: syntaxes)
        project.classesNamedElsewhere = given.classNamesFromOtherFiles
        let facts = Self.projectFacts(project, syntaxes)
        project.rowHeightFacts = facts
        project.nibTopLevelViews = given.nibTopLevelViews
        let uncreated = project.uncreatedClasses(syntaxes, namedElsewhere: given.classNamesFromOtherFiles,
                                                 plistStrings: given.lintsWholeProject && given.codeHasAppEntryPoint ? given.storyboardsNamedByProject : nil)
        let byPath = Dictionary(syntaxes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let collector = ObjCStatisticsCollector()
        for syntax in syntaxes where !syntax.path.hasSuffix(".h") { collector.scan(syntax) }
        var statistics = Statistics()
        statistics.filesRead = files.count
        var scenes: [Scene] = []
        var diagnostics: [Diagnostic] = []
        var done = Set<String>()
        for name in project.implementationOrder where !done.contains(name) {
            done.insert(name)
            guard let info = project.classes[name], let implementation = info.implementations.first,
                  !implementation.path.hasSuffix(".h") else { continue }
            statistics.typesRead += 1
            if uncreated.contains(name) {
                diagnostics.append(Diagnostic(ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: "\(ReaderNotice.uncreatedClass) \(name)",
                                              location: SourceLocation(file: implementation.path, line: implementation.line, column: 1)))
                continue
            }
            let role: ObjCInterpreter.Role
            switch project.role(of: name) {
            case .viewController?: role = .viewController
            // A supplementary view (`UICollectionReusableView`: section headers, footers) has no content view: it
            // lays out its subviews in itself, at the size its layout gives it (MIT-Mobile/MIT-Mobile-for-iOS @5530e4c4, held-out round 37).
            case .cell? where project.lineage(of: name).last?.superclass == "UICollectionReusableView": role = .view
            case .cell?: role = .cell
            case .view?, .stackView?: role = .view
            default: continue
            }
            let interpreter = ObjCInterpreter(project: project, files: byPath, className: name, role: role, statistics: collector)
            if var scene = interpreter.readScene(implementation) {
                // As in Swift source: a number beyond the limits (`constant:1e19`, `multiplier:NAN`) is app code
                // computing it, so a note and the constraint made inactive; it reached the solver and the reporters.
                diagnostics += NumericLimitCheck.check(&scene, asNote: true)
                scenes.append(scene)
            }
            diagnostics += interpreter.diagnostics
        }
        diagnostics += ObjCRepeatedConstraintSetups(project: project, files: syntaxes, leftOut: uncreated).findings()
        for syntax in syntaxes where !syntax.conflictLines.isEmpty {
            for line in syntax.conflictLines {
                diagnostics.append(Diagnostic(ruleID: ReaderRuleID.syntaxError, severity: .error, message: MergeConflictMarkers.message,
                                              location: SourceLocation(file: syntax.path, line: line, column: 1)))
            }
        }
        for syntax in syntaxes where !syntax.path.hasSuffix(".h") && syntax.conflictLines.isEmpty {
            for issue in syntax.issues {
                diagnostics.append(Diagnostic(ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: issue.message,
                                              location: SourceLocation(file: syntax.path, line: issue.line, column: issue.column)))
            }
        }
        collector.summary(into: &statistics)
        statistics.scenes = scenes.count
        statistics.constraints = scenes.reduce(0) { $0 + $1.constraints.count }
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }.sorted()
        return (ReadResult(scenes: scenes, diagnostics: unique, facts: facts), statistics)
    }
}
