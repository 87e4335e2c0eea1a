import LayoutModel

/// Turns a scene into solver constraints as the runtime would and answers in model terms:
/// frames, conflicts, ambiguity and content sizing, for every variant on every device.
public struct LayoutEngine: Sendable {
    /// Devices used when the scene names none.
    public var devices: [Device]
    public var rightToLeft: Bool
    /// Whether a device whose solution holds the same constraints with equality as an earlier device's takes
    /// that device's ambiguity instead of asking the solver again (same answers; off only to compare).
    public var reusesAmbiguityAcrossDevices = true

    public init(devices: [Device] = DeviceCatalog.defaultSet, rightToLeft: Bool = false) {
        self.devices = devices
        self.rightToLeft = rightToLeft
    }

    /// The devices a scene is checked on: the one it names, else the engine's. A view controller designed at a
    /// fixed size gets a device of that size, unless the device it names has that size (a tvOS document's
    /// 1920 × 1080 is the Apple TV, safe area included). A macOS layout is checked in a Mac window: the phones'
    /// safe areas and size classes mean nothing there, and eight identical answers would only repeat themselves.
    public func devices(for scene: Scene) -> [Device] {
        let named = scene.device.flatMap { DeviceCatalog.device(named: $0) }
        if let size = scene.size, scene.kind == .viewController {
            if let named, named.size == size { return [named] }
            return [DeviceCatalog.device(size: size)]
        }
        if let named { return [named] }
        if AppKitLayout.isAppKit(scene) { return [DeviceCatalog.mac] }
        return devices
    }

    /// Every configuration of the scene (as the runtime reads it, `RuntimeFacts`): the variants that apply on each device (by size class), and each
    /// variant without size classes on its own.
    public func solve(_ described: Scene, devices explicitDevices: [Device]? = nil) -> [LayoutSolution] {
        let scene = RuntimeFacts.applied(to: described)
        var solutions: [LayoutSolution] = []
        forEachSystem(of: scene, devices: explicitDevices) { system, set, group in
            for device in group {
                solutions.append(system.solve(for: device, variants: set))
            }
            return true
        }
        guard let compact = StandInIndependentAmbiguity.withSmallestContent(scene) else { return solutions }
        var compactSystems: [[String]: LayoutSystem] = [:]
        return solutions.map { solution in
            var checked = solution
            checked.ambiguities = confirmed(solution.ambiguities, compact: compact, device: solution.device,
                                            variants: solution.variants, systems: &compactSystems)
            // A container is checked for its content only because its own size was found free; where that freedom
            // was not confirmed, neither is what the check found inside it.
            checked.contentSize = StandInIndependentAmbiguity.contentReports(solution.contentSize, standingOn: checked.ambiguities)
            return checked
        }
    }

    /// The ambiguities of one configuration that also appear with every unknown content size at its smallest
    /// (`StandInIndependentAmbiguity`); `systems` keeps one solver of the compact scene per variant set.
    private func confirmed(_ found: [LayoutAmbiguity], compact: Scene, device: Device, variants: [String],
                           systems: inout [[String]: LayoutSystem]) -> [LayoutAmbiguity] {
        guard !found.isEmpty else { return found }
        let system = systems[variants] ?? makeSystem(compact, variants: variants, device: device)
        systems[variants] = system
        return StandInIndependentAmbiguity.confirmed(found, by: system.conflictsAndAmbiguities(for: device, variants: variants).ambiguities)
    }

    /// Conflicts and ambiguity of one configuration, for questions that need neither frames nor content sizing.
    public struct ConflictsAndAmbiguities: Sendable {
        public var device: Device
        public var variants: [String]
        public var conflicts: [LayoutConflict]
        public var ambiguities: [LayoutAmbiguity]
    }

