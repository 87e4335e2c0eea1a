import Foundation
import LayoutEngine
import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// Reads and checks files on every core: files are loaded in parallel; Interface Builder and `.layout` files are
/// read and checked one task per file; Swift files are parsed in parallel and interpreted together (the reader
/// resolves across files), each scene checked on another core while later ones are still being read. Results come
/// back in a deterministic order, and through the cache when one is given.
struct ParallelLintPipeline {
    let readers: ReaderSet
    let linter: Linter
    var cache: CacheFile?
    var wantsFigures = false
    /// Read Swift files with statistics (and so past the cache) for `--stats`.
    var wantsStatistics = false
    var progress: ProgressDisplay?

    /// What a run found.
    struct Outcome {
        var diagnostics: [Diagnostic] = []
        var texts: [String: String] = [:]
        var fileCount = 0
        var sceneCount = 0
        var figures: [Diagnostic: DiagnosticFigure] = [:]
        /// What the Swift reader found and understood, when asked for.
        var swiftStatistics: SwiftSourceReader.Statistics?
        /// What the Objective-C reader found and understood, when asked for.
        var objectiveCStatistics: ObjectiveCReader.Statistics?
    }

    /// The cache slot of the Objective-C files, read together like the Swift files (whose slot is `swift`).
    static let objectiveCCacheKey = "<objective-c>"

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
        var path: String
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
        // Each reader that reads its files together gets its own run (Swift, Objective-C).
        var statistics: SwiftSourceReader.Statistics?
        var togetherResults: [UnitResult] = []
        for readerIndex in crossFile.sorted() {
            let group = together.filter { $0.readerIndex == readerIndex }
            guard !group.isEmpty else { continue }
            if let objectiveC = readers.readers[readerIndex] as? ObjectiveCReader {
                togetherResults += runObjectiveC(objectiveC, group, statistics: &outcome.objectiveCStatistics)
            } else {
                togetherResults += runTogether(group, statistics: &statistics)
            }
        }
        var facts = ProjectFacts()
        for result in togetherResults { if let found = result.entry.facts { facts.merge(found) } }
        let results = runSingleFiles(single, facts: facts) + togetherResults
        outcome.swiftStatistics = statistics
        var updated = cache.map { CacheFile(key: $0.key) }
        for result in results {
            outcome.diagnostics += result.entry.diagnostics
            outcome.sceneCount += result.entry.scenes
            outcome.figures.merge(result.figures) { first, _ in first }
            if result.path.isEmpty { updated?.swift = result.entry } else { updated?.files[result.path] = result.entry }
        }
        progress?.finish()
        cache = updated
        return outcome
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
    private func runSingleFiles(_ files: [LoadedFile], facts: ProjectFacts) -> [UnitResult] {
        let readers = self.readers, linter = self.linter, cache = self.cache, wantsFigures = self.wantsFigures, progress = self.progress
        var factsHash = StableHash()
        factsHash.combine(facts.fingerprint)
        let factsKey = factsHash.hex
        return ConcurrentFileMap.map(files) { loaded in
            defer { progress?.advance(current: loaded.path) }
            var hash = loaded.hash
            if readers.readers[loaded.readerIndex].usesProjectFacts {
                var combined = StableHash()
                combined.combine(loaded.hash)
                combined.combine(factsKey)
                hash = combined.hex
            }
            if !wantsFigures, let entry = cache?.files[loaded.path], entry.hash == hash {
                return UnitResult(path: loaded.path, entry: entry, figures: [:])
            }
            let read = readers.readers[loaded.readerIndex].read([loaded.file!], facts: facts)
            var diagnostics = read.diagnostics.filter { $0.severity != .note }
            var figures: [Diagnostic: DiagnosticFigure] = [:]
            for scene in read.scenes {
                let found = linter.lint([scene])
                if wantsFigures { figures.merge(OutputFigures.figures(for: found, scene: scene, engine: linter.engine)) { first, _ in first } }
                diagnostics += found
            }
            return UnitResult(path: loaded.path, entry: CacheFile.Entry(hash: hash, scenes: read.scenes.count, diagnostics: diagnostics),
                              figures: figures)
        }
    }

