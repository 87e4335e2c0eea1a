/// A convenience initializer the project adds to a platform class (`extension UILabel { convenience init(style:) {
/// self.init(); translatesAutoresizingMaskIntoConstraints = false; … } }`) runs on the object UIKit makes: read as a
/// plain `UILabel`, a label made that way kept its autoresizing flag and was reported as fighting its constraints
/// (Adyen/adyen-ios @63a57d33, `UILabel(style:)`, `UIButton(style:)`; held-out round 20).
extension SwiftInterpreter {
    /// How deep one platform class's project initializer is read inside itself.
    static let extensionInitializerNesting = 3

    /// Runs the project's initializer of platform class `typeName` that the call's arguments fit, on object `id`.
    @discardableResult
    func runExtensionInitializer(of id: Int, _ typeName: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                                 _ scope: SwiftScope, _ context: SwiftFrameContext) -> Bool {
        guard !arguments.isEmpty else { return false }
        let initializers = project.methods(named: "init", in: typeName)
        guard let initializer = pickFunction(initializers, arguments, in: scope) else { return false }
        // Making, while such an initializer runs, another instance through it may recurse without end (a fuzz input's
        // `convenience init(styling:)` making two more: 2¹² calls a scene, to the step budget), or only nest: its
        // arguments make a view whose own code uses the same initializer (`UIStackView(views: [row])`, the row's stack
        // made with `UIStackView(views:)` too; zloysergunya/iPet @350ecd43, held-out round 84: the inner stack read with
        // UIKit's defaults, a false conflict). A few levels are read; past them, as for a project view that contains
        // itself, the inner one is not read and its content is open.
        guard callTracking.extensionInitializersRunning[typeName, default: 0] < Self.extensionInitializerNesting else {
            note("call not followed: it makes a \(typeName) through the initializer already making one (a recursion that would not end)", context.file, expression.start)
            open(id, because: "its own content is not read (made by the initializer already running)", flagUnknown: true)
            return true
        }
        callTracking.extensionInitializersRunning[typeName, default: 0] += 1
        defer { callTracking.extensionInitializersRunning[typeName, default: 1] -= 1 }
        _ = call(initializer, receiver: .object(id), ownerType: owner(of: initializer, in: typeName), arguments: arguments,
                 callerScope: scope, callerContext: context, callExpression: expression)
        return true
    }

    /// A UIKit or AppKit view made with an initializer neither the framework nor the project declares
    /// (`UILabel(withAutoLayout: true)` of a package): what it sets, the autoresizing flag first, is not known
    /// (wl-tsui/toshi-ios-client with SweetUIKit: 28 labels read as keeping their mask, held-out round 30 BL).
    func openIfMadeByAnUnreadInitializer(_ id: Int, _ arguments: [SwiftArgument]) {
        guard builder.objects.indices.contains(id), builder.objects[id].kind == .view,
              arguments.contains(where: { !SwiftUIKitVocabulary.platformInitializerLabels.contains($0.label ?? "_") }) else { return }
        open(id, because: "made by an initializer of another module", flagUnknown: true)
    }

    /// `self.init(…)` inside an initializer, reaching a platform or package initializer (`self.init(withAutoLayout:
    /// true)` in a subclass, `self.init(image: asset.image)` in a project's `convenience init(_ asset:)` on
    /// UIImageView): an image view takes its image's size, as `UIImageView(image:)` made directly does.
    /// A table subclass's `self.init(frame:)` runs its `init(frame:style:)` override (SwiftTableViewFrameInitializer.swift).
    func runPlatformInitializer(on id: Int, _ arguments: [SwiftArgument], _ expression: SwiftExpr, _ scope: SwiftScope,
                                _ context: SwiftFrameContext) -> SwiftValue {
        let className = builder.objects[id].className
        if className == "UIImageView" || className == "NSImageView", let image = arguments.first(where: { $0.label == "image" }) {
            setImageViewImage(id, evaluate(image.value, scope, context))
            return .nilValue
        }
        if let (initializer, owner, passed) = tableViewFrameInitializer(of: id, arguments) {
            return callProjectMethod(initializer, on: id, ownerType: owner, passed, expression, scope, context)
        }
        // `self.init(arrangedSubviews: views)` in a project's `convenience init(arranging views: …)` on UIStackView:
        // the stack arranges them, whatever label the project's initializer gives them.
        if builder.objects[id].stack != nil, let views = arguments.first(where: { $0.label == "arrangedSubviews" }) {
            for element in evaluate(views.value, scope, context).flattened {
                if let child = element.objectID { arrange(child, in: id, at: nil) }
            }
            return .nilValue
        }
        openIfMadeByAnUnreadInitializer(id, arguments)
        return .nilValue
    }
}
