import LayoutModel

/// Tells who made a constraint from its class and identifier.
enum ConstraintOriginClassifier {
    static func origin(constraintClass: String, identifier: String?) -> ConstraintOrigin {
        switch constraintClass {
        case "NSAutoresizingMaskLayoutConstraint": return .autoresizingMask
        case "NSIBPrototypingLayoutConstraint": return .interfaceBuilderPrototyping
        case "NSContentSizeLayoutConstraint": return .contentSize
        case "_UILayoutSupportConstraint", "_UIScrollViewAutomaticContentSizeConstraint": return .system
        default: break
        }
        guard let identifier else { return .user }
        // AppKit names the size a table column or an outline row imposes on a cell view the same way.
        if identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("NSView-Encapsulated-Layout-") { return .cellEncapsulatedSize }
        // systemLayoutSizeFitting's target size while UIKit measures a view (a cell's content view at width 0).
        if identifier == "fittingSizeHTarget" || identifier == "fittingSizeVTarget" { return .system }
        if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView") { return .stackView }
        if identifier.hasPrefix("_UITemporaryLayout") { return .system }
        if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") || identifier.hasPrefix("UIViewLayoutMarginsGuide") { return .system }
        if identifier.hasPrefix("UIView-"), identifier.hasSuffix("guide-constraint") { return .system }
        if identifier.hasPrefix("UIView-") && identifier.contains("margin") { return .system }
        if identifier == "UIIBSystemGenerated" || identifier.hasPrefix("UIVC-") || identifier.hasPrefix("UIKB-") { return .system }
        return .user
    }

    /// Masonry replaces every constraint's description with its own, which leaves out the identifier: a
    /// message shows it by `MASLayoutConstraint`s or by views named by their `mas_key` (`UIView:header.top`).
    static func isDescribedByMasonry(_ descriptions: [ParsedConstraintDescription]) -> Bool {
        descriptions.contains { description in
            description.constraintClass == "MASLayoutConstraint"
                || [description.first.item, description.second?.item].contains { item in
                    item.map { $0.className != nil && $0.address == nil && $0.name != nil } ?? false
                }
        }
    }

    /// Descriptions some library rewrote although it does not name itself: under an iOS 10+ header (whose runtime
    /// prints `(active)` in every description) not one description says `(active)` or `(inactive)`.
    static func isRewritten(_ descriptions: [ParsedConstraintDescription], unifiedLogHeader: Bool) -> Bool {
        guard unifiedLogHeader, !descriptions.isEmpty else { return false }
        return !descriptions.contains { $0.rawText.contains("(active") || $0.rawText.contains("(inactive") }
    }

    /// Under Masonry's (or another library's) descriptions, a plain `NSLayoutConstraint` fixing a cell's (or its content view's)
    /// width or height is the cell's encapsulated size with its `UIView-Encapsulated-Layout-…` name lost:
    /// constraints the app makes there come from Masonry itself.
    static func isUnnamedCellSize(_ description: ParsedConstraintDescription, className: String?) -> Bool {
        guard description.constraintClass == "NSLayoutConstraint", description.identifier == nil, description.second == nil,
              description.relation == .equal, description.first.attribute == .width || description.first.attribute == .height,
              let className, className.contains("Cell") else { return false }
        return true
    }
}
