import LayoutModel

/// The UIKit and AppKit names the reader understands: anchors, guides, classes and their roles.
enum SwiftUIKitVocabulary {
    /// Argument labels of UIKit's and AppKit's view initializers (`_`, an unlabelled argument, is none of them).
    static let platformInitializerLabels: Set<String> = [
        "frame", "coder", "type", "primaryAction", "configuration", "image", "highlightedImage", "arrangedSubviews", "style",
        "collectionViewLayout", "textContainer", "usingTextLayoutManager", "items", "actions", "effect", "progressViewStyle",
        "reuseIdentifier", "views", "labelWithString", "string", "wrappingLabelWithString", "labelWithAttributedString",
        "title", "target", "action", "checkboxWithTitle", "radioButtonWithTitle", "value", "minValue", "maxValue", "pullsDown",
        "labels", "images", "trackingMode", "customView", "barButtonSystemItem", "menu", "systemItem", "contentView",
        "rootView", "safeAreaRegions", "activityIndicatorStyle", "datePickerStyle", "barButtonItem", "searchResultsController",
        "nibName", "bundle",
    ]

    /// Properties of the frame extensions many apps add to `UIView` (`view.right = …`, `view.height = …`): UIView has
    /// none of its own, so setting one sets the frame by hand.
    static let frameCategoryProperties: Set<String> = [
        "left", "right", "top", "bottom", "x", "y", "width", "height", "centerX", "centerY", "origin", "size",
    ]

    /// `topAnchor` → `.top`.
    static func attribute(ofAnchor name: String) -> Attribute? {
        guard name.hasSuffix("Anchor") else { return nil }
        switch name {
        case "leadingAnchor": return .leading
        case "trailingAnchor": return .trailing
        case "leftAnchor": return .left
        case "rightAnchor": return .right
        case "topAnchor": return .top
        case "bottomAnchor": return .bottom
        case "widthAnchor": return .width
        case "heightAnchor": return .height
        case "centerXAnchor": return .centerX
        case "centerYAnchor": return .centerY
        case "firstBaselineAnchor": return .firstBaseline
        case "lastBaselineAnchor": return .lastBaseline
        default: return nil
        }
    }

    /// `safeAreaLayoutGuide` → `.safeArea`.
    static func guideKind(ofProperty name: String) -> LayoutGuideKind? {
        LayoutGuideKind.allCases.first { $0.propertyName == name }
    }

    /// What a class is for scene purposes.
    enum Role: Equatable {
        case viewController, cell, view, layoutGuide, stackView, other
    }