    /// Objective-C files: read together (classes span headers and implementation files), cached as one entry.
    private func runObjectiveC(_ reader: ObjectiveCReader, _ files: [LoadedFile], statistics: inout ObjectiveCReader.Statistics?) -> [UnitResult] {
        var combined = StableHash()
        for file in files.sorted(by: { $0.path < $1.path }) {
            combined.combine(file.path)
            combined.combine(file.hash)
        }
        let key = Self.objectiveCCacheKey
        if !wantsFigures, !wantsStatistics, let entry = cache?.files[key], entry.hash == combined.hex {
            progress?.advance(by: files.count, current: files.last?.path ?? "")
            return [UnitResult(path: key, entry: entry, figures: [:])]
        }
        let (read, counted) = reader.readWithStatistics(files.compactMap(\.file))
        if wantsStatistics { statistics = counted }
        let linter = self.linter, wantsFigures = self.wantsFigures
        let checks = SceneCheckQueue(progress: progress) { scene -> SceneCheck in
            let found = linter.lint([scene])
            let figures = wantsFigures ? OutputFigures.figures(for: found, scene: scene, engine: linter.engine) : [:]
            return SceneCheck(diagnostics: found, figures: figures)
        }
        for (index, scene) in read.scenes.enumerated() { checks.submit(index, scene) }
        let sceneChecks = checks.finish(scenes: read.scenes, fileCount: files.count)
        var diagnostics = read.diagnostics.filter { $0.severity != .note }
        var figures: [Diagnostic: DiagnosticFigure] = [:]
        for check in sceneChecks {
            diagnostics += check.diagnostics
            figures.merge(check.figures) { first, _ in first }
        }
        return [UnitResult(path: key, entry: CacheFile.Entry(hash: combined.hex, scenes: read.scenes.count, diagnostics: diagnostics,
                                                            facts: read.facts), figures: figures)]
    }

    /// Swift files: read together, each scene checked on some core as soon as the reader has made it. Cached as one
    /// entry (path "").
    private func runTogether(_ files: [LoadedFile], statistics: inout SwiftSourceReader.Statistics?) -> [UnitResult] {
        guard let readerIndex = files.first?.readerIndex else { return [] }
        var combined = StableHash()
        for file in files.sorted(by: { $0.path < $1.path }) {
            combined.combine(file.path)
            combined.combine(file.hash)
        }
        if !wantsFigures, !wantsStatistics, let entry = cache?.swift, entry.hash == combined.hex {
            progress?.advance(by: files.count, current: files.last?.path ?? "")
            return [UnitResult(path: "", entry: entry, figures: [:])]
        }
        let linter = self.linter, wantsFigures = self.wantsFigures
        let checks = SceneCheckQueue(progress: progress) { scene -> SceneCheck in
            let found = linter.lint([scene])
            let figures = wantsFigures ? OutputFigures.figures(for: found, scene: scene, engine: linter.engine) : [:]
            return SceneCheck(diagnostics: found, figures: figures)
        }
        // Scenes are checked while later ones are still being read.
        let read: ReadResult
        if let swiftReader = readers.readers[readerIndex] as? SwiftSourceReader {
            let (result, counted) = swiftReader.read(files.compactMap(\.file), collectingStatistics: wantsStatistics) { index, scene in
                checks.submit(index, scene)
            }
            read = result
            if wantsStatistics { statistics = counted }
        } else {
            read = readers.readers[readerIndex].read(files.compactMap(\.file))
            for (index, scene) in read.scenes.enumerated() { checks.submit(index, scene) }
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
        var diagnostics = read.diagnostics.filter { $0.severity != .note }
        var figures: [Diagnostic: DiagnosticFigure] = [:]
        for (found, drawn) in checked {
            diagnostics += found
            figures.merge(drawn) { first, _ in first }
        }
        return [UnitResult(path: "", entry: CacheFile.Entry(hash: combined.hex, scenes: read.scenes.count, diagnostics: diagnostics,
                                                            facts: read.facts),
                           figures: figures)]
    }
}
