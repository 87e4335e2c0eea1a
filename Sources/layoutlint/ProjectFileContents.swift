import Foundation

/// The project files (`project.pbxproj`, Info.plists, XcodeGen specs) read at start-up, each read (and each project's
/// targets and each property list parsed) once: which files are built, the app's devices, its launch screens and the
/// per-target screens of its files all come from them.
final class ProjectFileContents {
    private var read: [String: Data?] = [:]
    private var targets: [String: [XcodeProjectTargets.ApplicationTarget]] = [:]
    private var propertyLists: [String: [String: Any]?] = [:]
    private var projectObjects: [String: XcodeProjectObjects] = [:]

    /// The file's bytes, nil when it cannot be read.
    func data(atPath path: String) -> Data? {
        if let known = read[path] { return known }
        let data = FileManager.default.contents(atPath: path)
        read[path] = data
        return data
    }

    /// The file's bytes as UTF-8 text, nil when it cannot be read or is not UTF-8.
    func text(atPath path: String) -> String? {
        data(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The top-level dictionary of the property list (XML or binary) at `path`, parsed once; nil when it cannot be
    /// read or is not a dictionary.
    func propertyList(atPath path: String) -> [String: Any]? {
        if let known = propertyLists[path] { return known }
        let parsed = data(atPath: path).flatMap { try? PropertyListSerialization.propertyList(from: $0, options: [], format: nil) as? [String: Any] }
        propertyLists[path] = parsed
        return parsed
    }

    /// The objects of the `project.pbxproj` at `path`, scanned once (no objects when it cannot be read).
    func projectObjects(atPath path: String) -> XcodeProjectObjects {
        if let known = projectObjects[path] { return known }
        let scanned = XcodeProjectObjects(text: data(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "")
        projectObjects[path] = scanned
        return scanned
    }

    /// The application targets of the `project.pbxproj` at `path`, with the files each builds, parsed once.
    func applicationTargets(atPath path: String) -> [XcodeProjectTargets.ApplicationTarget] {
        if let known = targets[path] { return known }
        let parsed = data(atPath: path) == nil ? [] : XcodeProjectTargets.applicationTargets(in: projectObjects(atPath: path))
        targets[path] = parsed
        return parsed
    }
}
