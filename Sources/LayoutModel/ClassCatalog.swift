/// What the runtime assumes about a UIKit or AppKit class: whether it sizes itself, and its default
/// content priorities. Readers and the engine consult it for items whose facts the source does not state.
public struct ClassTraits: Hashable, Sendable {
    /// Intrinsic content size per axis when the source does not say (`unknown` = sizes itself to its content).
    public var intrinsicSize: AxisPair<IntrinsicMetric>
    /// Content hugging when made in code.
    public var contentHugging: AxisPair<Priority>
    /// Content hugging when made in Interface Builder (labels get 251 there).
    public var interfaceBuilderHugging: AxisPair<Priority>
    public var compressionResistance: AxisPair<Priority>
    /// A stand-in size for an intrinsic size that exists but whose value the source cannot tell
    /// (a label's text width); frames computed with it are approximate, determinacy is exact.
    public var nominalSize: Size
    /// Distance from the top to the first baseline, and from the last baseline to the bottom, for text.
    public var baselineInsets: (first: Double, last: Double)?
    /// Whether the class lays out text whose height depends on its width (multi-line labels, text views).
    public var isText: Bool

    public static func == (lhs: ClassTraits, rhs: ClassTraits) -> Bool {
        lhs.intrinsicSize == rhs.intrinsicSize && lhs.contentHugging == rhs.contentHugging
            && lhs.interfaceBuilderHugging == rhs.interfaceBuilderHugging
            && lhs.compressionResistance == rhs.compressionResistance && lhs.nominalSize == rhs.nominalSize
            && lhs.baselineInsets?.first == rhs.baselineInsets?.first && lhs.baselineInsets?.last == rhs.baselineInsets?.last
            && lhs.isText == rhs.isText
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(intrinsicSize)
        hasher.combine(nominalSize)
    }
}

/// The catalog of classes layoutlint knows, keyed by class name; unknown classes behave like `UIView`.
public enum ClassCatalog {
    private static func traits(
        intrinsic: (IntrinsicMetric, IntrinsicMetric), hugging: Double = 250, ibHugging: Double? = nil,
        compression: Double = 750, nominal: (Double, Double) = (0, 0), baselines: (Double, Double)? = nil, isText: Bool = false
    ) -> ClassTraits {
        let hug = AxisPair(horizontal: Priority(hugging), vertical: Priority(hugging))
        let ibHug = ibHugging.map { AxisPair(horizontal: Priority($0), vertical: Priority($0)) } ?? hug
        return ClassTraits(
            intrinsicSize: AxisPair(horizontal: intrinsic.0, vertical: intrinsic.1),
            contentHugging: hug, interfaceBuilderHugging: ibHug,
            compressionResistance: AxisPair(horizontal: Priority(compression), vertical: Priority(compression)),
            nominalSize: Size(width: nominal.0, height: nominal.1),
            baselineInsets: baselines, isText: isText)
    }

    /// A plain view: no intrinsic size.
    public static let plainView = traits(intrinsic: (.none, .none))

    private static let label = traits(intrinsic: (.unknown, .unknown), ibHugging: 251, nominal: (100, 20.5), baselines: (16.5, 4), isText: true)
    private static let control = traits(intrinsic: (.unknown, .unknown), nominal: (100, 34), baselines: (22, 8))

