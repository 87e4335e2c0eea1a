import Foundation

/// Finds the files to lint under the paths the user gave.
struct FileDiscovery {
    /// File name endings the readers claim (`layout`, `layout.json`, `swift`, …).
    let extensions: [String]
    /// The same, longest first, with their dot, for matching file names.
    private let suffixesLongestFirst: [(ext: String, suffix: String)]

    init(extensions: [String]) {
        self.extensions = extensions
        suffixesLongestFirst = extensions.sorted { $0.count > $1.count }.map { ($0, "." + $0) }
    }

    /// Folders never descended into: build output, dependencies, version control.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Files for each path, sorted; paths that do not exist come back in `missing`.
    func files(under paths: [String]) -> (files: [String], missing: [String]) {
        var found: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                found.append(path)
                continue
            }
            found += walk(path)
        }
        var seen = Set<String>()
        return (found.filter { seen.insert($0).inserted }, missing)
    }

    /// The reader extension a path ends with, longest first (`x.layout.json` is `layout.json`, not `json`).
    func matchingExtension(_ path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return suffixesLongestFirst.first { name.hasSuffix($0.suffix) }?.ext
    }

    private func walk(_ root: String) -> [String] {
        var results: [String] = []
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: root) else { return [] }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || Self.skippedFolders.contains(entry) { continue }
            let path = root.hasSuffix("/") ? root + entry : root + "/" + entry
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                results += walk(path)
            } else if matchingExtension(path) != nil {
                results.append(path)
            }
        }
        return results
    }
}
