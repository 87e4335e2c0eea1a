import LayoutEngine
import LayoutModel

/// Where an app says it runs: its device families and the orientations each supports, as its project
/// declares them (Info.plist, build settings). Unknown facts are nil and keep every device of that kind.
struct AppDeviceSupport: Equatable {
    /// `TARGETED_DEVICE_FAMILY` 1, 2 and 3.
    enum Family: Hashable { case phone, pad, tv }
    enum Orientation: Hashable { case portrait, landscape }

    /// The device families of the app's targets (`TARGETED_DEVICE_FAMILY`, `UIDeviceFamily`).
    var families: Set<Family>?
    /// Orientations on iPhone (`UISupportedInterfaceOrientations`, `~iphone`).
    var phoneOrientations: Set<Orientation>?
    /// Orientations on iPad (`UISupportedInterfaceOrientations~ipad`, else the general key).
    var padOrientations: Set<Orientation>?
    /// The lowest iOS (or tvOS) version any target deploys to (`IPHONEOS_DEPLOYMENT_TARGET`, `TVOS_DEPLOYMENT_TARGET`).
    var iOSDeploymentTarget: Double?
    /// True when the app hides the status bar everywhere: `UIStatusBarHidden` with
    /// `UIViewControllerBasedStatusBarAppearance` off, so no controller can show it.
    var statusBarHidden: Bool?
    /// The launch images' screens when no iOS application target names a launch storyboard; nil: every device's own.
    var legacyScreens: LegacyScreens?
    /// The files (or "the Xcode build settings") the facts came from.
    var sources: [String] = []

    /// True when the project said nothing about the devices or the system it runs on.
    var isEmpty: Bool {
        families == nil && phoneOrientations == nil && padOrientations == nil && iOSDeploymentTarget == nil && statusBarHidden == nil
    }

    /// Combines the facts of several targets: an app runs wherever any of its targets runs.
    mutating func merge(_ other: AppDeviceSupport) {
        families = Self.union(families, other.families)
        phoneOrientations = Self.union(phoneOrientations, other.phoneOrientations)
        padOrientations = Self.union(padOrientations, other.padOrientations)
        // The app must run on the oldest system any of its targets supports.
        if let other = other.iOSDeploymentTarget { iOSDeploymentTarget = min(iOSDeploymentTarget ?? other, other) }
        // Hidden only when no target that says anything about it shows it (extensions' plists say nothing).
        if let other = other.statusBarHidden { statusBarHidden = (statusBarHidden ?? true) && other }
        sources += other.sources.filter { !sources.contains($0) }
    }

    /// Takes the app delegate's answer (`AppDelegateOrientations`) over the declared orientations: UIKit asks it
    /// for every window instead of reading the Info.plist.
    mutating func answerOrientations(with screens: Set<DeviceForm>, source: String) {
        func orientations(_ portrait: DeviceForm, _ landscape: DeviceForm) -> Set<Orientation> {
            Set([screens.contains(portrait) ? Orientation.portrait : nil, screens.contains(landscape) ? .landscape : nil].compactMap { $0 })
        }
        phoneOrientations = orientations(.phonePortrait, .phoneLandscape)
        padOrientations = orientations(.padPortrait, .padLandscape)
        if !sources.contains(source) { sources.append(source) }
    }

    /// The screens the facts allow: each family (both when unknown) in its orientations (both when unknown).
    var screens: Set<DeviceForm> {
        var forms = Set<DeviceForm>()
        if families?.contains(.phone) ?? true {
            if phoneOrientations?.contains(.portrait) ?? true { forms.insert(.phonePortrait) }
            if phoneOrientations?.contains(.landscape) ?? true { forms.insert(.phoneLandscape) }
        }
        if families?.contains(.pad) ?? true {
            if padOrientations?.contains(.portrait) ?? true { forms.insert(.padPortrait) }
            if padOrientations?.contains(.landscape) ?? true { forms.insert(.padLandscape) }
        }
        return forms
    }

    /// The devices of `catalog` the app runs on (the launch images' sizes without a launch storyboard). iPads have regular
    /// size classes both ways; landscape is wider than tall.
    /// When the facts would leave nothing (a contradictory project), the catalog is kept whole.
    func devices(from catalog: [Device]) -> [Device] {
        // An Apple TV app's screens are the television's, whatever the catalog holds for phones and tablets.
        if families == [.tv] { return [DeviceCatalog.appleTV] }
        let catalog = legacyScreens?.devices(replacing: catalog) ?? catalog
        let kept = catalog.filter { device in
            let family: Family = device.form == .padPortrait || device.form == .padLandscape ? .pad : .phone
            if let families, !families.contains(family) { return false }
            let orientation: Orientation = device.size.width > device.size.height ? .landscape : .portrait
            let orientations = family == .pad ? padOrientations : phoneOrientations
            return orientations?.contains(orientation) ?? true
        }
        let devices = kept.isEmpty ? catalog : kept
        return statusBarHidden == true ? devices.map(Self.withoutStatusBar) : devices
    }

    /// A device with its status bar hidden: where the top safe-area inset is only the status bar (20 points on
    /// phones without a sensor housing, 20 or 24 on iPads) it is 0; the housing of notched phones keeps its inset
    /// whether the status bar shows or not (Apple, "Positioning content relative to the safe area": the safe area
    /// reflects the area not covered by bars *and* the sensor housing; HIG "Layout", iPhone X and later).
    static func withoutStatusBar(_ device: Device) -> Device {
        guard device.safeAreaInsets.top > 0, device.safeAreaInsets.top <= 24 else { return device }
        var device = device
        device.safeAreaInsets.top = 0
        return device
    }

    /// Either set, or both together; nil only when both are unknown.
    static func union<Element>(_ a: Set<Element>?, _ b: Set<Element>?) -> Set<Element>? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}
