import LayoutModel

/// Turns a scene into solver constraints as the runtime would and answers in model terms:
/// frames, conflicts, ambiguity and content sizing, for every variant on every device.
public struct LayoutEngine: Sendable {
    /// Devices used when the scene names none.
    public var devices: [Device]
    public var rightToLeft: Bool

    public init(devices: [Device] = DeviceCatalog.defaultSet, rightToLeft: Bool = false) {
        self.devices = devices
        self.rightToLeft = rightToLeft
    }

    /// The devices a scene is checked on: the one it names, else the engine's.
    public func devices(for scene: Scene) -> [Device] {
        if let size = scene.size, scene.kind == .viewController { return [DeviceCatalog.device(size: size)] }
        if let name = scene.device, let device = DeviceCatalog.device(named: name) { return [device] }
        return devices
    }

    /// Every configuration of the scene: the variants that apply on each device (by size class), and each
    /// variant without size classes on its own.
    public func solve(_ scene: Scene, devices explicitDevices: [Device]? = nil) -> [LayoutSolution] {
        let targets = explicitDevices ?? devices(for: scene)
        var groups: [[String]: [Device]] = [:]
        var order: [[String]] = []
        for device in targets {
            let sized = scene.variants.filter { variant in
                (variant.horizontalSizeClass != nil || variant.verticalSizeClass != nil)
                    && (variant.horizontalSizeClass ?? device.horizontalSizeClass) == device.horizontalSizeClass
                    && (variant.verticalSizeClass ?? device.verticalSizeClass) == device.verticalSizeClass
            }.map(\.name)
            var sets = [sized]
            for variant in scene.variants where variant.horizontalSizeClass == nil && variant.verticalSizeClass == nil {
                sets.append(sized + [variant.name])
            }
            for set in sets {
                if groups[set] == nil { order.append(set) }
                groups[set, default: []].append(device)
            }
        }
        var solutions: [LayoutSolution] = []
        for set in order {
            guard let group = groups[set], let first = group.first else { continue }
            var configured = scene
            for name in set {
                if let variant = scene.variants.first(where: { $0.name == name }) { configured = configured.applying(variant) }
            }
            let root = configured.root ?? configured.items.first?.id ?? "root"
            let system = LayoutSystem(scene: configured, root: root, device: first, rightToLeft: rightToLeft)
            for device in group {
                solutions.append(system.solve(for: device, variants: set))
            }
        }
        return solutions
    }

    /// One device, one variant (nil: the base scene, with the size-class variants that apply to the device).
    public func solve(_ scene: Scene, device: Device, variant: String?) -> LayoutSolution? {
        let solutions = solve(scene, devices: [device])
        guard let variant else { return solutions.first }
        return solutions.first { $0.variants.contains(variant) }
    }
}
