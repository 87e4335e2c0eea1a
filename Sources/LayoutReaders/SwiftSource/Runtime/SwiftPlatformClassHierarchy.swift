/// The superclasses of UIKit's and AppKit's common view classes, as their headers declare them (`UIStackView : UIView`,
/// `UITableView : UIScrollView`, `NSButton : NSControl`): with it, a project view whose chain ends at one of these is
/// known not to be another of them (`if let stack = parent as? UIStackView` with a `UIView` subclass does not run).
enum SwiftPlatformClassHierarchy {
    private static let superclasses: [String: String] = [
        "UIView": "UIResponder", "UIStackView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITextView": "UIScrollView", "UILabel": "UIView", "UIImageView": "UIView",
        "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
        "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIPageControl": "UIControl", "UIDatePicker": "UIControl",
        "UIStepper": "UIControl", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionViewListCell": "UICollectionViewCell", "UITableViewCell": "UIView",
        "UITableViewHeaderFooterView": "UIView", "UIVisualEffectView": "UIView", "UIActivityIndicatorView": "UIView",
        "UIProgressView": "UIView", "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView",
        "UISearchBar": "UIView", "UIPickerView": "UIView", "UIWindow": "UIView",
        "NSView": "NSResponder", "NSStackView": "NSView", "NSScrollView": "NSView", "NSClipView": "NSView",
        "NSControl": "NSView", "NSButton": "NSControl", "NSTextField": "NSControl", "NSImageView": "NSControl",
        "NSTableView": "NSControl", "NSOutlineView": "NSTableView", "NSCollectionView": "NSView",
        "NSTableCellView": "NSView", "NSTextView": "NSText", "NSText": "NSView", "NSBox": "NSView",
        "NSVisualEffectView": "NSView", "NSProgressIndicator": "NSView", "NSSplitView": "NSView",
    ]

    /// Whether an object whose class chain reaches the platform class `base` is a `target`; nil when either class is
    /// not in the table, so the answer is not known.
    static func isKind(_ base: String, of target: String) -> Bool? {
        guard superclasses[base] != nil, superclasses[target] != nil else { return nil }
        var current: String? = base
        while let name = current {
            if name == target { return true }
            current = superclasses[name]
        }
        return false
    }
}
