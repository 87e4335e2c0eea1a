import Foundation

/// The project files (`project.pbxproj`, Info.plists, XcodeGen specs) read at start-up, each read (and each project's
/// targets parsed) once: the app's devices and the per-target screens of its files both come from them.
final class ProjectFileContents {
    private var read: [String: Data?] = [:]
    private var targets: [String: [XcodeProjectTargets.ApplicationTarget]] = [:]

    /// The file's bytes, nil when it cannot be read.
    func data(atPath path: String) -> Data? {
        if let known = read[path] { return known }
        let data = FileManager.default.contents(atPath: path)
        read[path] = data
        return data
    }

    /// The application targets of the `project.pbxproj` at `path`, with the files each builds, parsed once.
    func applicationTargets(atPath path: String) -> [XcodeProjectTargets.ApplicationTarget] {
        if let known = targets[path] { return known }
        let parsed = data(atPath: path).map { XcodeProjectTargets.applicationTargets(in: String(decoding: $0, as: UTF8.self)) } ?? []
        targets[path] = parsed
        return parsed
    }
}
