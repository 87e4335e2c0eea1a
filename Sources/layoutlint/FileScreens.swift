import LayoutModel

/// The screens each file's scenes can be shown on when the application targets that build it run on fewer screens than
/// the app's targets together: a storyboard only the portrait app builds is never shown in the landscape a debug or
/// screenshot target allows (MixinNetwork/ios-app @2c62c53f, davidsansome/tsurukame; held-out rounds 27 and 31).
/// Files are known by name, as the project lists them; a file no target lists keeps every screen.
struct FileScreens: Equatable {
    private var screensByName: [String: Set<DeviceForm>] = [:]

    init() {}

    /// From the targets of the app's projects, each with the screens it runs on and the files it builds (nil: not
    /// listed, so it may build any file).
    init(targets: [(screens: Set<DeviceForm>, builtFileNames: Set<String>?)]) {
        guard targets.count > 1 else { return }
        let everywhere = targets.reduce(into: Set<DeviceForm>()) { $0.formUnion($1.screens) }
        let unlisted = targets.filter { $0.builtFileNames == nil }.reduce(into: Set<DeviceForm>()) { $0.formUnion($1.screens) }
        var byName: [String: Set<DeviceForm>] = [:]
        for target in targets {
            for name in target.builtFileNames ?? [] { byName[name, default: unlisted].formUnion(target.screens) }
        }
        screensByName = byName.filter { $0.value != everywhere && !$0.value.isEmpty }
    }

    /// The screens scenes of the file at `path` can be shown on; nil: those of the app.
    func screens(ofFileAt path: String) -> Set<DeviceForm>? {
        guard !screensByName.isEmpty, let name = path.split(separator: "/").last else { return nil }
        return screensByName[String(name)]
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
        screensByName.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.sorted().map(\.rawValue).joined(separator: ","))" }
            .joined(separator: "\n")
    }
}
