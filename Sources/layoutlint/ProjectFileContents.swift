import Foundation

/// The project files (`project.pbxproj`, Info.plists, XcodeGen specs) read at start-up, each read (and each project's
/// targets and each property list parsed) once: which files are built, the app's devices, its launch screens and the
/// per-target screens of its files all come from them.
final class ProjectFileContents {
    private var read: [String: Data?] = [:]
    private var targets: [String: [XcodeProjectTargets.ApplicationTarget]] = [:]
    private var propertyLists: [String: [String: Any]?] = [:]
    private var projectObjects: [String: XcodeProjectObjects] = [:]

    /// The file's bytes, nil when it cannot be read. A path the project names in another case than the disk has it is
    /// found as Xcode finds it on its case-insensitive file system (an Info.plist under `AElfApp/` in a repository
    /// folder `AelfApp/`: unread, its portrait-only settings were lost; held-out round 53).
    func data(atPath path: String) -> Data? {
        if let known = read[path] { return known }
        var data = FileManager.default.contents(atPath: path)
            ?? Self.caseInsensitiveMatch(of: path).flatMap { FileManager.default.contents(atPath: $0) }
        if path.hasSuffix(".pbxproj"), let xml = data, XcodeProjectXMLFormat.isXML(xml) { data = XcodeProjectXMLFormat.textFormat(of: xml) ?? xml }
        read[path] = data
        return data
    }

    /// The existing path that matches `path` when each missing component is compared without case and one entry of
    /// its folder matches it; nil when none does or several do.
    static func caseInsensitiveMatch(of path: String) -> String? {
        let manager = FileManager.default
        let absolute = path.hasPrefix("/")
        var resolved = absolute ? "" : "."
        for component in path.split(separator: "/").map(String.init) {
            let candidate = resolved + "/" + component
            if component == "." || component == ".." || manager.fileExists(atPath: candidate) {
                resolved = candidate
                continue
            }
            let folder = resolved.isEmpty ? "/" : resolved
            let matches = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.lowercased() == component.lowercased() }
            guard matches.count == 1 else { return nil }
            resolved += "/" + matches[0]
        }
        let result = absolute ? resolved : String(resolved.dropFirst(2))
        return result == path ? nil : result
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
