import Foundation

/// The project files (`project.pbxproj`, Info.plists, XcodeGen specs) read at start-up, each read once: the app's
/// devices and the per-target screens of its files both come from them.
final class ProjectFileContents {
    private var read: [String: Data?] = [:]

    /// The file's bytes, nil when it cannot be read.
    func data(atPath path: String) -> Data? {
        if let known = read[path] { return known }
        let data = FileManager.default.contents(atPath: path)
        read[path] = data
        return data
    }
}
