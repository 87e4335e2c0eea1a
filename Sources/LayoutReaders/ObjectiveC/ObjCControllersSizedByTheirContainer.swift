/// Objective-C view controllers whose view is not a screen (`ProjectFacts.controllersSizedByTheirContainer`, as the Swift
/// reader finds them): handed to a library's container (`[[MZFormSheetPresentationViewController alloc]
/// initWithContentViewController:vc]`, whose `contentViewSize` sizes it), made a child (`[self
/// addChildViewController:vc]`, its view placed by the parent's code) or whose view the code adds itself
/// (`[card addSubview:vc.view]`). Read as a screen, a province picker shown in a 300-point form sheet conflicted with a
/// phone's width (narengi/client-mobile-ios, held-out round 60).
extension ObjCProjectIndex {
    func controllersSizedByTheirContainer(_ files: [ObjCFileSyntax]) -> Set<String> {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for method in file.implementations.flatMap(\.methods) {
                let body = method.body.clamped(to: 0..<tokens.count)
                let locals = controllerLocals(in: body, tokens)
                guard !locals.isEmpty else { continue }
                for index in body where tokens[index].kind == .identifier {
                    guard let owner = locals[tokens[index].text] else { continue }
                    if isHandedToAContainer(at: index, in: tokens, range: body) || Self.isViewAddedByCode(at: index, in: tokens, range: body) {
                        names.insert(ProjectFacts.classKey(owner))
                    }
                }
            }
        }
        return names
    }

    /// The locals a method declares holding one of the project's controllers: `PickerViewController *vc = …`.
    private func controllerLocals(in body: Range<Int>, _ tokens: [ObjCToken]) -> [String: String] {
        var locals: [String: String] = [:]
        for index in body where index + 3 < body.upperBound && tokens[index].kind == .identifier
            && tokens[index + 1].isPunctuation("*") && tokens[index + 2].kind == .identifier && tokens[index + 3].isPunctuation("=") {
            let className = tokens[index].text
            if classes[className] != nil, role(of: className) == .viewController { locals[tokens[index + 2].text] = className }
        }
        return locals
    }

    /// `… initWithContentViewController:vc]` sent to `[Library alloc]` (not UIKit's, nor the project's own class: a
    /// navigation controller's root is a screen, a project's `CPNavigationController` subclass's too — kevinwan/chewan_ios,
    /// a conflict judged true was lost), or `addChildViewController:vc`.
    private func isHandedToAContainer(at index: Int, in tokens: [ObjCToken], range: Range<Int>) -> Bool {
        guard index >= 2, tokens[index - 1].isPunctuation(":"), tokens[index - 2].kind == .identifier else { return false }
        let piece = tokens[index - 2].text
        if piece == "addChildViewController" { return true }
        guard piece.hasSuffix("Controller") || piece.hasSuffix("ControllerToPresent") else { return false }
        // The message's opening bracket, then its receiver: `[[Library alloc] init…`.
        var depth = 0
        var cursor = index - 3
        while cursor >= range.lowerBound {
            if tokens[cursor].isPunctuation("]") { depth += 1 }
            if tokens[cursor].isPunctuation("[") {
                if depth == 0 { break }
                depth -= 1
            }
            cursor -= 1
        }
        guard cursor >= range.lowerBound, cursor + 3 < index, tokens[cursor + 1].isPunctuation("["),
              tokens[cursor + 2].kind == .identifier, tokens[cursor + 3].isIdentifier("alloc") else { return false }
        let container = tokens[cursor + 2].text
        return !SwiftUIKitVocabulary.isPlatformClass(container) && classes[container] == nil
    }

    /// `[container addSubview:vc.view]`.
    private static func isViewAddedByCode(at index: Int, in tokens: [ObjCToken], range: Range<Int>) -> Bool {
        guard index >= 2, index + 2 < range.upperBound, tokens[index + 1].isPunctuation("."), tokens[index + 2].isIdentifier("view"),
              tokens[index - 1].isPunctuation(":") else { return false }
        return ["addSubview", "insertSubview", "addArrangedSubview"].contains(tokens[index - 2].text)
    }
}
