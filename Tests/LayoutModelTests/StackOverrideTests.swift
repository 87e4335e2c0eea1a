import LayoutModel
import Testing

/// A variant's stack view settings: only what the branch set, applied over the base configuration.
struct StackOverrideTests {
    private let base = StackConfiguration(axis: .vertical, spacing: 8, distribution: .fill, alignment: .fill,
                                          arrangedSubviews: ["a", "b"])

    @Test func differenceKeepsOnlyChangedProperties() {
        var changed = base
        changed.axis = .horizontal
        changed.alignment = .center
        let override = StackOverride(item: "stack", from: base, to: changed)
        #expect(override == StackOverride(item: "stack", axis: .horizontal, alignment: .center))
        #expect(!override.isEmpty)
        #expect(StackOverride(item: "stack", from: base, to: base).isEmpty)
    }

    @Test func appliedOverridesKeepArrangedSubviewsAndUnsetProperties() {
        let override = StackOverride(item: "stack", spacing: 12, isLayoutMarginsRelativeArrangement: true)
        let applied = override.applied(to: base)
        #expect(applied.spacing == 12)
        #expect(applied.isLayoutMarginsRelativeArrangement)
        #expect(applied.axis == .vertical)
        #expect(applied.arrangedSubviews == ["a", "b"])
    }

    @Test func mergingLetsLaterSettingsWin() {
        let earlier = StackOverride(item: "stack", axis: .vertical, spacing: 4)
        let merged = earlier.merging(StackOverride(item: "stack", spacing: 12, alignment: .center))
        #expect(merged == StackOverride(item: "stack", axis: .vertical, spacing: 12, alignment: .center))
    }

    @Test func sceneInAVariantUsesTheVariantsStackConfiguration() {
        let scene = Scene(
            name: "Card", kind: .standalone, root: "root",
            items: [Item(id: "root"), Item(id: "stack", className: "UIStackView", superview: "root", stack: base),
                    Item(id: "plain", superview: "root")],
            variants: [Variant(name: "compact", stackOverrides: [StackOverride(item: "stack", axis: .horizontal),
                                                                  StackOverride(item: "plain", axis: .horizontal)])])
        let compact = scene.applying(scene.variants[0])
        #expect(compact.item("stack")?.stack?.axis == .horizontal)
        #expect(compact.item("stack")?.stack?.spacing == 8)
        // Not a stack view in the base: an override does not make it one.
        #expect(compact.item("plain")?.stack == nil)
        #expect(scene.item("stack")?.stack?.axis == .vertical)
    }
}
