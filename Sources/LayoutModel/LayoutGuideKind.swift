/// The kinds of layout guide UIKit and AppKit provide, plus custom `UILayoutGuide`s.
public enum LayoutGuideKind: String, CaseIterable, Codable, Sendable {
    case safeArea
    case layoutMargins
    case readableContent
    case keyboard
    /// The deprecated `topLayoutGuide` of a view controller.
    case topLayoutGuide
    /// The deprecated `bottomLayoutGuide` of a view controller.
    case bottomLayoutGuide
    /// A scroll view's `contentLayoutGuide`.
    case scrollContent
    /// A scroll view's `frameLayoutGuide`.
    case scrollFrame
    case custom

    /// The property name code uses for the guide (`safeAreaLayoutGuide`), nil for custom guides.
    public var propertyName: String? {
        switch self {
        case .safeArea: return "safeAreaLayoutGuide"
        case .layoutMargins: return "layoutMarginsGuide"
        case .readableContent: return "readableContentGuide"
        case .keyboard: return "keyboardLayoutGuide"
        case .topLayoutGuide: return "topLayoutGuide"
        case .bottomLayoutGuide: return "bottomLayoutGuide"
        case .scrollContent: return "contentLayoutGuide"
        case .scrollFrame: return "frameLayoutGuide"
        case .custom: return nil
        }
    }

    /// Whether the guide is deprecated since iOS 11.
    public var isDeprecated: Bool { self == .topLayoutGuide || self == .bottomLayoutGuide }
}
