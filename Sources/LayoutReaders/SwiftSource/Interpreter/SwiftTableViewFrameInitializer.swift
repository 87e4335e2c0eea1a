/// `UITableView`'s `init(frame:)` runs its designated `init(frame:style:)` with the plain style ("initWithFrame:style:"
/// is the class's designated initializer; `initWithFrame:` sends it, dynamically, so a subclass's override runs). A
/// table subclass whose `convenience init()` calls `self.init(frame: .zero)` is set up in its `init(frame:style:)`
/// override, its autoresizing mask turned off there (IF-TG/iOS @f306789f, held-out round 79: a false
/// autoresizing conflict).
extension SwiftInterpreter {
    /// The project's `init(frame:style:)` a `self.init(frame:)` of a table view subclass runs, with its arguments.
    func tableViewFrameInitializer(of id: Int, _ arguments: [SwiftArgument]) -> (SwiftFunctionDecl, String, [SwiftArgument])? {
        guard arguments.map(\.label) == ["frame"], let typeName = builder.objects[id].typeName,
              inherits(builder.objects[id].className, from: "UITableView"),
              let initializer = project.methods(named: "init", in: typeName).first(where: { initializer in
                  initializer.parameters.map(\.label) == ["frame", "style"] && !Self.onlyFails(initializer)
              }) else { return nil }
        let frame = arguments[0].value
        let plain = SwiftExpr(kind: .implicitMember("plain"), start: frame.start, end: frame.end)
        return (initializer, owner(of: initializer, in: typeName), arguments + [SwiftArgument(label: "style", value: plain)])
    }
}