    /// The first configuration, in the order `solve` lists them, whose conflicts and ambiguity satisfy
    /// `predicate`; the configurations after it are not solved. Frames and content sizing are skipped. Only the
    /// ambiguity of items `isOfInterest` accepts is reported; the rest is dropped before it is confirmed, so a
    /// configuration with none of interest left needs no solver of the compact scene.
    public func firstConflictsAndAmbiguities(
        of described: Scene, devices explicitDevices: [Device]? = nil,
        reportingAmbiguityOf isOfInterest: (ItemID) -> Bool = { _ in true },
        where predicate: (ConflictsAndAmbiguities) -> Bool
    ) -> ConflictsAndAmbiguities? {
        let scene = RuntimeFacts.applied(to: described)
        var found: ConflictsAndAmbiguities?
        let compact = StandInIndependentAmbiguity.withSmallestContent(scene)
        var compactSystems: [[String]: LayoutSystem] = [:]
        forEachSystem(of: scene, devices: explicitDevices) { system, set, group in
            for device in group {
                var result = system.conflictsAndAmbiguities(for: device, variants: set)
                result.ambiguities.removeAll { !isOfInterest($0.item) }
                if let compact {
                    result.ambiguities = confirmed(result.ambiguities, compact: compact, device: device, variants: set, systems: &compactSystems)
                }
                if predicate(result) {
                    found = result
                    return false
                }
            }
            return true
        }
        return found
    }

    /// Builds one solver per variant set and hands it over with the devices it applies to, in order,
    /// until `body` returns false.
    private func forEachSystem(of scene: Scene, devices explicitDevices: [Device]?,
                               _ body: (LayoutSystem, [String], [Device]) -> Bool) {
        let targets = explicitDevices ?? devices(for: scene)
        var groups: [[String]: [Device]] = [:]
        var order: [[String]] = []
        for device in targets {
            // The more specific size class last, so it wins (see `sizeClassVariants`).
            let sized = TraitChangeSequences.sizeClassVariants(of: scene, on: device).map(\.name)
            // The base scene's own branches may hold on some screens only; there a variant always replaces them.
            var sets = scene.baseRuns(on: device.form) ? [sized] : []
            // The same screen after a rotation, when code keeps one size class's constraints into the next.
            if scene.baseRuns(on: device.form), let rotated = TraitChangeSequences.variantsAfterRotation(to: device, among: targets, in: scene) {
                sets.append(rotated)
            }
            // A branch that tests the orientation or the idiom runs only on those screens.
            for variant in scene.variants where variant.horizontalSizeClass == nil && variant.verticalSizeClass == nil
                && variant.runs(on: device.form) {
                sets.append(sized + [variant.name])
            }
            for set in sets {
                if groups[set] == nil { order.append(set) }
                groups[set, default: []].append(device)
            }
        }
        for set in order {
            guard let group = groups[set], let first = group.first else { continue }
            guard body(makeSystem(scene, variants: set, device: first), set, group) else { return }
        }
    }

    /// One solver for the scene with the variants of `set` applied, first solved for `device`.
    private func makeSystem(_ scene: Scene, variants set: [String], device: Device) -> LayoutSystem {
        var configured = scene
        for name in set {
            if let variant = scene.variants.first(where: { $0.name == name }) { configured = configured.applying(variant) }
        }
        // A variant may hide or show an NSStackView's arranged view, or activate a constraint to one it detaches.
        configured = DetachedHiddenViews.applied(to: configured)
        return LayoutSystem(scene: configured, root: configured.layoutRoot ?? "root", device: device, rightToLeft: rightToLeft,
                            reusesAmbiguity: reusesAmbiguityAcrossDevices)
    }

    /// One device, one variant (nil: the base scene, with the size-class variants that apply to the device).
    public func solve(_ scene: Scene, device: Device, variant: String?) -> LayoutSolution? {
        let solutions = solve(scene, devices: [device])
        guard let variant else { return solutions.first }
        return solutions.first { $0.variants.contains(variant) }
    }
}
