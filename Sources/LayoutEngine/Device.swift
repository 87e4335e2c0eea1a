import Foundation
import LayoutModel

/// A device in one orientation: the root view's size, its safe area and size classes.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var size: Size
    public var safeAreaInsets: EdgeInsets
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// The root view's minimum horizontal layout margins (16 on compact-width phones, 20 elsewhere).
    public var systemMargin: Double
    /// Pixels per point (`UIScreen.scale`): 2 on the iPhone SE and iPads, 3 on the iPhone 15 family, 1 on Apple TV.
    /// A pixel-thin line, such as a table's separator, is 1 / scale points high.
    public var scale: Double

    public init(name: String, size: Size, safeAreaInsets: EdgeInsets, horizontalSizeClass: SizeClass,
                verticalSizeClass: SizeClass, systemMargin: Double, scale: Double = 2) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.systemMargin = systemMargin
        self.scale = scale
    }

    public var description: String { "\(name) (\(size))" }

    /// The screen kind: an iPad has regular size classes both ways, landscape is wider than tall.
    public var form: DeviceForm {
        let isPad = horizontalSizeClass == .regular && verticalSizeClass == .regular
        let isLandscape = size.width > size.height
        switch (isPad, isLandscape) {
        case (true, true): return .padLandscape
        case (true, false): return .padPortrait
        case (false, true): return .phoneLandscape
        case (false, false): return .phonePortrait
        }
    }
}

