import LayoutModel

/// A project container that arranges views itself, without being a stack view (`class ContainerStackView: UIView`
/// with its own `addArrangedSubview`, building per-view spacing, hiding and size constraints in
/// `updateConstraints` from dictionaries keyed by view): the reader runs its methods but does not model the
/// arrangement they add up to, so the views handed to it are open. Read as placed only by what the reader
/// followed, its content "missed" links the container makes (GetStream/stream-chat-swift @a4e569b1, three false
/// missing_vertical_chain once its `embed` helper was read).
extension SwiftInterpreter {
    static let arrangingMethods: Set<String> = ["addArrangedSubview", "insertArrangedSubview", "addArrangedSubviews", "replaceArrangedSubviews"]

    /// Runs a project method on object `id`; the views a custom container is asked to arrange are then open.
    func callProjectMethod(_ function: SwiftFunctionDecl, on id: Int, ownerType: String, _ arguments: [SwiftArgument],
                           _ expression: SwiftExpr, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        let result = callMethodOnce(function, receiver: .object(id), ownerType: ownerType, arguments, expression, scope, context)
        guard Self.arrangingMethods.contains(function.name), let className = builder.objects[id].className,
              !inherits(className, from: "UIStackView"), !inherits(className, from: "NSStackView") else { return result }
        // Only names are read again (`addArrangedSubview(badge)`, `[title, body]`): a call would make its view twice.
        for argument in arguments {
            switch argument.value.kind {
            case .identifier, .member, .array: break
            default: continue
            }
            for element in evaluate(argument.value, scope, context).flattened {
                if let view = element.objectID { open(view, because: "arranged by \(className)'s own code, not modelled", flagUnknown: false) }
            }
        }
        return result
    }
}
