/// A call nested deeper than `SwiftInterpreter.maximumCallDepth` is not run. What it does to its object is then
/// unknown: an initializer not run may have turned the view's autoresizing flag off and sized it (jxakellis/Hound-iOS-App
/// @9e8d0634, held-out round 34: 16 views read as keeping their mask, their base class's initializer cut off by the depth).
extension SwiftInterpreter {
    /// Notes the call not followed, opens the view it runs on, and stands for its result.
    func callNotFollowed(_ function: SwiftFunctionDecl, on receiver: SwiftValue, _ callExpression: SwiftExpr?,
                         _ callerContext: SwiftFrameContext) -> SwiftValue {
        if let callExpression { note("call not followed: helpers nested deeper than \(Self.maximumCallDepth)", callerContext.file, callExpression.start) }
        if let id = receiver.objectID, builder.objects.indices.contains(id), builder.objects[id].kind == .view {
            open(id, because: "\(function.name) not followed (helpers nested deeper than \(Self.maximumCallDepth))", flagUnknown: true)
        }
        return .unknown(function.name)
    }
}
