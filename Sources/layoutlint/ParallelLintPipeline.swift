import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// Reads and checks files on every core: files are loaded in parallel; the files of a reader that reads files one by
/// one (Interface Builder, `.layout`) are read and checked one task per file; a reader that reads its files together
/// (Swift, Objective-C: they resolve across files) gets them all at once, each scene checked on another core while
/// later ones are still being read. Readers are told apart only through `LayoutReader`. Results come back in a
/// deterministic order, and through the cache when one is given.
struct ParallelLintPipeline {
    let readers: ReaderSet
    let linter: Linter
    var cache: CacheFile?
    var wantsFigures = false
    /// Read with statistics (and so past the cache of files read together) for `--stats`.
    var wantsStatistics = false
    var progress: ProgressDisplay?
    /// The screens scenes of each file can be shown on, when its targets run on fewer than the app.
    var fileScreens = FileScreens()
    /// What the project files say before any reader has read (the storyboards they name for the system to load).
    var projectFacts = ProjectFacts()
    /// Which code files are read together: those of one Xcode project's folder.
    var codeModules = CodeModules(projectDescriptions: [])

    /// What a run found.
    struct Outcome {
        var diagnostics: [Diagnostic] = []
        var texts: [String: String] = [:]
        var fileCount = 0
        var sceneCount = 0
        var figures: [Diagnostic: DiagnosticFigure] = [:]
        /// What each reader that counts its coverage found and understood, by its index in `ReaderSet.readers`, when
        /// asked for and when it read any file.
        var statistics: [Int: ReaderCoverage] = [:]
        /// Interface Builder files left out because no code read loads them (`IBUnloadedNib`).
        var unloadedNibs = 0
        /// Cells (their nibs or their scenes) left out because the code registers them and never dequeues them.
        var undequeuedCells = 0
        /// Classes whose scenes were left out because nothing read creates them (`SwiftUncreatedClasses`).
        var uncreatedClasses = 0
        /// Files left out because git-crypt keeps them encrypted.
        var encryptedFiles = 0

        /// Takes the reader notices starting with `notice` out of the diagnostics and counts them.
        mutating func takeNotices(_ notice: String) -> Int {
            let count = diagnostics.filter { ParallelLintPipeline.isNotice($0, notice) }.count
            diagnostics.removeAll { ParallelLintPipeline.isNotice($0, notice) }
            return count
        }
    }

    /// The cache slot of the files `reader` reads together (`<swift>`, `<swift Apps/ToDo/>` for one module of several):
    /// no file path looks like it.
    static func cacheKey(of reader: any LayoutReader, module: String = "") -> String {
        module.isEmpty ? "<\(reader.name)>" : "<\(reader.name) \(module)>"
    }

    /// A file with its reader, loaded (or the reason it could not be).
    private struct LoadedFile: Sendable {
        var path: String
        var readerIndex: Int
        var file: SourceFile?
        var failure: Diagnostic?
        var hash: String
    }

    /// What checking one scene found.
    private struct SceneCheck: Sendable {
        var diagnostics: [Diagnostic]
        var figures: [Diagnostic: DiagnosticFigure]
    }

    /// What one unit of work produced.
    private struct UnitResult: Sendable {
        /// The file's path, or the cache key of files read together.
        var path: String
        var readerIndex: Int
        var entry: CacheFile.Entry
        var figures: [Diagnostic: DiagnosticFigure]
    }

