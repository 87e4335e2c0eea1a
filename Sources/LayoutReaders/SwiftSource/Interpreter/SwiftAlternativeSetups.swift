/// Parameterless methods a class never calls itself run with its layout, as setup its users call (`setupLayout()`).
/// But two such methods that other code only ever calls apart, from different functions, are alternatives: each
/// instance gets one (BLeeEZ/amperfy @d3513f85: `configureForMac()` from the split view, `configureForiOS()` from
/// the tab bar, each pinning the same views its own way; run together, six false conflicts and duplicates). They
/// run as variants of the class's own scene, and not at all on an instance another scene embeds, whose code calls
/// the one it needs.
extension SwiftInterpreter {
    /// Among `names`, the methods other code calls, each only in functions that call none of the others.
    func alternativeSetups(_ names: [String]) -> Set<String> {
        let called = names.map { (name: $0, callers: project.memberCallSites.callers(of: $0)) }.filter { !$0.callers.isEmpty }
        guard called.count >= 2 else { return [] }
        var result = Set<String>()
        for entry in called where called.allSatisfy({ $0.name == entry.name || $0.callers.isDisjoint(with: entry.callers) }) {
            result.insert(entry.name)
        }
        return result
    }
}