    private static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIInputViewController",
        "UIHostingController", "NSViewController", "NSSplitViewController", "NSTabViewController", "NSPageController",
        "UIAlertController", "UISearchController", "UIDocumentBrowserViewController", "UIActivityViewController",
    ]

    private static let cells: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewHeaderFooterView",
        "UICollectionReusableView",
    ]

    /// The role of a UIKit/AppKit class by name, or by naming convention for classes the reader cannot see.
    static func role(ofClass name: String) -> Role? {
        if viewControllers.contains(name) { return .viewController }
        if cells.contains(name) { return .cell }
        if name == "UIStackView" || name == "NSStackView" { return .stackView }
        if name == "UILayoutGuide" || name == "NSLayoutGuide" { return .layoutGuide }
        let isPlatform = name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("MK") || name.hasPrefix("WK")
            || name.hasPrefix("SK") || name.hasPrefix("AV") || name.hasPrefix("PH") || name.hasPrefix("SCN") || name.hasPrefix("ARSCN")
        let viewSuffixes = ["View", "Label", "Button", "Control", "Field", "Bar", "Toolbar", "Switch", "Slider", "Stepper",
                            "Indicator", "Picker", "Window", "Cell", "Box", "Matrix", "Popup", "PopUpButton"]
        if isPlatform {
            if name.hasSuffix("ViewController") || name.hasSuffix("Controller") { return name.hasSuffix("ViewController") ? .viewController : .other }
            if viewSuffixes.contains(where: { name.hasSuffix($0) }) || name == "UIView" || name == "NSView" { return .view }
            return .other
        }
        return nil
    }

    /// Whether the name is a UIKit/AppKit (or other Apple framework) class, whose behaviour is the platform's.
    static func isPlatformClass(_ name: String) -> Bool {
        let base = name.hasPrefix("UIKit.") || name.hasPrefix("AppKit.") ? String(name.split(separator: ".").last ?? "") : name
        if viewControllers.contains(base) || cells.contains(base) { return true }
        return ["UI", "NS", "MK", "WK", "SK", "AV", "PH", "SCN", "ARSCN", "_UI", "CA", "GLK", "MTK", "PK", "QL", "SF", "AS"]
            .contains { base.hasPrefix($0) && base.count > $0.count && base.dropFirst($0.count).first?.isUppercase == true }
    }

    /// A guess from a class name the project does not define (another module's base class).
    /// What a project says about one class, for `role(of:declaration:)`.
    enum ProjectDeclaration {
        /// The project does not declare the class: a platform class, or another module's.
        case undeclared
        /// The project declares it (as `name`), with its superclass if it has one; `guessable` when a class without
        /// a superclass may still be named after its role (a struct or a protocol is no view whatever its name).
        case declared(name: String, superclass: String?, guessable: Bool)
    }

    /// The role of a class, following its project superclasses up to a UIKit/AppKit class; a class the project does
    /// not declare (another module's) is guessed by its name. Shared by the Swift and Objective-C readers, which
    /// differ only in how they look a class up (`declaration`).
    static func role(of className: String, declaration: (String) -> ProjectDeclaration) -> Role? {
        var current = className
        var seen = Set<String>()
        while seen.insert(current).inserted {
            let declared = declaration(current)
            // A project class with a superclass is what it inherits, whatever its name: a UIKit app may prefix its
            // own classes with `NS` (SwissCovid's `NSClickthroughStackView: UIStackView`, held-out round 8 Q).
            if case .declared(_, let parent?, _) = declared {
                current = parent
                continue
            }
            if let role = role(ofClass: current) { return role }
            switch declared {
            case .undeclared:
                return guessedRole(ofUnknownClass: current)
            case .declared(let name, nil, let guessable):
                return guessable ? guessedRole(ofUnknownClass: name) : nil
            case .declared(_, let parent?, _):
                current = parent
            }
        }
        return nil
    }

    static func guessedRole(ofUnknownClass name: String) -> Role? {
        let base = name.split(separator: ".").last.map(String.init) ?? name
        if base.hasSuffix("ViewController") || base.hasSuffix("TableController") || base.hasSuffix("CollectionController") { return .viewController }
        if base.hasSuffix("Cell") || base.hasSuffix("HeaderFooterView") || base.hasSuffix("ReusableView") { return .cell }
        if base.hasSuffix("StackView") { return .stackView }
        if ["View", "Label", "Button", "Control", "TextField", "TextView", "Bar", "ImageView"].contains(where: { base.hasSuffix($0) }) { return .view }
        return nil
    }

    /// Alignment option names of the visual format language.
    static func visualFormatAlignment(_ name: String) -> Attribute? {
        switch SwiftLegacySpellings.lowercasingFirst(name) {
        case "alignAllLeft": return .left
        case "alignAllRight": return .right
        case "alignAllTop": return .top
        case "alignAllBottom": return .bottom
        case "alignAllLeading": return .leading
        case "alignAllTrailing": return .trailing
        case "alignAllCenterX": return .centerX
        case "alignAllCenterY": return .centerY
        case "alignAllFirstBaseline": return .firstBaseline
        case "alignAllLastBaseline", "alignAllBaseline": return .lastBaseline
        default: return nil
        }
    }

    /// Labels of `anchor.constraint(…)` that make a constraint, with the relation and whether the
    /// argument is a constant rather than another anchor.
    static func constraintForm(label: String?) -> (relation: Relation, isConstant: Bool, isSystemSpacing: Bool)? {
        switch label {
        case "equalTo": return (.equal, false, false)
        case "greaterThanOrEqualTo": return (.greaterThanOrEqual, false, false)
        case "lessThanOrEqualTo": return (.lessThanOrEqual, false, false)
        case "equalToConstant": return (.equal, true, false)
        case "greaterThanOrEqualToConstant": return (.greaterThanOrEqual, true, false)
        case "lessThanOrEqualToConstant": return (.lessThanOrEqual, true, false)
        case "equalToSystemSpacingBelow", "equalToSystemSpacingAfter": return (.equal, false, true)
        case "greaterThanOrEqualToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingAfter": return (.greaterThanOrEqual, false, true)
        case "lessThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingAfter": return (.lessThanOrEqual, false, true)
        default: return nil
        }
    }
}
