import Foundation
import LayoutModel

/// Reads the constraints UIKit and AppKit code builds: each view, cell and view controller type
/// (extensions merged across files) becomes a scene with its items, hierarchy, constraints,
/// activation, priorities and size-class variants, every constraint at the file, line and
/// column of the expression that made it.
public struct SwiftSourceReader: LayoutReader {
    public let fileExtensions = ["swift"]

    /// Helpers, extensions and superclasses are resolved across files.
    public var readsFilesTogether: Bool { true }

    /// Whether the files declare the app's entry point, which the other code reader needs too.
    public func factsForCodeReaders(statedIn files: [SourceFile]) -> ProjectFacts { AppEntryPoint.facts(statedIn: files) }

    public init() {}

    public func read(_ files: [SourceFile], facts: ProjectFacts) -> ReadResult {
        read(files, collectingStatistics: false, lintsWholeProject: facts.lintsWholeProject, given: facts, onScene: nil).result
    }

    /// Reads the files and reports how many constraint expressions it found and understood.
    public func readWithStatistics(_ files: [SourceFile]) -> (result: ReadResult, statistics: Statistics) {
        let (result, statistics) = read(files, collectingStatistics: true, onScene: nil)
        return (result, statistics)
    }

    /// Reads the files, handing each scene to `onScene` (with its index in the result) as soon as it is made,
    /// so a caller can check scenes while later ones are still being read. Files are tokenized and parsed on
    /// every core; the types are then interpreted in order on the calling thread (they share the
    /// cross-file index). Statistics are gathered only when asked for; the result is the same either way.
    /// `lintsWholeProject`: the files are the whole app's (`ProjectFacts.lintsWholeProject`).
    public func read(_ files: [SourceFile], collectingStatistics: Bool, lintsWholeProject: Bool = false, given: ProjectFacts = ProjectFacts(),
                     onScene: ((Int, Scene) -> Void)?) -> (result: ReadResult, statistics: Statistics) {
        var diagnostics: [Diagnostic] = []
        // Parsing a file and every body it declares touches only that file.
        let parsed = ConcurrentFileMap.map(files) { file in
            let syntax = SwiftFileSyntax.parse(path: file.path, text: file.text)
            return (syntax, SwiftStatisticsCollector.constraintExpressions(in: syntax))
        }
        let syntaxes = parsed.map(\.0)
        let project = SwiftProjectIndex(files: syntaxes)
        project.holdsTheWholeApp = lintsWholeProject
        project.nibTopLevelViews = given.nibTopLevelViews
        project.classesNamedElsewhere = given.classNamesFromOtherFiles
        let collector = SwiftStatisticsCollector(isRecording: collectingStatistics)
        for (_, found) in parsed { collector.add(found) }

        var scenes: [Scene] = []
        var facts = project.projectFacts()
        let plistStrings = given.codeHasAppEntryPoint ? given.storyboardsNamedByProject : nil
        let uncreated = plistStrings.map { project.uncreatedClasses(namedElsewhere: given.classNamesFromOtherFiles, plistStrings: $0) } ?? []
        var statistics = Statistics()
        statistics.filesRead = files.count
        let templates = project.abstractBaseClasses()
        var budget = SwiftStepBudget()
        var leftOut = Set<String>()
        for name in project.typeOrder where !templates.contains(ProjectFacts.classKey(name)) {
            guard let info = project.types[name], info.declarations.contains(where: { $0.kind == .classType || $0.kind == .structType || $0.kind == .actorType || $0.kind == .enumType }) else { continue }
            statistics.typesRead += 1
            let role = project.role(of: name)
            // Its own code or its project superclasses': a subclass that only overrides a value (`override var
            // menuHeight`) or adds nothing shows the layout it inherits, and its template superclass has no scene.
            let hasLayoutCode = project.lineage(of: name).contains { type in
                type.functions.contains(where: project.isLayoutRelevant)
                    || type.properties.contains { ($0.getter.map(project.isLayoutRelevant) ?? false) || ($0.didSet.map(project.isLayoutRelevant) ?? false) }
            }
            guard role == .view || role == .cell || role == .viewController || role == .stackView || hasLayoutCode else { continue }
            guard hasLayoutCode || info.properties.contains(where: { $0.initializer != nil }) else { continue }
            if let notice = Self.notLintedNotice(info, role: role, neverDequeued: facts.cellsNeverDequeued, uncreated: uncreated) {
                leftOut.insert(ProjectFacts.classKey(name))
                diagnostics.append(notice); continue
            }
            let path = info.primary?.file.path ?? ""
            let interpreter = SwiftInterpreter(project: project, statistics: collector, stepAllowance: budget.allowance(forSceneIn: path))
            interpreter.sceneFramework = project.framework(of: info.name)
            let read = interpreter.readScene(info)
            budget.record(interpreter.steps, forSceneIn: path)
            if interpreter.isExhausted { collector.readingStopped(in: info.declarations) }
            if var scene = read, !(scene.constraints.isEmpty && scene.items.count <= 1) {
                diagnostics += NumericLimitCheck.check(&scene, asNote: true)
                onScene?(scenes.count, scene)
                scenes.append(scene)
            }
            if !interpreter.constrainedOutlets.isEmpty {
                let owner = ProjectFacts.classKey(name)
                facts.merge(ProjectFacts(outletsConstrainedInCode: [owner: interpreter.constrainedOutlets]))
            }
            diagnostics += interpreter.diagnostics
        }
        diagnostics += SwiftRepeatedConstraintSetups(project: project, leftOut: leftOut.union(uncreated.map(ProjectFacts.classKey))).findings()
        for syntax in syntaxes {
            for issue in syntax.diagnostics {
                diagnostics.append(Diagnostic(
                    ruleID: issue.isError ? ReaderRuleID.syntaxError : ReaderRuleID.skippedConstruct,
                    severity: issue.isError ? .error : .note, message: issue.message,
                    location: SourceLocation(file: syntax.path, line: issue.line, column: issue.column)
                ))
            }
        }
        if collectingStatistics { collector.summary(into: &statistics) }
        statistics.scenes = scenes.count
        statistics.constraints = scenes.reduce(0) { $0 + $1.constraints.count }
        return (ReadResult(scenes: scenes, diagnostics: Self.deduplicated(diagnostics), facts: facts), statistics)
    }

