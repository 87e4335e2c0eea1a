import LayoutModel

/// What a screen holds after it rotates, when its code re-runs a size-class branch on every trait change and switches
/// nothing off (`Variant.persistsAcrossTraitChanges`): UIKit keeps what the first size class activated, and the new
/// size class's branch adds its own. The screen is checked in that state too, on the device it rotated to, with the
/// persisting variants of the orientation it came from applied first (layoutlint issue #20, item 7).
/// Only the rotation the device list itself contains counts: a phone checked in both orientations (the app supports
/// both); an iPad, whose size classes are the same both ways, adds nothing.
public enum TraitChangeSequences {
    /// The size-class variants that apply on `device`, least specific first (the more specific is applied last and wins,
    /// as in Interface Builder: on a compact-width, compact-height iPhone `heightClass=compact-widthClass=compact`
    /// overrides `heightClass=compact`, whichever the file states first; swwol/CrimeMapper @62249356, held-out round 65).
    static func sizeClassVariants(of scene: Scene, on device: Device) -> [Variant] {
        scene.variants.enumerated().filter { _, variant in
            (variant.horizontalSizeClass != nil || variant.verticalSizeClass != nil)
                && (variant.horizontalSizeClass ?? device.horizontalSizeClass) == device.horizontalSizeClass
                && (variant.verticalSizeClass ?? device.verticalSizeClass) == device.verticalSizeClass
        }.sorted { ($0.element.sizeClassSpecificity, $0.offset) < ($1.element.sizeClassSpecificity, $1.offset) }
        .map(\.element)
    }

    /// The variant names of the screen on `device` after rotating from the same device's other orientation, when a
    /// persisting variant of that orientation does not apply here; nil when the rotation changes nothing.
    static func variantsAfterRotation(to device: Device, among targets: [Device], in scene: Scene) -> [String]? {
        guard scene.variants.contains(where: \.persistsAcrossTraitChanges),
              let previous = targets.first(where: { isSameDeviceRotated($0, device) }) else { return nil }
        let current = sizeClassVariants(of: scene, on: device).map(\.name)
        let kept = sizeClassVariants(of: scene, on: previous).filter { $0.persistsAcrossTraitChanges && !current.contains($0.name) }
        guard !kept.isEmpty else { return nil }
        return kept.map(\.name) + current
    }

    /// Whether `a` and `b` are one device in its two orientations (`iPhone 15` and `iPhone 15 landscape`).
    static func isSameDeviceRotated(_ a: Device, _ b: Device) -> Bool {
        otherOrientation(of: a.name) == b.name
    }

    /// The name of the same device in its other orientation (`iPhone 15` ↔ `iPhone 15 landscape`), as `DeviceCatalog`
    /// names a rotated device.
    public static func otherOrientation(of name: String) -> String {
        let suffix = DeviceCatalog.landscapeSuffix
        return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name + suffix
    }
}

extension TraitChangeSequences {
    /// Whether `solution` is a screen after a rotation: one of its variants is another orientation's persisting one.
    public static func isAfterRotation(_ solution: LayoutSolution, in scene: Scene) -> Bool {
        !carriedOver(solution, in: scene).isEmpty
    }

    /// The persisting variants `solution` carries over from the orientation it rotated from.
    public static func carriedOver(_ solution: LayoutSolution, in scene: Scene) -> [Variant] {
        solution.variants.compactMap { name in scene.variants.first { $0.name == name } }.filter { variant in
            variant.persistsAcrossTraitChanges
                && ((variant.horizontalSizeClass.map { $0 != solution.device.horizontalSizeClass } ?? false)
                    || (variant.verticalSizeClass.map { $0 != solution.device.verticalSizeClass } ?? false))
        }
    }
}
