import LayoutModel

extension SwiftInterpreter {
    /// A bare call inside a helper declared on a value the reader models, whose implicit `self` is that value: an
    /// array helper's `map`, or an anchor helper's `constraint(equalTo:)` (`extension NSLayoutAnchor { func
    /// pin(equalTo:constant:) }`, GetStream/stream-chat-swift @a4e569b1, whose `embed` pins through it).
    func callOnValueSelf(_ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                 _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        switch context.selfValue {
        case .array(let elements):
            return arrayMethod(elements, name, arguments, expression, scope, context)
        case .anchor, .offsetDimension:
            guard name == "constraint" || name == "anchorWithOffset" || SwiftLegacySpellings.anchorConstraintLabel(method: name) != nil else { return nil }
            return callMethod(context.selfValue, name, arguments, expression, scope, context)
        default:
            return nil
        }
    }
}
