import LayoutModel

/// Tells who made a constraint from its class and identifier.
enum ConstraintOriginClassifier {
    static func origin(constraintClass: String, identifier: String?) -> ConstraintOrigin {
        switch constraintClass {
        case "NSAutoresizingMaskLayoutConstraint": return .autoresizingMask
        case "NSIBPrototypingLayoutConstraint": return .interfaceBuilderPrototyping
        case "NSContentSizeLayoutConstraint": return .contentSize
        case "_UILayoutSupportConstraint": return .system
        default: break
        }
        guard let identifier else { return .user }
        if identifier.hasPrefix("UIView-Encapsulated-Layout-") { return .cellEncapsulatedSize }
        if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView") { return .stackView }
        if identifier.hasPrefix("_UITemporaryLayout") { return .system }
        if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") || identifier.hasPrefix("UIViewLayoutMarginsGuide") { return .system }
        if identifier.hasPrefix("UIView-"), identifier.hasSuffix("guide-constraint") { return .system }
        if identifier.hasPrefix("UIView-") && identifier.contains("margin") { return .system }
        if identifier == "UIIBSystemGenerated" || identifier.hasPrefix("UIVC-") || identifier.hasPrefix("UIKB-") { return .system }
        return .user
    }
}
