import LayoutModel

/// Tells what an item is from the class and label the runtime printed.
enum LogItemClassifier {
    /// The name UIKit gives a scroll view's `contentLayoutGuide`.
    static let scrollContentGuideLabel = "UIScrollView-contentLayoutGuide"

    /// The guide kind when the item is a layout guide, from its class and the name UIKit gave it.
    static func guideKind(className: String?, label: String?) -> LayoutGuideKind? {
        let name = className ?? ""
        let isGuide = name == "UILayoutGuide" || name == "NSLayoutGuide" || name == "_UILayoutGuide"
            || name == "_UILayoutSpacer" || name.hasSuffix("LayoutGuide")
        guard isGuide else { return nil }
        switch label {
        case "UIViewSafeAreaLayoutGuide"?: return .safeArea
        case "UIViewLayoutMarginsGuide"?: return .layoutMargins
        case "UIViewReadableContentGuide"?: return .readableContent
        case "UIViewKeyboardLayoutGuide"?, "UIKeyboardLayoutGuide"?: return .keyboard
        case "UIScrollView-contentLayoutGuide"?, "UIScrollViewContentLayoutGuide"?: return .scrollContent
        case "UIScrollView-frameLayoutGuide"?, "UIScrollViewFrameLayoutGuide"?: return .scrollFrame
        case "UIVC-topLayoutGuide"?: return .topLayoutGuide
        case "UIVC-bottomLayoutGuide"?: return .bottomLayoutGuide
        default: break
        }
        if name.hasSuffix("KeyboardLayoutGuide") { return .keyboard }
        return .custom
    }

    static func role(className: String?, isGuide: Bool) -> ConsoleLogItemRole {
        if isGuide { return .layoutGuide }
        guard let className else { return .view }
        let shortName = LogItemClassifier.shortName(className)
        if shortName.hasSuffix("CellContentView") { return .cellContentView }
        if shortName.hasSuffix("Window") { return .window }
        if shortName == "UIStackView" || shortName == "NSStackView" { return .stackView }
        // `_Tt…` is a mangled Swift class of the app, not a private UIKit one.
        if (shortName.hasPrefix("_") && !shortName.hasPrefix("_Tt")) || systemViewClasses.contains(shortName) { return .systemView }
        if shortName.hasSuffix("StackView") { return .stackView }
        return .view
    }

    /// Views UIKit makes for itself that the developer never added.
    static let systemViewClasses: Set<String> = [
        "UIInputSetContainerView", "UIInputSetHostView", "UIButtonLabel", "UIFieldEditor", "UITableViewWrapperView",
        "UINavigationTransitionView", "UIViewControllerWrapperView", "UITransitionView", "UIDropShadowView",
        "UILayoutContainerView", "UINavigationBarContentView", "UIKBKeyplaneView", "NSThemeFrame", "NSTitlebarView",
    ]

    /// The class the developer wrote: KVO's dynamic `NSKVONotifying_` subclass stands for its superclass.
    static func declaredClassName(_ printed: String) -> String {
        let prefix = "NSKVONotifying_"
        return printed.hasPrefix(prefix) && printed.count > prefix.count ? String(printed.dropFirst(prefix.count)) : printed
    }

    /// `Module.Class` → `Class`; generic and mangled names are left alone.
    static func shortName(_ className: String) -> String {
        guard !className.contains("<"), let dot = className.lastIndex(of: "."),
              className.index(after: dot) < className.endIndex else { return className }
        return String(className[className.index(after: dot)...])
    }
}
