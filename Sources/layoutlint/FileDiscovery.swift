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

    /// Files for each path, sorted; paths that do not exist come back in `missing`. `projectDescriptions` are the
    /// `Info.plist` and `project.pbxproj` files met in the folders walked (they say which devices the app runs on).
    func files(under paths: [String]) -> (files: [String], missing: [String], projectDescriptions: [String]) {
        var found: [String] = []
        var missing: [String] = []
        var projectDescriptions: [String] = []
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
            found += walk(path, projectDescriptions: &projectDescriptions)
        }
        var seen = Set<String>()
        return (found.filter { seen.insert($0).inserted }, missing, projectDescriptions)
    }

    /// The reader extension a path ends with, longest first (`x.layout.json` is `layout.json`, not `json`).
    func matchingExtension(_ path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return suffixesLongestFirst.first { name.hasSuffix($0.suffix) }?.ext
    }

    private func walk(_ root: String, projectDescriptions: inout [String]) -> [String] {
        var results: [String] = []
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: root) else { return [] }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || Self.skippedFolders.contains(entry) { continue }
            let path = root.hasSuffix("/") ? root + entry : root + "/" + entry
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                results += walk(path, projectDescriptions: &projectDescriptions)
            } else if matchingExtension(path) != nil {
                results.append(path)
            } else if AppDeviceSupportReader.isProjectDescription(entry) {
                projectDescriptions.append(path)
            }
        }
        return results
    }
}