    /// Class name → traits, for UIKit and the AppKit classes that matter for layout.
    public static let classes: [String: ClassTraits] = [
        "UIView": plainView, "NSView": plainView, "UIScrollView": plainView, "NSScrollView": plainView,
        "UITableView": plainView, "UICollectionView": plainView, "UITableViewCellContentView": plainView,
        "UIStackView": plainView, "NSStackView": plainView, "UIVisualEffectView": plainView, "UIImageView": traits(intrinsic: (.none, .none)),
        "NSImageView": traits(intrinsic: (.none, .none)),
        "UILabel": label, "NSTextField": label,
        "UIButton": traits(intrinsic: (.unknown, .unknown), nominal: (60, 30), baselines: (20, 8)),
        "NSButton": traits(intrinsic: (.unknown, .unknown), nominal: (60, 21), baselines: (14, 6)),
        "UITextField": control,
        "UITextView": traits(intrinsic: (.none, .none), nominal: (0, 0), isText: true),
        "UISwitch": traits(intrinsic: (.known(51), .known(31)), hugging: 750, compression: 750),
        "UISlider": traits(intrinsic: (.none, .known(31)), nominal: (0, 31)),
        "UIStepper": traits(intrinsic: (.known(94), .known(32)), hugging: 750, compression: 750),
        "UISegmentedControl": traits(intrinsic: (.unknown, .known(32)), nominal: (120, 32)),
        "UIProgressView": traits(intrinsic: (.none, .known(4)), nominal: (0, 4)),
        "UIActivityIndicatorView": traits(intrinsic: (.known(20), .known(20)), hugging: 750, compression: 750),
        "UIPageControl": traits(intrinsic: (.unknown, .known(26)), nominal: (40, 26)),
        "UIDatePicker": traits(intrinsic: (.unknown, .unknown), nominal: (280, 216)),
        "UIPickerView": traits(intrinsic: (.none, .known(216)), nominal: (0, 216)),
        "UISearchBar": traits(intrinsic: (.none, .known(56)), nominal: (0, 56)),
        "UINavigationBar": traits(intrinsic: (.none, .known(44)), nominal: (0, 44)),
        "UIToolbar": traits(intrinsic: (.none, .known(44)), nominal: (0, 44)),
        "UITabBar": traits(intrinsic: (.none, .known(49)), nominal: (0, 49)),
        // A SwiftUI hosting controller's view: its intrinsic size is its SwiftUI content's ideal size.
        "_UIHostingView": traits(intrinsic: (.unknown, .unknown), nominal: (100, 44)),
        "NSHostingView": traits(intrinsic: (.unknown, .unknown), nominal: (100, 44)),
        // AppKit's controls size themselves from their cell (`NSControl.intrinsicContentSize`, the cell's `cellSize`);
        // a horizontal slider, progress bar or level indicator only across (its length is the layout's), as the
        // Interface Builder reader reads them. The numbers are stand-ins at the regular control size.
        "NSStepper": traits(intrinsic: (.unknown, .unknown), nominal: (15, 22)),
        "NSSwitch": traits(intrinsic: (.unknown, .unknown), nominal: (38, 22)),
        "NSPopUpButton": traits(intrinsic: (.unknown, .unknown), nominal: (100, 25)),
        "NSSegmentedControl": traits(intrinsic: (.unknown, .unknown), nominal: (120, 24)),
        "NSComboBox": traits(intrinsic: (.unknown, .unknown), nominal: (100, 25)),
        "NSSearchField": traits(intrinsic: (.unknown, .unknown), nominal: (100, 22)),
        "NSDatePicker": traits(intrinsic: (.unknown, .unknown), nominal: (100, 28)),
        "NSColorWell": traits(intrinsic: (.unknown, .unknown), nominal: (44, 23)),
        "NSSlider": traits(intrinsic: (.none, .unknown), nominal: (0, 21)),
        "NSProgressIndicator": traits(intrinsic: (.none, .unknown), nominal: (0, 20)),
        "NSLevelIndicator": traits(intrinsic: (.none, .unknown), nominal: (0, 18)),
    ]

