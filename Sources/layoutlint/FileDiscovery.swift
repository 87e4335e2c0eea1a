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
    /// Folder endings never descended into: Xcode's localization catalogs (`xcodebuild -exportLocalizations` writes
    /// copies of the storyboards and xibs into `Source Contents` for translators; no target builds them), archives
    /// and result bundles.
    static let skippedFolderSuffixes = [".xcloc", ".xcarchive", ".xcresult"]

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
            var visited = Set<FileIdentity>()
            var seenFiles = Set<FileIdentity>()
            found += walk(path, depth: 0, visited: &visited, seenFiles: &seenFiles, projectDescriptions: &projectDescriptions)
        }
        var seen = Set<String>()
        return (found.filter { seen.insert($0).inserted }, missing, projectDescriptions)
    }

    /// The reader extension a path ends with, longest first (`x.layout.json` is `layout.json`, not `json`).
    func matchingExtension(_ path: String) -> String? {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        return suffixesLongestFirst.first { name.hasSuffix($0.suffix) }?.ext
    }

    /// Folders deeper than this below a path on the command line are not walked.
    static let maximumDepth = 64

    /// A file or folder as the file system knows it (device and inode): the same folder reached again through a
    /// symbolic link (one to an ancestor made the walk endless) is walked once, the same file linted once.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        /// Whether it is a regular file (after following links), not a named pipe, socket or device.
        var isRegularFile: Bool

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        }
    }

    private func walk(_ root: String, depth: Int, visited: inout Set<FileIdentity>, seenFiles: inout Set<FileIdentity>,
                      projectDescriptions: inout [String]) -> [String] {
        var results: [String] = []
        let manager = FileManager.default
        guard depth <= Self.maximumDepth else { return [] }
        if let identity = FileIdentity(root), !visited.insert(identity).inserted { return [] }
        guard let entries = try? manager.contentsOfDirectory(atPath: root) else { return [] }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || Self.skippedFolders.contains(entry) || Self.skippedFolderSuffixes.contains(where: entry.hasSuffix) { continue }
            // An editor's backup copy (`Profiles~.storyboard`, `Cell.xib~`) is built by no target; a device-specific
            // resource keeps its modifier after the tilde (`Main~ipad.storyboard`) and is read.
            if entry.contains("~.") || entry.hasSuffix("~") { continue }
            let path = root.hasSuffix("/") ? root + entry : root + "/" + entry
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                results += walk(path, depth: depth + 1, visited: &visited, seenFiles: &seenFiles, projectDescriptions: &projectDescriptions)
            } else if matchingExtension(path) != nil {
                // A named pipe, socket or device met in a folder is no source file: reading one waits for a writer
                // for ever (issue #21). Named on the command line, it is read: the user asked for it.
                if let identity = FileIdentity(path), !identity.isRegularFile || !seenFiles.insert(identity).inserted { continue }
                results.append(path)
                // A Tuist manifest is Swift, and says where the app runs.
                if entry == AppDeviceSupportReader.tuistManifestName { projectDescriptions.append(path) }
            } else if AppDeviceSupportReader.isProjectDescription(entry) {
                projectDescriptions.append(path)
            }
        }
        return results
    }
}