    /// Runs over these paths (files only) and an optional file given on standard input.
    mutating func run(paths: [String], standardInput: SourceFile? = nil) -> Outcome {
        let discovery = FileDiscovery(extensions: readers.extensions)
        var work: [(path: String, readerIndex: Int, preloaded: SourceFile?)] = []
        for path in paths {
            guard let index = readerIndex(discovery.matchingExtension(path)) else { continue }
            work.append((path, index, nil))
        }
        if let standardInput, let index = readerIndex(discovery.matchingExtension(standardInput.path)) {
            work.append((standardInput.path, index, standardInput))
        }
        let readers = self.readers
        let loaded: [LoadedFile] = ConcurrentFileMap.map(work.map { Pending(path: $0.path, readerIndex: $0.readerIndex, preloaded: $0.preloaded) }) { item in
            let result = item.preloaded.map { Result<SourceFile, LoadFailure>.success($0) } ?? readers.load(item.path)
            switch result {
            case .success(let file):
                var hash = StableHash()
                hash.combine(file.text)
                return LoadedFile(path: item.path, readerIndex: item.readerIndex, file: file, failure: nil, hash: hash.hex)
            case .failure(let failure):
                return LoadedFile(path: item.path, readerIndex: item.readerIndex, file: nil, failure: failure.diagnostic, hash: "")
            }
        }

        var outcome = Outcome()
        outcome.fileCount = loaded.count
        for file in loaded {
            if let text = file.file?.text { outcome.texts[file.path] = text }
            if let failure = file.failure { outcome.diagnostics.append(failure) }
        }
        let crossFile = Set(readers.readers.indices.filter { readers.readers[$0].readsFilesTogether })
        let single = loaded.filter { $0.file != nil && !crossFile.contains($0.readerIndex) }
        let together = loaded.filter { $0.file != nil && crossFile.contains($0.readerIndex) }

        // Files read together first: what they say about the project's cells and outlets decides how nibs are read.
        // Each reader that reads its files together gets its own run.
        let togetherResults = runCodeModules(single: single, together: together, readerIndices: crossFile.sorted(), outcome: &outcome)
        let stating = single.filter { readers.readers[$0.readerIndex].contributesProjectFacts }
        let facts = ModuleFacts(
            base: projectFacts,
            code: togetherResults.filter { readers.readers[$0.result.readerIndex].contributesProjectFacts }
                .compactMap { entry in entry.result.entry.facts.map { (entry.module, $0) } },
            stated: ConcurrentFileMap.map(stating, { readers.readers[$0.readerIndex].projectFacts(statedIn: $0.file!) }),
            modules: codeModules)
        let results = runSingleFiles(single, facts: facts) + togetherResults.map(\.result)
        var updated = cache.map { CacheFile(key: $0.key) }
        for result in results {
            outcome.diagnostics += result.entry.diagnostics
            outcome.sceneCount += result.entry.scenes
            outcome.figures.merge(result.figures) { first, _ in first }
            updated?.files[result.path] = result.entry
        }
        progress?.finish()
        cache = updated
        // The notes on what was left out (nibs no code loads, cells never dequeued, classes nothing creates) are kept
        // through the cache for these counts, not reported one by one.
        outcome.unloadedNibs = outcome.takeNotices(ReaderNotice.unloadedNib)
        outcome.undequeuedCells = outcome.takeNotices(ReaderNotice.undequeuedCell)
        outcome.uncreatedClasses = outcome.takeNotices(ReaderNotice.uncreatedClass)
        outcome.encryptedFiles = outcome.takeNotices(ReaderNotice.encryptedFile)
        return outcome
    }

    /// The files of the readers that read their files together, one run per reader and module (CodeModules), each
    /// given what the module's other files state (`factsForCodeReaders`).
    private func runCodeModules(single: [LoadedFile], together: [LoadedFile], readerIndices: [Int],
                                outcome: inout Outcome) -> [(module: String, result: UnitResult)] {
        var results: [(module: String, result: UnitResult)] = []
        var knownByModule: [String: ProjectFacts] = [:]
        for readerIndex in readerIndices {
            let group = together.filter { $0.readerIndex == readerIndex }
            for (module, files) in codeModules.partition(group, path: \.path) {
                let inModule = { (file: LoadedFile) in module.isEmpty || codeModules.module(of: file.path) == module }
                let known = knownByModule[module] ?? factsForCodeReaders(single: single.filter(inModule), together: together.filter(inModule))
                knownByModule[module] = known
                var given = known
                let otherLanguages = together.filter { $0.readerIndex != readerIndex && inModule($0) }
                given.classNamesFromOtherFiles = ConcurrentFileMap.map(otherLanguages) { NamesFromOtherFiles.words(in: $0.file?.text ?? "") }
                    .reduce(into: known.classNamesFromOtherFiles) { $0.formUnion($1) }
                let (result, counted) = runTogether(readerIndex, files, module: module, given: given)
                results.append((module, result))
                if let counted { outcome.statistics[readerIndex] = outcome.statistics[readerIndex].map { $0.adding(counted) } ?? counted }
            }
        }
        return results
    }

    /// The reader diagnostics `lint` keeps: errors and warnings, and the notes it counts (`countedNotices`).
    static func isReported(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity != .note || countedNotices.contains { isNotice(diagnostic, $0) }
    }

    /// The reader notices `lint` counts in its summary line instead of reporting them one by one.
    static let countedNotices = [ReaderNotice.unloadedNib, ReaderNotice.undequeuedCell, ReaderNotice.uncreatedClass, ReaderNotice.encryptedFile]

    /// Whether `diagnostic` is the reader notice starting with `notice`.
    static func isNotice(_ diagnostic: Diagnostic, _ notice: String) -> Bool {
        diagnostic.severity == .note && diagnostic.message.hasPrefix(notice)
    }

    private struct Pending: Sendable {
        var path: String
        var readerIndex: Int
        var preloaded: SourceFile?
    }

    private func readerIndex(_ ext: String?) -> Int? {
        guard let ext else { return nil }
        return readers.readers.firstIndex { $0.fileExtensions.contains(ext) }
    }

