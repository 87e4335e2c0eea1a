import LayoutEngine

/// Where a finding holds, in words: "on every device checked" when it is every configuration checked (screens of other
/// sizes are not claimed: held-out round 75 found chains that fit a 390-point phone), "in variant compact on every
/// device checked" when it is one variant everywhere, else the configurations ("on iPhone SE; iPhone 15 and 2 more").
public enum ConfigurationPhrase {
    private static let everyDevice = "on every device checked"
    private static let everyVariant = "on every device checked, in every variant"

    /// Whether `phrase` (one `phrase(names:of:)` made) says the finding holds on every device checked.
    public static func isOnEveryDevice(_ phrase: String) -> Bool {
        phrase.hasSuffix(everyDevice) || phrase == everyVariant
    }

    public static func phrase(names: [String], of all: [LayoutSolution]) -> String {
        var seen = Set<String>()
        let names = names.filter { seen.insert($0).inserted }
        let allNames = Set(all.map(\.configurationName))
        let devices = Set(all.map(\.device.name))
        if devices.count > 1, Set(names) == allNames {
            let variantSets = Set(all.map(\.variants))
            return variantSets.count > 1 ? everyVariant : everyDevice
        }
        let affected = all.filter { seen.contains($0.configurationName) }
        let variantSets = Set(affected.map(\.variants))
        if devices.count > 1, variantSets.count == 1, let variants = variantSets.first, !variants.isEmpty,
           Set(affected.map(\.device.name)) == devices,
           !all.contains(where: { $0.variants == variants && !seen.contains($0.configurationName) }) {
            return "in variant \(variants.joined(separator: " + ")) \(everyDevice)"
        }
        return "on " + (names.count > 4 ? names.prefix(3).joined(separator: "; ") + " and \(names.count - 3) more" : names.joined(separator: "; "))
    }
}
