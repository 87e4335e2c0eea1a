import Foundation
import LayoutModel
import LayoutReaders
import LayoutReporters

/// `--cache-path FILE`: what each file produced last time, so unchanged files are not read or checked again.
///
/// An entry is used when the file's content hash ("StableHash", 64-bit FNV-1a of the text) and the cache's key
/// (tool version, the executable's size and modification time, and every configuration setting that changes
/// results) both match. A reader that reads its files together (`LayoutReader.readsFilesTogether`: Swift resolves
/// helpers and extensions across files) can change one file's scenes on another file's edit: its results are cached as
/// one entry, under `<name>`, keyed on all its inputs together (any edit re-reads them all); the files of other readers
/// (Interface Builder, `.layout`) are cached one by one.
struct CacheFile: Codable {
    /// What one file, or all files one reader reads together, produced.
    struct Entry: Codable {
        var hash: String
        var scenes: Int
        var diagnostics: [Diagnostic]
        /// For the entry of files read together: what they said about the project (entries of readers that use
        /// such facts are keyed on them too, since their checks depend on them).
        var facts: ProjectFacts? = nil
    }

    static let format = "layoutlint-cache/4"

    var format = CacheFile.format
    var key: String
    /// By file path, or by `ParallelLintPipeline.cacheKey(of:)` for the files of a reader that reads them together.
    var files: [String: Entry] = [:]

    init(key: String) {
        self.key = key
    }

    /// The cache at `path` when it exists and was made with this key; an empty one otherwise (a damaged or
    /// stale cache is simply rebuilt).
    static func load(_ path: String, key: String) -> CacheFile {
        guard let data = FileManager.default.contents(atPath: path),
              let cache = try? JSONDecoder().decode(CacheFile.self, from: data),
              cache.format == format, cache.key == key else { return CacheFile(key: key) }
        return cache
    }

    func save(to path: String) throws(UsageError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { throw UsageError.input("cannot encode the cache") }
        try OutputFile.write(String(decoding: data, as: UTF8.self), to: path)
    }

    /// The cache key: tool version, build, the configuration's result-changing settings and the devices checked.
    static func key(version: String, configuration: Configuration, devices: [String], assumesComplete: Bool = false,
                    deploymentTarget: Double? = nil) -> String {
        var parts = ["layoutlint", version, buildStamp()]
        if assumesComplete { parts.append("assume-complete") }
        if let deploymentTarget { parts.append("ios=\(deploymentTarget)") }
        parts.append("rules=" + configuration.rules.map(\.description.id).sorted().joined(separator: ","))
        parts.append("severity=" + configuration.severities.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }.joined(separator: ","))
        parts.append("devices=" + devices.joined(separator: ","))
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }

    /// Size and modification time of the running executable: a rebuilt tool (new rules, fixed bugs) does
    /// not trust results of the old one even when the version string did not change.
    static func buildStamp() -> String {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown-build" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified)"
    }
}