/// The devices layoutlint checks against, portrait and landscape.
public enum DeviceCatalog {
    public static let all: [Device] = [
        Device(name: "iPhone SE", size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
               horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMargin: 16),
        Device(name: "iPhone SE landscape", size: Size(width: 667, height: 375), safeAreaInsets: .zero,
               horizontalSizeClass: .compact, verticalSizeClass: .compact, systemMargin: 16),
        Device(name: "iPhone 15", size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMargin: 16, scale: 3),
        Device(name: "iPhone 15 landscape", size: Size(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
               horizontalSizeClass: .compact, verticalSizeClass: .compact, systemMargin: 16, scale: 3),
        Device(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMargin: 20, scale: 3),
        Device(name: "iPhone 15 Pro Max landscape", size: Size(width: 932, height: 430), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
               horizontalSizeClass: .regular, verticalSizeClass: .compact, systemMargin: 20, scale: 3),
        Device(name: "iPad", size: Size(width: 820, height: 1180), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               horizontalSizeClass: .regular, verticalSizeClass: .regular, systemMargin: 20),
        Device(name: "iPad landscape", size: Size(width: 1180, height: 820), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               horizontalSizeClass: .regular, verticalSizeClass: .regular, systemMargin: 20),
    ]

    /// The devices checked when neither the scene nor the configuration names one.
    public static let defaultSet: [Device] = all

    /// Apple TV's 1920 × 1080 screen with its overscan-safe area; checked only for scenes that name it (the
    /// scenes of a tvOS Interface Builder document), never by default.
    public static let appleTV = Device(
        name: "Apple TV", size: Size(width: 1920, height: 1080), safeAreaInsets: EdgeInsets(top: 60, left: 80, bottom: 60, right: 80),
        horizontalSizeClass: .regular, verticalSizeClass: .regular, systemMargin: 20, scale: 1)

    /// A Mac window: macOS layouts (views of AppKit's classes) are checked in it instead of on the phones and
    /// tablets. No safe area and no size classes on a Mac (both taken as regular); 20-point standard margins.
    public static let mac = Device(
        name: "Mac", size: Size(width: 1024, height: 768), safeAreaInsets: .zero,
        horizontalSizeClass: .regular, verticalSizeClass: .regular, systemMargin: 20)

    /// Devices found by name only.
    static let namedOnly: [Device] = [appleTV, mac]

    /// A device by name, ignoring case, spaces and the words "portrait"; `iPhone SE landscape` names the rotated one.
    /// Interface Builder's ids (`retina6_12`, `retina4_7 landscape`) name its devices.
    public static func device(named name: String) -> Device? {
        let key = normalize(name)
        return (all + namedOnly).first { normalize($0.name) == key }
            ?? all.first { normalize($0.name).hasPrefix(key) && !$0.name.hasSuffix("landscape") }
            ?? aliases[key].flatMap { alias in all.first { $0.name == alias } }
            ?? interfaceBuilderDevices.first { normalize($0.id) == key.replacingOccurrences(of: "landscape", with: "") }
                .map { key.hasSuffix("landscape") ? rotated($0.device) : $0.device }
    }

    /// A custom size, treated like a compact-width phone when narrower than 600 points.
    public static func device(size: Size) -> Device {
        Device(name: "\(size)", size: size, safeAreaInsets: .zero,
               horizontalSizeClass: size.width < 600 ? .compact : .regular,
               verticalSizeClass: size.height < 500 ? .compact : .regular,
               systemMargin: size.width < 400 ? 16 : 20)
    }

    /// Interface Builder's device ids (`<device id="retina6_12" orientation="portrait">`) in portrait, with the
    /// safe area and margins the canvas gives them. Not in `all`: they say where a document was designed,
    /// not which devices an app runs on.
    public static let interfaceBuilderDevices: [(id: String, device: Device)] = [
        ibPhone("retina3_5", "iPhone 4s", 320, 480, top: 20, bottom: 0, margin: 16),
        ibPhone("retina4_0", "iPhone SE (1st generation)", 320, 568, top: 20, bottom: 0, margin: 16),
        ibPhone("retina4_7", "iPhone 8", 375, 667, top: 20, bottom: 0, margin: 16),
        ibPhone("retina5_5", "iPhone 8 Plus", 414, 736, top: 20, bottom: 0, margin: 20),
        ibPhone("retina5_9", "iPhone 11 Pro", 375, 812, top: 44, bottom: 34, margin: 16),
        ibPhone("retina5_4", "iPhone 13 mini", 375, 812, top: 50, bottom: 34, margin: 16),
        ibPhone("retina6_1", "iPhone 11", 414, 896, top: 48, bottom: 34, margin: 20),
        ibPhone("retina6_5", "iPhone 11 Pro Max", 414, 896, top: 44, bottom: 34, margin: 20),
        ibPhone("retina6_0", "iPhone 14", 390, 844, top: 47, bottom: 34, margin: 16),
        ibPhone("retina6_12", "iPhone 15", 393, 852, top: 59, bottom: 34, margin: 16),
        ibPhone("retina6_7", "iPhone 14 Plus", 428, 926, top: 47, bottom: 34, margin: 20),
        ibPhone("retina6_72", "iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, margin: 20),
        ibPad("ipad9_7", "iPad (9.7-inch)", 768, 1024, top: 20, bottom: 0),
        ibPad("ipad7_9", "iPad mini", 768, 1024, top: 20, bottom: 0),
        ibPad("ipad10_2", "iPad (10.2-inch)", 810, 1080, top: 20, bottom: 0),
        ibPad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, top: 20, bottom: 0),
        ibPad("ipad10_9rounded", "iPad Air (10.9-inch)", 820, 1180, top: 24, bottom: 20),
        ibPad("ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20),
        ibPad("ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, top: 20, bottom: 0),
        ibPad("ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20),
    ]

    /// An Interface Builder device (`retina6_12`), turned when `landscape`.
    public static func interfaceBuilderDevice(id: String, landscape: Bool = false) -> Device? {
        guard let device = interfaceBuilderDevices.first(where: { $0.id.lowercased() == id.lowercased() })?.device else { return nil }
        return landscape ? rotated(device) : device
    }

    /// The device a layout was drawn for, from the size of its root view as Interface Builder stored it:
    /// an Interface Builder or catalog device of exactly that size (either orientation), else `device(size:)`.
    public static func designDevice(size: Size) -> Device {
        let candidates = interfaceBuilderDevices.map(\.device) + all
        if let exact = candidates.first(where: { $0.size == size }) { return exact }
        if let turned = candidates.map(rotated).first(where: { $0.size == size }) { return turned }
        return device(size: size)
    }

    /// What the name of a device rotated to landscape ends with (`iPhone 15 landscape`).
    public static let landscapeSuffix = " landscape"

    /// A portrait device in landscape: notched phones keep their sensor inset on the sides and a home
    /// indicator strip below; other phones hide the status bar; iPads keep their insets.
    private static func rotated(_ device: Device) -> Device {
        guard device.size.height > device.size.width else { return device }
        let size = Size(width: device.size.height, height: device.size.width)
        let isPad = device.horizontalSizeClass == .regular && device.verticalSizeClass == .regular
        let insets: EdgeInsets
        if isPad {
            insets = device.safeAreaInsets
        } else if device.safeAreaInsets.bottom > 0 {
            insets = EdgeInsets(top: 0, left: device.safeAreaInsets.top, bottom: 21, right: device.safeAreaInsets.top)
        } else {
            insets = .zero
        }
        return Device(name: device.name + landscapeSuffix, size: size, safeAreaInsets: insets,
                      horizontalSizeClass: isPad || device.systemMargin >= 20 ? .regular : .compact,
                      verticalSizeClass: isPad ? .regular : .compact, systemMargin: device.systemMargin, scale: device.scale)
    }

    private static func ibPhone(_ id: String, _ name: String, _ width: Double, _ height: Double,
                                top: Double, bottom: Double, margin: Double) -> (id: String, device: Device) {
        (id, Device(name: name, size: Size(width: width, height: height),
                    safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                    horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMargin: margin,
                    scale: twoTimesPhones.contains(id) ? 2 : 3))
    }

    /// Interface Builder's phones with 2x screens (the iPhone 4s, SE, 8 and 11); the others are 3x.
    private static let twoTimesPhones: Set<String> = ["retina3_5", "retina4_0", "retina4_7", "retina6_1"]

    private static func ibPad(_ id: String, _ name: String, _ width: Double, _ height: Double,
                              top: Double, bottom: Double) -> (id: String, device: Device) {
        (id, Device(name: name, size: Size(width: width, height: height),
                    safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                    horizontalSizeClass: .regular, verticalSizeClass: .regular, systemMargin: 20))
    }

    private static let aliases: [String: String] = [
        "iphone6.1": "iPhone 15", "iphone6.7": "iPhone 15 Pro Max", "iphone14": "iPhone 15", "iphone15pro": "iPhone 15",
        "iphonepromax": "iPhone 15 Pro Max", "ipadportrait": "iPad", "iphonese3": "iPhone SE",
        "iphone8": "iPhone SE", "iphone6.1\"": "iPhone 15", "iphone6.7\"": "iPhone 15 Pro Max",
    ]

    private static func normalize(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "portrait", with: "").filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }
}
