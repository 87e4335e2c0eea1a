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

    public init(name: String, size: Size, safeAreaInsets: EdgeInsets, horizontalSizeClass: SizeClass,
                verticalSizeClass: SizeClass, systemMargin: Double) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.systemMargin = systemMargin
    }

    public var description: String { "\(name) (\(size))" }
}

/// The devices layoutlint checks against, portrait and landscape.
public enum DeviceCatalog {
    public static let all: [Device] = [
        Device(name: "iPhone SE", size: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
               horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMargin: 16),
        Device(name: "iPhone SE landscape", size: Size(width: 667, height: 375), safeAreaInsets: .zero,
               horizontalSizeClass: .compact, verticalSizeClass: .compact, systemMargin: 16),
        Device(name: "iPhone 15", size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMargin: 16),
        Device(name: "iPhone 15 landscape", size: Size(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
               horizontalSizeClass: .compact, verticalSizeClass: .compact, systemMargin: 16),
        Device(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
               horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMargin: 20),
        Device(name: "iPhone 15 Pro Max landscape", size: Size(width: 932, height: 430), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
               horizontalSizeClass: .regular, verticalSizeClass: .compact, systemMargin: 20),
        Device(name: "iPad", size: Size(width: 820, height: 1180), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               horizontalSizeClass: .regular, verticalSizeClass: .regular, systemMargin: 20),
        Device(name: "iPad landscape", size: Size(width: 1180, height: 820), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
               horizontalSizeClass: .regular, verticalSizeClass: .regular, systemMargin: 20),
    ]

    /// The devices checked when neither the scene nor the configuration names one.
    public static let defaultSet: [Device] = all

    /// A device by name, ignoring case, spaces and the words "portrait"; `iPhone SE landscape` names the rotated one.
    public static func device(named name: String) -> Device? {
        let key = normalize(name)
        return all.first { normalize($0.name) == key }
            ?? all.first { normalize($0.name).hasPrefix(key) && !$0.name.hasSuffix("landscape") }
            ?? aliases[key].flatMap { alias in all.first { $0.name == alias } }
    }

    /// A custom size, treated like a compact-width phone when narrower than 600 points.
    public static func device(size: Size) -> Device {
        Device(name: "\(size)", size: size, safeAreaInsets: .zero,
               horizontalSizeClass: size.width < 600 ? .compact : .regular,
               verticalSizeClass: size.height < 500 ? .compact : .regular,
               systemMargin: size.width < 400 ? 16 : 20)
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