    /// The note that a type's scene is not linted, counted in `lint`'s summary line: a cell the code registers and never
    /// dequeues, a class nothing creates; nil for a type whose layout may run.
    private static func notLintedNotice(_ info: SwiftProjectIndex.TypeInfo, role: SwiftUIKitVocabulary.Role?,
                                        neverDequeued: Set<String>, uncreated: Set<String>) -> Diagnostic? {
        let notice: String
        if uncreated.contains(info.name) {
            notice = ReaderNotice.uncreatedClass
        } else if role == .cell, neverDequeued.contains(ProjectFacts.classKey(info.name)) {
            notice = ReaderNotice.undequeuedCell
        } else {
            return nil
        }
        let location = info.primary.map { SourceLocation(file: $0.file.path, line: $0.position.line, column: $0.position.column) }
        return Diagnostic(ruleID: ReaderRuleID.skippedConstruct, severity: .note, message: "\(notice) \(info.name)", location: location ?? .unknown)
    }

    private static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sorted()
    }

    /// Decodes file contents leniently: invalid UTF-8 becomes U+FFFD and an `unreadable_file`
    /// diagnostic says where, so the rest of the file is still read.
    public static func decode(_ data: Data, path: String) -> (file: SourceFile, diagnostics: [Diagnostic]) {
        let bytes = [UInt8](data)
        if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) {
            return (SourceFile(path: path, text: text), [])
        }
        var line = 1, column = 1
        var firstBad: (Int, Int)?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            var valid = length > 0 && index + length <= bytes.count && byte != 0
            if valid, length > 1 { valid = bytes[(index + 1)..<(index + length)].allSatisfy { $0 >> 6 == 0b10 } }
            if !valid {
                firstBad = (line, column)
                break
            }
            if byte == 10 {
                line += 1
                column = 1
            } else {
                column += length
            }
            index += length
        }
        let text = String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
        guard let (badLine, badColumn) = firstBad else { return (SourceFile(path: path, text: text), []) }
        let diagnostic = Diagnostic(
            ruleID: ReaderRuleID.unreadableFile, severity: .error,
            message: "file is not valid UTF-8; invalid bytes were replaced and the rest was read",
            location: SourceLocation(file: path, line: badLine, column: badColumn)
        )
        return (SourceFile(path: path, text: text), [diagnostic])
    }
}
