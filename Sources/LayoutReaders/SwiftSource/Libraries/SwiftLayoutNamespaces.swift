/// Layout libraries reached through a namespace property they add to every view: Align (`title.anchors.leading.pin()`,
/// `icon.anchors.width.equal(24)`), PinLayout (`card.pin.top().horizontally()`, frames set in `layoutSubviews`),
/// FlexLayout (`root.flex.direction(.row)`), EasyPeasy (`badge.easy.layout(Top(8))`), YogaKit (`box.yoga.isEnabled`).
/// The reader does not read them into constraints: a view whose namespace a call goes through is placed or sized by
/// code not read, so it is open (and `--stats` counts the call as that library's, not read). Without this the view
/// looked unconstrained and its cell "missing a height" (Lockdown-iOS @e456e097, Align).
extension SwiftInterpreter {
    /// Namespace properties of layout libraries, with the library's name.
    static let layoutNamespaces: [String: String] = [
        "anchors": "Align", "pin": "PinLayout", "flex": "FlexLayout", "easy": "EasyPeasy", "yoga": "YogaKit",
    ]

    /// The views a call reaches through a layout library's namespace, in its receiver or its arguments
    /// (`edit.anchors.trailing.spacing(12, to: add.anchors.leading)` reaches both), with the library.
    func viewsReachedThroughLayoutNamespace(_ expression: SwiftExpr, _ scope: SwiftScope,
                                           _ context: SwiftFrameContext) -> (library: String, views: [Int])? {
        guard case .call(let callee, let arguments) = expression.kind else { return nil }
        var chains: [SwiftExpr] = []
        if case .member(let receiver, _) = callee.kind { chains.append(receiver) }
        chains += arguments.map(\.value)
        var library: String?
        var views: [Int] = []
        for chain in chains {
            guard let (root, namespace) = Self.namespaceRoot(of: chain) else { continue }
            library = library ?? namespace
            if let id = evaluate(root, scope, context).objectID, builder.objects[id].kind == .view { views.append(id) }
        }
        return library.map { ($0, views) }
    }

    /// The library of a call made directly on a layout namespace (`title.anchors.top.pin()`; in PinLayout's chain
    /// `card.pin.top().left()` only the first link), counted once as that library's constraint expression.
    static func namespaceLibrary(ofCall expression: SwiftExpr) -> String? {
        guard case .call(let callee, _) = expression.kind, case .member(let receiver, _) = callee.kind else { return nil }
        return namespaceRoot(of: receiver)?.1
    }

    /// `root.<namespace>.…` without calls in between: the expression of the view and the library's name.
    private static func namespaceRoot(of expression: SwiftExpr) -> (SwiftExpr, String)? {
        var current = expression
        while true {
            switch current.kind {
            case .member(let base, let name):
                if let library = layoutNamespaces[name], isPlainReference(base) { return (base, library) }
                current = base
            case .unwrap(let inner):
                current = inner
            default:
                return nil
            }
        }
    }

    /// `title`, `self.title`, `header.title`: a reference whose evaluation has no effect.
    private static func isPlainReference(_ expression: SwiftExpr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let base, _): return isPlainReference(base)
        case .unwrap(let inner): return isPlainReference(inner)
        default: return false
        }
    }
}
