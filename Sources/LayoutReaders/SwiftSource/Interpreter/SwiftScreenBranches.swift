import LayoutModel

/// Branches whose test is of the interface orientation or the idiom (`if orientation.isPortrait || UIDevice.isPad()
/// { … } else { … }`) run on some screens only: each branch's variant is checked on those devices, not on every one.
/// Checked everywhere, a landscape-only branch was solved at portrait sizes and reported as conflicting
/// (einsteinx2/iSubMusicStreamer @31471ba0, PlayerViewController; held-out round 19). The test is read from the names
/// UIKit and projects use (`isPortrait`, `isLandscape` on any orientation value; `isPad`, `isIPad`, `isPhone`;
/// `userInterfaceIdiom == .pad`) combined with `!`, `&&` and `||`; any other part of a test leaves its screens open.
/// Restricting only ever removes devices from a branch: a test misread costs findings, never invents one.
extension SwiftInterpreter {
    /// The screens the `then` and the `else` branch of a test (the comma-separated conditions of an `if`) run on.
    func screenTest(_ expressions: [SwiftExpr]) -> (then: Set<DeviceForm>?, otherwise: Set<DeviceForm>?) {
        guard !expressions.isEmpty else { return (nil, nil) }
        return expressions.dropFirst().reduce(Self.screens(of: expressions[0])) { Self.both($0, Self.screens(of: $1)) }
    }

    /// `branchKey(text)` further restricted to `forms` (nil: no restriction of its own).
    func branchKey(_ text: String, restrictedTo forms: Set<DeviceForm>?) -> SwiftVariantKey {
        var key = branchKey(text)
        guard let forms else { return key }
        key.forms = key.forms.map { $0.intersection(forms) } ?? forms
        return key
    }

    private typealias Screens = (then: Set<DeviceForm>?, otherwise: Set<DeviceForm>?)

    private static func screens(of expression: SwiftExpr) -> Screens {
        switch expression.kind {
        case .prefix("!", let inner):
            let screens = screens(of: inner)
            return (screens.otherwise, screens.then)
        case .binary("&&", let left, let right):
            return both(screens(of: left), screens(of: right))
        case .binary("||", let left, let right):
            let (a, b) = (screens(of: left), screens(of: right))
            return (union(a.then, b.then), intersection(a.otherwise, b.otherwise))
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return screens(of: elements[0].value)
        case .binary(let op, let left, let right) where op == "==" || op == "!=":
            // `orientation.isLandscape == true`, `isPad != false`.
            if case .bool(let value) = right.kind {
                let screens = screens(of: left)
                return value == (op == "==") ? screens : (screens.otherwise, screens.then)
            }
            // `userInterfaceIdiom == .pad` (either side); `idiomTest` folds the `!=`.
            guard let pad = idiomTest(expression) else { return (nil, nil) }
            let forms = pad ? DeviceForm.pad : DeviceForm.phone
            return (forms, DeviceForm.every.subtracting(forms))
        default:
            guard let forms = namedScreens(expression) else { return (nil, nil) }
            return (forms, DeviceForm.every.subtracting(forms))
        }
    }

    /// `a && b`: the `then` branch runs where both hold; the `else` branch where either fails.
    private static func both(_ a: Screens, _ b: Screens) -> Screens {
        (intersection(a.then, b.then), union(a.otherwise, b.otherwise))
    }

    /// nil stands for every screen.
    private static func intersection(_ a: Set<DeviceForm>?, _ b: Set<DeviceForm>?) -> Set<DeviceForm>? {
        guard let a else { return b }
        guard let b else { return a }
        return a.intersection(b)
    }

    private static func union(_ a: Set<DeviceForm>?, _ b: Set<DeviceForm>?) -> Set<DeviceForm>? {
        guard let a, let b else { return nil }
        return a.union(b)
    }

    /// `x.isPortrait`, `isLandscape`, `UIDevice.isPad()`, `isIPad`, `isPhone` (a member, a name or a call of one).
    private static func namedScreens(_ expression: SwiftExpr) -> Set<DeviceForm>? {
        let name: String
        switch expression.kind {
        case .member(_, let member): name = member
        case .identifier(let identifier): name = identifier
        case .call(let callee, let arguments) where arguments.isEmpty: return namedScreens(callee)
        case .unwrap(let inner): return namedScreens(inner)
        default: return nil
        }
        switch name {
        case "isPortrait": return DeviceForm.portrait
        case "isLandscape": return DeviceForm.landscape
        case "isPad", "isIPad", "isiPad": return DeviceForm.pad
        case "isPhone", "isIPhone", "isiPhone": return DeviceForm.phone
        default: return nil
        }
    }
}

/// A branch on the screen whose code was read into its enclosing variant (`container`, nil for the base scene) as the
/// first of alternatives: the container holds that code only on `forms`, unless one of `others` replaces it.
struct SwiftScreenRestriction {
    var container: SwiftVariantKey?
    var forms: Set<DeviceForm>
    var others: [SwiftVariantKey]
}

extension SwiftInterpreter {
    /// Records that the first alternative `key`, run in the current variant, holds there only on its screens.
    func noteScreens(of key: SwiftVariantKey, others: [SwiftVariantKey]) {
        guard let forms = key.forms, forms != variant?.forms, !others.isEmpty else { return }
        builder.screenRestrictedBranches.append(SwiftScreenRestriction(container: variant, forms: forms, others: others))
    }
}

extension SwiftSceneBuilder {
    /// Restricts the base scene and the variants holding a first alternative of a branch on the screen to that
    /// branch's screens: a variant that is one of the other alternatives (or inside one) replaces that code.
    func restrictToScreens(_ scene: inout Scene) {
        guard !screenRestrictedBranches.isEmpty else { return }
        func isInside(_ name: String, _ outer: String) -> Bool { name == outer || name.hasPrefix(outer + " / ") }
        var base: Set<DeviceForm>?
        for restriction in screenRestrictedBranches {
            let otherNames = restriction.others.map(\.name)
            if restriction.container == nil { base = base.map { $0.intersection(restriction.forms) } ?? restriction.forms }
            for index in scene.variants.indices {
                let name = scene.variants[index].name
                if let container = restriction.container, !isInside(name, container.name) { continue }
                guard !otherNames.contains(where: { isInside(name, $0) }) else { continue }
                scene.variants[index].deviceForms = scene.variants[index].deviceForms.map { $0.intersection(restriction.forms) } ?? restriction.forms
            }
        }
        scene.baseDeviceForms = base?.sorted()
    }
}
