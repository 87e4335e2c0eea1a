import Foundation

/// Where the files an Xcode project names are on disk, worked out from its group tree: a file reference's `path` is
/// relative to its group's folder (`sourceTree = "<group>"`), to the project's folder (`SOURCE_ROOT`) or absolute; a
/// group's folder is its parent's plus its own `path`. Two files of one name (a storyboard a target builds and an old
/// copy of it one folder up) are told apart by it (Soneso/lumenshine-iOS-wallet @686ce898: nine false findings in xibs
/// no target builds, held-out round 39).
struct XcodeFileReferences {
    /// Full, standardized paths of the files the project names, by file name.
    private(set) var pathsByName: [String: Set<String>] = [:]
    /// Names of files some reference of which could not be placed (another source tree, a cycle): tell by name only.
    private(set) var unplacedNames: Set<String> = []
    /// Full, standardized, lowercased paths of the folders Xcode 16 builds whole (`PBXFileSystemSynchronizedRootGroup`):
    /// the project names none of the files in them.
    private(set) var synchronizedFolders: [String] = []
    /// Whether some synchronized folder could not be placed: then any file may be in one.
    private(set) var hasUnplacedSynchronizedFolder = false

    /// The references of the `project.pbxproj` text of the project in `projectFolder` (the folder holding `X.xcodeproj`).
    init(projectText text: String, projectFolder: String) {
        self.init(objects: XcodeProjectObjects(text: text), projectFolder: projectFolder)
    }

    /// The references of a project file already scanned.
    init(objects: XcodeProjectObjects, projectFolder: String) {
        var parent: [String: String] = [:]
        for (id, object) in objects.byIdentifier where object.isa == "PBXGroup" || object.isa == "PBXVariantGroup" {
            for child in XcodeProjectTargets.identifiers(inList: "children", of: object.body) { parent[child] = id }
        }
        let root = URL(fileURLWithPath: projectFolder).standardizedFileURL.path
        // The tree starts at the project's main group, in the project's folder; a reference outside it is not placed.
        let mainGroup = objects.first(isa: "PBXProject")?.value(of: "mainGroup")
        var folders: [String: String?] = [:]
        func folder(of id: String, depth: Int = 0) -> String? {
            if let known = folders[id] { return known }
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object.value(of: "path")
            let result: String?
            switch object.value(of: "sourceTree") ?? "<group>" {
            case "<group>":
                let base = parent[id].map { folder(of: $0, depth: depth + 1) } ?? (id == mainGroup ? root : nil)
                if let base { result = own.map { base + "/" + $0 } ?? base } else { result = nil }
            case "SOURCE_ROOT": result = own.map { root + "/" + $0 } ?? root
            case "<absolute>": result = own
            default: result = nil
            }
            folders[id] = result
            return result
        }
        for (id, object) in objects.byIdentifier where object.isa == "PBXFileSystemSynchronizedRootGroup" {
            guard let full = folder(of: id) else { hasUnplacedSynchronizedFolder = true; continue }
            synchronizedFolders.append(URL(fileURLWithPath: full).standardizedFileURL.path.lowercased())
        }
        for (id, object) in objects.byIdentifier where object.isa == "PBXFileReference" {
            guard let path = object.value(of: "path") else { continue }
            let name = (object.value(of: "name") ?? path).split(separator: "/").last.map(String.init) ?? path
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            guard let full = folder(of: id) else {
                unplacedNames.formUnion([name.lowercased(), fileName.lowercased()])
                continue
            }
            let standardized = URL(fileURLWithPath: full).standardizedFileURL.path.lowercased()
            pathsByName[fileName.lowercased(), default: []].insert(standardized)
            if name != fileName { pathsByName[name.lowercased(), default: []].insert(standardized) }
        }
    }

    /// Whether `path` may be in a folder the project builds whole (`synchronizedFolders`). Its exceptions
    /// (`membershipExceptions`, files of the folder some target leaves out) are not read: such a file counts as built.
    func mayBeSynchronized(_ path: String) -> Bool {
        if hasUnplacedSynchronizedFolder { return true }
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path.lowercased()
        return synchronizedFolders.contains { standardized.hasPrefix($0 + "/") }
    }

    /// Where the project places the files named as `path`'s is.
    enum Placement { case notNamed, here, elsewhere, unknown }

    /// Whether the project names a file of `path`'s name at `path`, only at other places, or cannot tell. Names and
    /// folders compare without case, as on the case-insensitive file system Xcode builds on (AElfProject/aelf-wallet-ios
    /// @e0274559 names its folder `AElfApp`, the repository `AelfApp`: 334 of 350 files read as in no target on Linux,
    /// held-out round 53).
    func placement(of path: String) -> Placement {
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        if unplacedNames.contains(name) { return .unknown }
        guard let places = pathsByName[name] else { return .notNamed }
        return places.contains(URL(fileURLWithPath: path).standardizedFileURL.path.lowercased()) ? .here : .elsewhere
    }
}
