import LayoutModel

/// `final class ShareButton: UIView` with no `intrinsicContentSize` of its own: the code says the class is a plain
/// view, which has no intrinsic size (`UIView.noIntrinsicMetric`), whatever its name suggests. The engine reads a
/// plain `UIView` platform class as saying no more than the name (Interface Builder's view element takes any custom
/// class), so a code reader that read the whole lineage states it.
enum PlainViewSubclasses {
    /// The intrinsic size to state for a project view class whose platform base is `platformBase`; nil when the
    /// engine's reading by name already gives it.
    static func statedIntrinsicSize(className: String, platformBase: String) -> AxisPair<IntrinsicMetric>? {
        guard ClassCatalog.isPlainViewClass(platformBase) else { return nil }
        let byName = ClassCatalog.traits(for: className).intrinsicSize
        return byName == ClassCatalog.plainView.intrinsicSize ? nil : ClassCatalog.plainView.intrinsicSize
    }
}