    /// One task per file: read, check, or take last run's result when the file did not change (and, for
    /// Interface Builder files, neither did the Swift files' cell facts).
    private func runSingleFiles(_ files: [LoadedFile], facts moduleFacts: ModuleFacts) -> [UnitResult] {
        let readers = self.readers, linter = self.linter, cache = self.cache, wantsFigures = self.wantsFigures, progress = self.progress
        let fileScreens = self.fileScreens
        return ConcurrentFileMap.map(files) { loaded in
            defer { progress?.advance(current: loaded.path) }
            let factsEntry = moduleFacts.entry(forFileAt: loaded.path)
            let facts = factsEntry.facts
            var hash = loaded.hash
            if readers.readers[loaded.readerIndex].usesProjectFacts {
                var combined = StableHash()
                combined.combine(loaded.hash)
                combined.combine(factsEntry.key)
                hash = combined.hex
            }
            if !wantsFigures, let entry = cache?.files[loaded.path], entry.hash == hash {
                return UnitResult(path: loaded.path, readerIndex: loaded.readerIndex, entry: entry, figures: [:])
            }
            let read = readers.readers[loaded.readerIndex].read([loaded.file!], facts: facts)
            var diagnostics = read.diagnostics.filter(Self.isReported)
            var figures: [Diagnostic: DiagnosticFigure] = [:]
            for read in read.scenes {
                let scene = fileScreens.restricting(read)
                let found = linter.lint([scene])
                if wantsFigures { figures.merge(OutputFigures.figures(for: found, scene: scene, engine: linter.engine)) { first, _ in first } }
                diagnostics += found
            }
            return UnitResult(path: loaded.path, readerIndex: loaded.readerIndex,
                              entry: CacheFile.Entry(hash: hash, scenes: read.scenes.count, diagnostics: diagnostics), figures: figures)
        }
    }

    /// What the files read one by one, and the code as a whole, tell the readers of files read together before any is
    /// read: Interface Builder's custom classes (the names other readers' files use), each nib's first top-level view
    /// (what code loading the nib by name gets), and whether the code holds the app's entry point.
    private func factsForCodeReaders(single: [LoadedFile], together: [LoadedFile]) -> ProjectFacts {
        var facts = projectFacts
        let byReader = Dictionary(grouping: single + together, by: \.readerIndex)
        for readerIndex in byReader.keys.sorted() {
            let files = byReader[readerIndex, default: []].compactMap(\.file)
            if !files.isEmpty { facts.merge(readers.readers[readerIndex].factsForCodeReaders(statedIn: files)) }
        }
        return facts
    }

    /// The files of the reader at `readerIndex` that reads its files together, each scene checked on some core as soon
    /// as the reader has made it; with the reader's coverage when statistics are asked for. Cached as one entry, under
    /// `cacheKey(of:)`.
    private func runTogether(_ readerIndex: Int, _ files: [LoadedFile], module: String,
                             given projectFacts: ProjectFacts) -> (UnitResult, ReaderCoverage?) {
        let reader = readers.readers[readerIndex]
        var combined = StableHash()
        for file in files.sorted(by: { $0.path < $1.path }) {
            combined.combine(file.path)
            combined.combine(file.hash)
        }
        combined.combine(projectFacts.fingerprint)
        let key = Self.cacheKey(of: reader, module: module)
        if !wantsFigures, !wantsStatistics, let entry = cache?.files[key], entry.hash == combined.hex {
            progress?.advance(by: files.count, current: files.last?.path ?? "")
            return (UnitResult(path: key, readerIndex: readerIndex, entry: entry, figures: [:]), nil)
        }
        let linter = self.linter, wantsFigures = self.wantsFigures, fileScreens = self.fileScreens
        let checks = SceneCheckQueue(progress: progress) { read -> SceneCheck in
            let scene = fileScreens.restricting(read)
            let found = linter.lint([scene])
            let figures = wantsFigures ? OutputFigures.figures(for: found, scene: scene, engine: linter.engine) : [:]
            return SceneCheck(diagnostics: found, figures: figures)
        }
        // Scenes are checked while later ones are still being read.
        let (read, counted) = reader.read(files.compactMap(\.file), facts: projectFacts, collectingStatistics: wantsStatistics) {
            index, scene in checks.submit(index, scene)
        }
        let sceneChecks = checks.finish(scenes: read.scenes, fileCount: files.count)
        // Results go out grouped by file, files in the order of their first scene.
        var order: [String] = []
        var checksByFile: [String: [SceneCheck]] = [:]
        for (scene, check) in zip(read.scenes, sceneChecks) {
            if checksByFile[scene.location.file] == nil { order.append(scene.location.file) }
            checksByFile[scene.location.file, default: []].append(check)
        }
        let checked = order.flatMap { checksByFile[$0] ?? [] }.map { ($0.diagnostics, $0.figures) }
        var diagnostics = read.diagnostics.filter(Self.isReported)
        var figures: [Diagnostic: DiagnosticFigure] = [:]
        for (found, drawn) in checked {
            diagnostics += found
            figures.merge(drawn) { first, _ in first }
        }
        let entry = CacheFile.Entry(hash: combined.hex, scenes: read.scenes.count, diagnostics: diagnostics, facts: read.facts)
        return (UnitResult(path: key, readerIndex: readerIndex, entry: entry, figures: figures), counted)
    }
}
