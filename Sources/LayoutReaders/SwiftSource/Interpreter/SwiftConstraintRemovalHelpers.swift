import LayoutModel

/// Constraints a project helper takes off a view with UIKit's `removeConstraint(_:)` / `removeConstraints(_:)`: the
/// helper acts on what is installed when it is called, so it runs at every call, and a removal whose argument the
/// reader does not know leaves the receiver's installed constraints open rather than kept. netease-kit/nim-uikit-ios
/// @12f0338d (held-out round 74): `removeAllAutoLayout()` (`removeConstraints(constraints)`, then every
/// `superview.constraints` entry whose `firstItem` is the view) ran once per view, so its second call, in another
/// method, was skipped and the old text-view pins outlived it (5 false conflicts); `removeLayoutConstraint(firstItem:
/// seconedItem:attribute:)` searched a bare `constraints`, read as unknown (1 false conflict).
extension SwiftInterpreter {
    /// Whether `function`'s own body calls `removeConstraint` or `removeConstraints`: then it is not shared set-up run
    /// once per object, since what it removes depends on what is installed at each call.
    func removesInstalledConstraints(_ function: SwiftFunctionDecl) -> Bool {
        let key = ObjectIdentifier(function)
        if let known = callTracking.removesInstalledConstraints[key] { return known }
        var found = false
        if let range = function.bodyRange {
            let tokens = function.file.tokens
            found = range.contains { index in
                tokens[index].kind == .identifier && (tokens[index].text == "removeConstraint" || tokens[index].text == "removeConstraints")
            }
        }
        callTracking.removesInstalledConstraints[key] = found
        return found
    }

    /// `target.removeConstraint(c)` / `target.removeConstraints(list)`: the constraints named go. An element the reader
    /// does not know may be any constraint installed on `target`: those are taken off in this variant and the views
    /// they tie are opened, so no finding rests on their staying.
    func removeConstraints(_ value: SwiftValue, from target: Int, _ file: SwiftFileSyntax, _ position: SwiftPosition) {
        var understood = true
        for element in value.flattened {
            switch element {
            case .constraint(let index):
                builder.setActive(index, false, in: variant)
                callTracking.removedByCode.insert(index)
            case .nilValue: continue
            default: understood = false
            }
        }
        guard !understood, builder.objects.indices.contains(target), builder.objects[target].kind == .view else { return }
        for case .constraint(let index) in constraintsInstalled(on: target, file, position).flattened {
            builder.setActive(index, false, in: variant)
            callTracking.removedByCode.insert(index)
            let record = builder.constraints[index]
            for id in [record.first] + (record.second.map { [$0] } ?? []) {
                open(id, because: "a constraint installed on it removed by code not understood", flagUnknown: false)
            }
        }
    }

    /// A set-up method run once per object, called again after a removal took off what its run activated: run again,
    /// it would make the same constraints anew (`clearPins(); pinCompact()`), so those come back in this variant.
    func reactivateRemoved(by key: String) {
        guard !callTracking.removedByCode.isEmpty, let effects = setups.sharedEffects[key] else { return }
        let states = builder.activeStates(in: variant)
        for index in effects.activated where callTracking.removedByCode.contains(index) && index < states.count && !states[index] {
            builder.setActive(index, true, in: variant)
        }
    }
}
