import LayoutModel

/// A `fillProportionally` UIStackView sizes its arranged views along its axis by their share of the sum of their
/// intrinsic sizes ('UISV-fill-proportionally', ProportionalFillConstraints.swift). When one of them has no intrinsic
/// size there, UIKit still gives every view a share, from sizes this tool does not know (how it does is not
/// documented; reports show it following the views' current frames, Stack Overflow "UIStackView proportional layout
/// with only intrinsicContentSize"). Such a view's size along the axis is therefore open, not missing: read as
/// absent, an empty spacer in a proportional stack was reported as having no height (falcon SettingsToggleView,
/// covpass ResultViewViewController.xib; held-out round 19). NSStackView keeps proportions between the views and
/// falls back on the first view's size, which ProportionalFillConstraints models.
enum ProportionalFillOpenness {
    static let reason = "sized by a fill-proportionally stack view from proportions not known"

    static func applied(to scene: Scene) -> Scene {
        let stacks = scene.items.filter { $0.stack?.distribution == .fillProportionally && $0.stack?.appKit == nil }
        guard !stacks.isEmpty else { return scene }
        var result = scene
        for stack in stacks {
            guard let configuration = stack.stack else { continue }
            let arranged = configuration.arrangedSubviews.compactMap { id in scene.index(of: id) }
            let withoutSize = arranged.filter { IntrinsicSizeConstraints.value(of: scene.items[$0], axis: configuration.axis) == nil }
            for position in withoutSize where !result.items[position].isOpen(configuration.axis) {
                result.items[position].open([configuration.axis], because: reason)
            }
        }
        return result
    }
}
