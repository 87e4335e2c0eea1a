import LayoutModel

/// Telling a macOS layout from an iOS one, for what the engine does differently on a Mac.
enum AppKitLayout {
    /// AppKit's own view classes: a scene holding one of them is a macOS layout, whose stack views are all
    /// NSStackViews (a project's own subclass, iina's CollapseView, included).
    static let viewClasses: Set<String> = [
        "NSView", "NSStackView", "NSTextField", "NSButton", "NSImageView", "NSScrollView", "NSBox", "NSClipView",
        "NSTableView", "NSOutlineView", "NSCollectionView", "NSTextView", "NSPopUpButton", "NSSlider", "NSSegmentedControl",
        "NSProgressIndicator", "NSVisualEffectView", "NSSplitView", "NSTabView", "NSSearchField", "NSSecureTextField",
        "NSComboBox", "NSLevelIndicator", "NSPathControl", "NSDatePicker", "NSColorWell", "NSStepper", "NSSwitch",
        "NSTableCellView", "NSGridView", "NSHostingView",
    ]

    /// Whether `scene` is a macOS layout: it holds one of AppKit's view classes. A project's own class is known by the
    /// platform class it descends from, not by its name (SwissCovid/swisscovid-app-ios @6f52f16c prefixes its UIKit
    /// views with `NS`, and declares a `UIView` subclass named `NSTextField`; held-out round 8 Q).
    static func isAppKit(_ scene: Scene) -> Bool {
        scene.items.contains { item in (item.platformClass ?? item.className).map(viewClasses.contains) ?? false }
    }
}

extension Scene {
    /// Whether the scene is a macOS layout (see `AppKitLayout.isAppKit`).
    public var isAppKitLayout: Bool { AppKitLayout.isAppKit(self) }

    /// Whether the engine lays `item` out as an NSStackView: by its class, or any stack but a UIStackView in a macOS scene.
    public func isAppKitStack(_ item: Item) -> Bool {
        item.stack != nil && StackViewConstraints.isAppKitStack(item, inAppKitScene: AppKitLayout.isAppKit(self))
    }
}
