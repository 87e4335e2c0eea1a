import Foundation
import LayoutModel
import LayoutReaders
import LayoutReporters
import LayoutRules

/// `--source DIR`: what the readers that index sources (`LayoutReader.providesSourceIndex`, the Swift reader today)
/// find under DIR, for matching logged constraints. With `--cache-path FILE` the index is built once and loaded on
/// later runs, as long as no file under DIR was added, removed, resized or modified and the tool is the same build;
/// reading a large project takes seconds, loading its index a fraction of that.
struct ExplainSourceIndex {
    let readers: ReaderSet

    /// The first line of a stored index, before the project's stamp.
    static let format = "layoutlint-source-index/2"

    func matcher(directory: String, cachePath: String? = nil) -> (matcher: SourceMatcher?, error: String?) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (nil, "--source: '\(directory)' is not a folder")
        }
        let groups = readers.readers.filter(\.providesSourceIndex).map { reader in
            (reader, FileDiscovery(extensions: reader.fileExtensions).files(under: [directory]).files)
        }
        guard let cachePath else { return (SourceMatcher(index: build(groups)), nil) }
        let stamp = Self.stamp(of: groups.flatMap(\.1))
        let header = Self.format + "\t" + stamp + "\n"
        if let data = FileManager.default.contents(atPath: cachePath) {
            let text = String(decoding: data, as: UTF8.self)
            if text.hasPrefix(header), let index = SourceIndexText.decode(text.dropFirst(header.count)) {
                return (SourceMatcher(index: index), nil)
            }
        }
        let index = build(groups)
        // An index that cannot be saved is only built again next time.
        try? OutputFile.write(header + SourceIndexText.encode(index), to: cachePath)
        return (SourceMatcher(index: index), nil)
    }

    /// Reads each reader's files and indexes what they hold.
    private func build(_ groups: [(any LayoutReader, [String])]) -> SourceIndex {
        var scenes: [Scene] = []
        var texts: [String: String] = [:]
        for (reader, paths) in groups {
            var files: [SourceFile] = []
            for path in paths {
                if case .success(let file) = readers.load(path) {
                    files.append(file)
                    texts[file.path] = file.text
                }
            }
            scenes += reader.read(files).scenes
        }
        return SourceIndex(scenes: scenes, files: texts)
    }

    /// Changes when the tool is rebuilt or any of `paths` is added, removed, resized or modified.
    private static func stamp(of paths: [String]) -> String {
        var hash = StableHash()
        hash.combine(CacheFile.buildStamp())
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            hash.combine("\(path)\t\(size)\t\(modified)")
        }
        return hash.hex
    }
}
