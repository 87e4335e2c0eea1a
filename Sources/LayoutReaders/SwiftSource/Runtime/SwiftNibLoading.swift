import LayoutModel

/// Code that loads a nib by name gets its top-level objects: `Bundle.main.loadNibNamed("CardView", owner: nil,
/// options: nil)` and `UINib(nibName: "CardView", bundle: nil).instantiate(withOwner: nil, options: nil)` return them
/// in the file's order, the placeholders left out. When the nib is among the files linted and its first top-level object
/// is a view (`ProjectFacts.nibTopLevelViews`), that view is what `.first` / `[0]` gives: of the nib's class, with the
/// autoresizing flag, mask and frame the file saves — a top-level view keeps `translatesAutoresizingMaskIntoConstraints`
/// on, so code that pins it without turning the flag off conflicts with its autoresizing constraints (layoutlint issue
/// #20, item 2). Its size from its own constraints is the nib's to say: its content size is not known here.
/// A class whose own code lays it out (turns the flag off in `awakeFromNib`, pins itself) is not followed this way.
/// A project's loading helper (`static func loadFromNib() -> Self`, a `NibLoadable` protocol naming the nib
/// `String(describing: self)`) is followed like any call; the view is placed where the scene's code called it.
extension SwiftInterpreter {
    /// The nib's top-level objects, when the call loads a nib the reader knows by name; nil otherwise.
    func nibObjects(_ name: String, base: SwiftExpr, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                    _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue? {
        guard let nibName = loadedNibName(name, base: base, arguments, scope, context),
              let view = project.nibTopLevelViews[nibName] else { return nil }
        let type = project.type(named: view.className)
        if let type, project.lineage(of: type.name).contains(where: { $0.functions.contains(where: project.isLayoutRelevant) }) {
            return nil
        }
        var object = SwiftSceneObject(kind: .view, className: view.className, superview: nil,
                                      translatesAutoresizingMask: view.translatesAutoresizingMask,
                                      location: context.callSite ?? location(context.file, expression.start))
        object.typeName = type?.name
        object.autoresizingMask = view.autoresizingMask
        object.frame = view.frame
        object.intrinsicSize = AxisPair(horizontal: .unknown, vertical: .unknown)
        object.isFromNib = true
        let id = builder.addObject(object)
        return .array([.object(id)])
    }

    /// The nib name a `loadNibNamed(_:owner:options:)` or `UINib(nibName:bundle:).instantiate(withOwner:options:)` call
    /// passes, when it is a string the reader knows.
    private func loadedNibName(_ name: String, base: SwiftExpr, _ arguments: [SwiftArgument], _ scope: SwiftScope,
                               _ context: SwiftFrameContext) -> String? {
        let nameArgument: SwiftExpr?
        switch name {
        case "loadNibNamed":
            nameArgument = arguments.first { $0.label == nil }?.value
        case "instantiate":
            guard arguments.first?.label == "withOwner", case .call(let callee, let nibArguments) = base.kind,
                  case .identifier("UINib") = callee.kind else { return nil }
            nameArgument = nibArguments.first { $0.label == "nibName" }?.value
        default:
            return nil
        }
        guard let nameArgument, case .string(let text) = evaluate(nameArgument, scope, context) else { return nil }
        return text
    }
}