    /// Traits of a class; project classes fall back on the UIKit class their name suggests, then on the platform class
    /// they are known to inherit from (an Interface Builder element's: a `navigationBar` of class `TRNavigationBar`
    /// keeps UINavigationBar's 44-point height; Tropos @0e1c06c2, held-out round 39), then on `UIView`.
    public static func traits(for className: String?, platformClass: String? = nil) -> ClassTraits {
        guard let className else { return plainView }
        if let known = classes[className] { return known }
        let shortName = unqualified(className)
        if let known = classes[shortName] { return known }
        // `TitleLabel`, `PrimaryButton`, `SearchTextField`: project subclasses named after what they are.
        let suffixes: [(String, String)] = [("TextField", "UITextField"), ("TextView", "UITextView"), ("Label", "UILabel"),
                                            ("Button", "UIButton"), ("ImageView", "UIImageView"), ("Switch", "UISwitch"),
                                            ("StackView", "UIStackView")]
        for (suffix, base) in suffixes where shortName.hasSuffix(suffix) {
            return classes[base] ?? plainView
        }
        if let platformClass, let known = classes[platformClass] { return known }
        return plainView
    }

    /// Prefixes of Apple frameworks' class names: a base class so named behaves as the framework made it.
    static let platformPrefixes = ["UI", "NS", "MK", "WK", "SK", "AV", "PH", "SCN", "ARSCN"]

    /// Traits of a class as the runtime gives them. A project class (`final class CheckBox: UIButton`) sizes itself as
    /// the class at the top of its project lineage (`platformClass`), whatever its name suggests; a base from another
    /// module (`TransitionButton`) is known only by its name, and when that suggests nothing, by the class's own name.
    /// A plain `UIView`/`NSView` platform class tells no more than the name does: Interface Builder's view element
    /// takes any custom class (a `GradientButton` is a button), so there the name decides; a code reader that knows
    /// the whole lineage states the plain view's missing intrinsic size itself (`PlainViewSubclasses`).
    public static func runtimeTraits(for className: String?, platformClass: String?) -> ClassTraits {
        guard let className, let platformClass, classes[className] == nil, classes[unqualified(className)] == nil else {
            return traits(for: className, platformClass: platformClass)
        }
        if isPlainViewClass(platformClass) { return traits(for: className, platformClass: platformClass) }
        let base = unqualified(platformClass)
        if classes[base] != nil || platformPrefixes.contains(where: { base.hasPrefix($0) }) { return traits(for: base) }
        let guessed = traits(for: base)
        return guessed == plainView ? traits(for: className) : guessed
    }

    /// A class name without its module (`UIKit.UIView` → `UIView`).
    public static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Whether the class is the platform's plain view (`UIView`, `NSView`), which sizes nothing itself.
    public static func isPlainViewClass(_ name: String) -> Bool {
        ["UIView", "NSView"].contains(unqualified(name))
    }

    /// Whether a class scrolls its content (and so insets it by the safe area itself): scroll, table,
    /// collection, text and web views, and project classes named after them.
    public static func isScrollView(_ className: String?) -> Bool {
        guard let className else { return false }
        let shortName = unqualified(className)
        return ["ScrollView", "TableView", "CollectionView", "TextView", "WebView"].contains { shortName.hasSuffix($0) }
    }

    /// Whether a class name is a stack view class.
    public static func isStackView(_ className: String?) -> Bool {
        guard let className else { return false }
        return className == "UIStackView" || className == "NSStackView" || className.hasSuffix("StackView")
    }
}

extension Item {
    /// The intrinsic size the runtime gives the item: the one the source states, else its class's default; an AppKit
    /// text field whose height is its own but not stated has the height its style gives (`TextFieldStyle`).
    public var effectiveIntrinsicSize: AxisPair<IntrinsicMetric> {
        var size = intrinsicSize ?? runtimeTraits.intrinsicSize
        if size.vertical == .unknown, behaviourClass == "NSTextField", let height = textFieldStyle?.intrinsicHeight {
            size.vertical = .known(height)
        }
        return size
    }

    /// The traits the runtime gives the item's class (see `ClassCatalog.runtimeTraits`).
    public var runtimeTraits: ClassTraits { ClassCatalog.runtimeTraits(for: className, platformClass: platformClass) }
}
