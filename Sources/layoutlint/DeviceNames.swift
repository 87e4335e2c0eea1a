import LayoutEngine
import LayoutModel

/// The device names `.layoutlint.json`'s `devices` and `solve --device` accept, exactly (ignoring case, spaces,
/// `-`, `_` and the word "portrait"): the eight checked by default, `Mac` and `Apple TV`, and Interface Builder's
/// devices by name (`iPhone 14`, `iPad mini`) or id (`retina6_0`), each optionally followed by `landscape`.
/// Anything else is an error with the nearest name: no prefix guesses and no aliases, so `iPhone 14` is the
/// iPhone 14 (390 × 844) and never silently another phone.
enum DeviceNames {
    static func device(named name: String) throws(UsageError) -> Device {
        let key = normalize(name)
        let landscape = key.hasSuffix("landscape")
        let bare = landscape ? String(key.dropLast("landscape".count)) : key
        if let device = (DeviceCatalog.all + [DeviceCatalog.mac, DeviceCatalog.appleTV]).first(where: { normalize($0.name) == key }) {
            return device
        }
        if let entry = DeviceCatalog.interfaceBuilderDevices.first(where: { normalize($0.device.name) == bare || normalize($0.id) == bare }),
           let device = DeviceCatalog.interfaceBuilderDevice(id: entry.id, landscape: landscape) {
            return device
        }
        let suggestion = Configuration.suggestion(for: name, among: names)
        throw .input("unknown device '\(name)'\(suggestion); devices: \(DeviceCatalog.all.map(\.name).joined(separator: ", ")), Mac, Apple TV, "
                     + "or an Interface Builder device by name or id (\(DeviceCatalog.interfaceBuilderDevices.map(\.device.name).joined(separator: ", ")))")
    }

    /// Every accepted name, for suggestions.
    static var names: [String] {
        DeviceCatalog.all.map(\.name) + ["Mac", "Apple TV"] + DeviceCatalog.interfaceBuilderDevices.flatMap { [$0.device.name, $0.id] }
    }

    private static func normalize(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "portrait", with: "").filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }
}
