import LayoutModel

/// What Interface Builder's element names mean in a macOS (AppKit) document: the same element names as
/// iOS stand for AppKit classes there, with AppKit's own intrinsic sizes.
enum IBAppKitCatalog {
    /// The AppKit class an element stands for, before any `customClass`.
    static func className(forElement name: String) -> String {
        if let known = knownClasses[name] { return known }
        guard let first = name.first else { return "NSView" }
        return "NS" + first.uppercased() + name.dropFirst()
    }

    private static let knownClasses: [String: String] = [
        "view": "NSView", "customView": "NSView", "containerView": "NSView", "wkWebView": "WKWebView",
        "webView": "WebView", "mapView": "MKMapView", "sceneKitView": "SCNView", "spriteKitView": "SKView",
        "mtkView": "MTKView", "openGLView": "NSOpenGLView", "avPlayerView": "AVPlayerView",
    ]

    /// The intrinsic content size the element's AppKit class gives (nil: the class default).
    static func intrinsicSize(for element: IBElement) -> AxisPair<IntrinsicMetric>? {
        let unknown = AxisPair<IntrinsicMetric>(horizontal: .unknown, vertical: .unknown)
        let heightOnly = AxisPair<IntrinsicMetric>(horizontal: .none, vertical: .unknown)
        let none = AxisPair<IntrinsicMetric>(horizontal: .none, vertical: .none)
        switch element.name {
        case "textField", "button", "popUpButton", "comboBox", "searchField", "secureTextField", "tokenField",
             "segmentedControl", "datePicker", "stepper", "colorWell", "switch", "matrix":
            return unknown
        case "slider":
            return element.flag("vertical") ? AxisPair(horizontal: .unknown, vertical: .none) : heightOnly
        case "levelIndicator", "pathControl":
            return heightOnly
        case "progressIndicator":
            return element["style"] == "spinning" ? unknown : heightOnly
        case "box":
            // A separator line is one thin line long: its thickness is its own, its length is the layout's.
            guard element["boxType"] == "separator" else { return none }
            let frame = element.child(named: "rect", key: "frame")
            let isVertical = (frame?.number("height") ?? 0) > (frame?.number("width") ?? 0)
            return isVertical ? AxisPair(horizontal: .unknown, vertical: .none) : heightOnly
        case "tableView", "outlineView":
            // A table is as large as its columns and rows (AppKit gives it that intrinsic size); the clip view
            // around it, not Auto Layout, decides what of it shows.
            return unknown
        case "gridView":
            // A grid view lays out its cells itself and is as large as they need.
            return unknown
        case "customView", "view", "scrollView", "clipView", "textView",
             "splitView", "tabView", "collectionView", "visualEffectView", "stackView", "browser",
             "wkWebView", "webView", "containerView":
            return none
        default:
            return nil
        }
    }
}
