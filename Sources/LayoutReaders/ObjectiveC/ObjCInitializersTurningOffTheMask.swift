/// View classes of the app whose own initializers turn `translatesAutoresizingMaskIntoConstraints` off
/// (`self.translatesAutoresizingMaskIntoConstraints = NO;` in `-init`, `-initWithFrame:` or a set-up method they
/// call on `self`): a view made with `[[Type alloc] init]` has its flag off whatever variable holds it. UIView's
/// `-init` calls the designated `-initWithFrame:`, so an override of either runs (Apple, "UIView init(frame:)":
/// the designated initializer). Read as a plain view keeping its mask, 6 false findings in one app
/// (saintlab/mobileapp_ios @33d12e66, held-out round 55).
extension ObjCProjectIndex {
    /// Whether making `className` with `selector` (`init`, `initWithFrame:`, a custom `initWith…:`) runs
    /// code of the app's that turns the view's mask off on `self`.
    func initializerTurnsOffTheMask(_ className: String, selector: String, files: [String: ObjCFileSyntax]) -> Bool {
        var selectors = [selector]
        // `-init` and the custom initializers that call `[super init]` reach UIView's `-initWithFrame:`.
        if selectors[0] != "initWithCoder:" { selectors.append("initWithFrame:") }
        for info in lineage(of: className) {
            for implementation in info.implementations {
                guard let file = files[implementation.path] else { continue }
                for method in implementation.methods where !method.isClassMethod && selectors.contains(method.selector) {
                    if turnsOffTheMask(method.body, in: file, of: className, files: files, depth: 0) { return true }
                }
            }
        }
        return false
    }

    /// Whether `body` turns the mask off on `self`, directly or in a method without arguments it sends to `self`
    /// (`[self setup]`), two levels deep.
    private func turnsOffTheMask(_ body: Range<Int>, in file: ObjCFileSyntax, of className: String,
                                 files: [String: ObjCFileSyntax], depth: Int) -> Bool {
        let tokens = file.tokens
        let range = body.clamped(to: 0..<tokens.count)
        func text(_ index: Int) -> String? { range.contains(index) ? tokens[index].text : nil }
        let off: Set<String> = ["NO", "false", "0"]
        // An initializer may answer another object than `self` (`ButtonView *btn = [ButtonView buttonWithType:…]; …
        // return btn;`): the object it returns is the one made (778758944/wechat-ios, held-out round 76).
        let returned = range.filter { tokens[$0].text == "return" }.compactMap { index -> String? in
            guard let name = text(index + 1), tokens[index + 1].kind == .identifier, text(index + 2) == ";" else { return nil }
            return name
        }
        let receivers = Set(["self"] + returned)
        for index in range where receivers.contains(tokens[index].text) {
            // `self.translatesAutoresizingMaskIntoConstraints = NO`
            if text(index + 1) == ".", text(index + 2) == "translatesAutoresizingMaskIntoConstraints", text(index + 3) == "=",
               let value = text(index + 4), off.contains(value) { return true }
            // `[self setTranslatesAutoresizingMaskIntoConstraints:NO]`
            guard text(index - 1) == "[" else { continue }
            if text(index + 1) == "setTranslatesAutoresizingMaskIntoConstraints", text(index + 2) == ":",
               let value = text(index + 3), off.contains(value) { return true }
            // `[self setup]`
            if depth < 2, tokens[index].text == "self", let name = text(index + 1), text(index + 2) == "]", tokens[index + 1].kind == .identifier,
               let (method, _, path) = method(name, in: className), let callee = files[path] {
                if turnsOffTheMask(method.body, in: callee, of: className, files: files, depth: depth + 1) { return true }
            }
        }
        return false
    }
}
