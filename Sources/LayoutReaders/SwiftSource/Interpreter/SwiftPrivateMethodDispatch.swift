/// A bare call to a `private` or `fileprivate` method runs the method of the type whose code makes the call: Swift
/// dispatches such methods statically, so a subclass's method of the same name does not replace it (The Swift
/// Programming Language, "Access Control": a private member is not visible to, so not overridden by, a subclass in
/// another scope). A base class's `init` calling its `private func setup()` runs the base's `setup`, even when the
/// subclass declares a `private func setup()` of its own (SwissCovid/swisscovid-app-ios @6f52f16c: the base's
/// setup set the stack's axis, held-out round 8 Q).
extension SwiftInterpreter {
    /// The method a bare call `name(…)` runs on `self` (object `selfID`): the calling type's private one, else the
    /// one the object's class or its nearest project superclass declares.
    func methodOfSelf(_ selfID: Int, _ name: String, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext)
        -> (function: SwiftFunctionDecl, ownerType: String)? {
        if let found = privateMethod(name, arguments, scope, context) { return found }
        guard let typeName = builder.objects[selfID].typeName,
              let function = pickFunction(Self.candidates(project.methods(named: name, in: typeName), name, arguments), arguments, in: scope)
        else { return nil }
        return (function, owner(of: function, in: typeName))
    }

    /// The instance method `name` the running code's own type declares `private` or `fileprivate`, if the call fits it.
    private func privateMethod(_ name: String, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext)
        -> (function: SwiftFunctionDecl, ownerType: String)? {
        guard let typeName = context.typeName, let info = project.type(named: typeName) else { return nil }
        let privateMethods = info.functions(named: name).filter { !$0.isStatic && SwiftProjectIndex.isPrivate($0.modifiers) }
        guard !privateMethods.isEmpty, let function = pickFunction(privateMethods, arguments, in: scope) else { return nil }
        return (function, info.name)
    }

    /// The project methods `name` a call may run: a helper named like UIKit's one-argument layout method but taking a
    /// closure (`func addConstraints(_ describe: (UIView) -> [Rule])`) is not the one a call passing no closure runs
    /// (`addConstraints(NSLayoutConstraint.constraints(…))` is UIKit's).
    static func candidates(_ methods: [SwiftFunctionDecl], _ name: String, _ arguments: [SwiftArgument]) -> [SwiftFunctionDecl] {
        guard singleViewMethods.contains(name), hasUIKitLabels(name, arguments) else { return methods }
        return methods.filter { !($0.parameters.first?.typeName.contains("->") ?? false) }
    }
}
