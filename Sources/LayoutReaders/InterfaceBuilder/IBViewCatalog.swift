import LayoutModel

/// What Interface Builder's element names mean in UIKit/AppKit terms.
enum IBViewCatalog {
    /// The UIKit (or, in a macOS document, AppKit) class an element stands for, before any `customClass`.
    static func className(forElement name: String, appKit: Bool = false) -> String {
        if appKit { return IBAppKitCatalog.className(forElement: name) }
        if let known = knownClasses[name] { return known }
        guard let first = name.first else { return "UIView" }
        return "UI" + first.uppercased() + name.dropFirst()
    }

    private static let knownClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UICollectionViewCellContentView",
        "collectionReusableView": "UICollectionReusableView", "datePicker": "UIDatePicker",
        "pickerView": "UIPickerView", "searchBar": "UISearchBar", "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar", "tabBar": "UITabBar", "visualEffectView": "UIVisualEffectView",
        "containerView": "UIView", "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
        "mtkView": "MTKView", "glkView": "GLKView", "arscnView": "ARSCNView", "sceneKitView": "SCNView",
        "spriteKitView": "SKView", "colorWell": "UIColorWell", "customView": "NSView", "textFieldCell": "NSTextFieldCell",
    ]

    /// The attributes of Interface Builder's `<autoresizingMask>` element and the mask option each stands for.
    static let autoresizingMaskFlags: [(attribute: String, option: AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// Elements that sit in a view hierarchy but are not views themselves.
    static let nonViewElements: Set<String> = [
        "rect", "autoresizingMask", "constraints", "constraint", "subviews", "color", "fontDescription", "font",
        "nil", "connections", "outlet", "action", "state", "viewLayoutGuide", "keyboardLayoutGuide", "layoutGuides", "viewControllerLayoutGuide",
        "variation", "mask", "include", "exclude", "point", "size", "inset", "edgeInsets", "directionalEdgeInsets",
        "userDefinedRuntimeAttributes", "accessibility", "textInputTraits", "prototypes", "cells", "sections",
        "attributedString", "gestureRecognizers", "segments", "items", "real", "integer", "bool", "string",
        "image", "buttonConfiguration", "collectionViewFlowLayout", "collectionViewLayout",
    ]

    /// Whether an element stands for a view: IB gives every view a frame.
    static func isView(_ element: IBElement) -> Bool {
        !nonViewElements.contains(element.name) && element.child(named: "rect", key: "frame") != nil
    }

    /// Elements that are reusable cells, each read as a scene of its own.
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// The intrinsic content size the element's class gives, when the reader knows better than "class default".
    static func intrinsicSize(for element: IBElement, imageSizes: [String: Size], appKit: Bool = false) -> AxisPair<IntrinsicMetric>? {
        let unknown = AxisPair<IntrinsicMetric>(horizontal: .unknown, vertical: .unknown)
        let none = AxisPair<IntrinsicMetric>(horizontal: .none, vertical: .none)
        var size: AxisPair<IntrinsicMetric>?
        if appKit && element.name != "imageView" {
            // AppKit controls size themselves differently (an NSSlider is only as tall as its knob); an image
            // view is sized by its image on both platforms.
            size = IBAppKitCatalog.intrinsicSize(for: element)
        } else {
            switch element.name {
            case "label", "button", "textField", "segmentedControl", "datePicker", "pageControl", "searchBar":
                size = unknown
            case "switch":
                size = AxisPair(horizontal: .known(51), vertical: .known(31))
            case "stepper":
                size = AxisPair(horizontal: .known(94), vertical: .known(32))
            case "slider", "progressView":
                size = AxisPair(horizontal: .none, vertical: .unknown)
            case "activityIndicatorView":
                size = unknown
            case "textView":
                // A text view that does not scroll sizes itself to its text, as a multi-line label does
                // (`isScrollEnabled = false`: UITextView's intrinsicContentSize); one that scrolls has no size of its own.
                size = element["scrollEnabled"] == "NO" ? unknown : none
            case "imageView":
                // AppKit keeps the image on the view's cell (`<imageCell key="cell" image=…>`); Xcode 12 and later
                // write `<imageReference key="image" image=… catalog=…>`. A system symbol (`catalog="system"`) is drawn
                // at its symbol configuration's point size and scale, not at the size the resources list
                // (`UIImage.SymbolConfiguration`), so its size is its own but not known here.
                let reference = element.child(named: "imageReference", key: "image")
                if reference?["catalog"] == "system" {
                    size = unknown
                } else if let imageName = element["image"] ?? reference?["image"]
                            ?? (appKit ? element.child(named: "imageCell", key: "cell")?["image"] : nil) {
                    if let known = imageSizes[imageName] {
                        size = AxisPair(horizontal: .known(known.width), vertical: .known(known.height))
                    } else {
                        size = unknown
                    }
                } else {
                    size = none
                }
            case "view", "scrollView", "tableView", "collectionView", "containerView", "visualEffectView",
                 "tableViewCellContentView", "collectionViewCellContentView", "wkWebView", "webView", "mapView":
                size = none
            default:
                size = nil
            }
        }
        // IB's "Intrinsic Size: Placeholder" stands for a size the custom class supplies at run time. On a view of a
        // platform class it only quiets the canvas: a plain view has no intrinsic size at run time (SmartYard-iOS
        // @f0e4fc5c, a modal content nib's root with a 300 × 200 placeholder read as hugging 200 points; round 58).
        let placeholderWidth = element["placeholderIntrinsicWidth"]
        let placeholderHeight = element["placeholderIntrinsicHeight"]
        if placeholderWidth != nil || placeholderHeight != nil, element["customClass"] != nil {
            var placeholder = size ?? none
            if let width = placeholderWidth { placeholder.horizontal = metric(fromPlaceholder: width) }
            if let height = placeholderHeight { placeholder.vertical = metric(fromPlaceholder: height) }
            size = placeholder
        }
        if let declared = element.children.first(where: { $0.name == "size" && $0.key == "intrinsicContentSize" }) {
            var stated = size ?? none
            if let width = declared.number("width") { stated.horizontal = width < 0 ? .none : .known(width) }
            if let height = declared.number("height") { stated.vertical = height < 0 ? .none : .known(height) }
            size = stated
        }
        return size
    }

    private static func metric(fromPlaceholder text: String) -> IntrinsicMetric {
        if text == "infinite" { return .none }
        if let value = Double(text), value >= 0 { return .known(value) }
        return .unknown
    }

    /// The runtime's default hugging priority for a class when the file states only one axis.
    static func defaultHugging(forElement name: String) -> Priority {
        switch name {
        case "switch", "stepper": return .defaultHigh
        default: return .defaultLow
        }
    }

    /// The runtime's default compression resistance priority.
    static func defaultCompressionResistance(forElement name: String) -> Priority { .defaultHigh }
}
