/// A convenience initializer the project adds to a platform class (`extension UILabel { convenience init(style:) {
/// self.init(); translatesAutoresizingMaskIntoConstraints = false; … } }`) runs on the object UIKit makes: read as a
/// plain `UILabel`, a label made that way kept its autoresizing flag and was reported as fighting its constraints
/// (Adyen/adyen-ios @63a57d33, `UILabel(style:)`, `UIButton(style:)`; held-out round 20).
extension SwiftInterpreter {
    /// Runs the project's initializer of platform class `typeName` that the call's arguments fit, on object `id`.
    func runExtensionInitializer(of id: Int, _ typeName: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                 _ scope: SwiftScope, _ context: SwiftFrameContext) {
        guard !arguments.isEmpty else { return }
        let initializers = project.methods(named: "init", in: typeName)
        guard let initializer = pickFunction(initializers, arguments, in: scope) else { return }
        _ = call(initializer, receiver: .object(id), ownerType: owner(of: initializer, in: typeName), arguments: arguments,
                 callerScope: scope, callerContext: context, callExpression: expression)
    }
}
