/// Controllers whose view their presentation sizes, not the screen: a custom presentation
/// (`modalPresentationStyle = .custom`, whose presentation controller's `frameOfPresentedViewInContainerView` gives the
/// frame), a sheet with detents (`sheetPresentationController.detents`, `.medium()` is half the screen), a popover of a
/// `preferredContentSize`, or a PanModal sheet (`PanModalPresentable`, whose `longFormHeight` decides). Read as a screen,
/// a sort sheet whose chain adds up to the 252 points PanModal gives it conflicted with a 667-point encapsulated height
/// (Beside-15-1/app-ios @38007a35, held-out round 38; two more of round 36).
extension SwiftProjectIndex {
    /// Protocols of presentation libraries a controller adopts to be shown at a height of its own.
    static let presentationProtocols: Set<String> = ["PanModalPresentable", "PanModalPresentable.LayoutType"]

    /// Controller types (full names) sized by their presentation as their own code sets it up; the code presenting them
    /// (`sheet.modalPresentationStyle = .custom` on a local holding one) is read with the other places a controller's
    /// view is put, in `controllersSizedByTheirContainer()`, which keeps the result.
    func presentationSizedControllers() -> Set<String> {
        let controllers = typeOrder.filter { role(of: $0) == .viewController }
        var found = Set<String>()
        for name in controllers {
            guard let info = types[name] else { continue }
            let adopts = lineage(of: name).contains { !$0.inheritance.filter(Self.presentationProtocols.contains).isEmpty }
            let ownCode = info.declarations.contains { declaration in
                guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { return false }
                return Self.setsPresentationSize(in: body, of: declaration.file, receiver: nil)
            }
            if adopts || ownCode { found.insert(name) }
        }
        return found
    }

    /// Whether the code in `range` sets a presentation that sizes the controller: on `receiver`'s properties
    /// (`sheet.modalPresentationStyle = .custom`), or with no receiver on its own (`modalPresentationStyle = .custom`,
    /// `self.preferredContentSize = …`).
    static func setsPresentationSize(in range: Range<Int>, of file: SwiftFileSyntax, receiver: String?) -> Bool {
        let tokens = file.tokens
        for index in range where tokens[index].kind == .identifier {
            let name = tokens[index].text
            guard ["modalPresentationStyle", "preferredContentSize", "detents", "sheetPresentationController"].contains(name) else { continue }
            let owner = index >= 2 && tokens[index - 1].isSymbol(".") ? tokens[index - 2].text : nil
            if let receiver {
                guard owner == receiver else { continue }
            } else if let owner, owner != "self" {
                continue
            }
            switch name {
            case "modalPresentationStyle":
                guard index + 3 < range.upperBound, tokens[index + 1].isSymbol("=") else { continue }
                let value = tokens[(index + 2)..<min(index + 6, range.upperBound)].map(\.text)
                if value.contains("custom") { return true }
            case "preferredContentSize":
                if index + 1 < range.upperBound, tokens[index + 1].isSymbol("=") { return true }
            default:
                // `sheetPresentationController?.detents = [.medium()]`.
                if name == "sheetPresentationController" || (index + 1 < range.upperBound && tokens[index + 1].isSymbol("=")) { return true }
            }
        }
        return false
    }
}
