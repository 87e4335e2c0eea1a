/// Objective-C view controllers whose view is not a screen (`ProjectFacts.controllersSizedByTheirContainer`, as the Swift
/// reader finds them): handed to a library's container (`[[MZFormSheetPresentationViewController alloc]
/// initWithContentViewController:vc]`, whose `contentViewSize` sizes it), made a child (`[self
/// addChildViewController:vc]`, its view placed by the parent's code) or whose view the code adds itself
/// (`[card addSubview:vc.view]`), whether `vc` is a local or the class's property or instance variable (`[map
/// addSubview:popup.view]`, `self.popup.view`, `_popup.view`). Read as a screen, a province picker shown in a 300-point
/// form sheet conflicted with a phone's width (narengi/client-mobile-ios, held-out round 60); a map's popup controller
/// whose nib view the code adds at a 150-point frame conflicted with a phone's height (jeffreyso1/SocialAppMVP
/// @ held-out round 70).
extension ObjCProjectIndex {
    func controllersSizedByTheirContainer(_ files: [ObjCFileSyntax]) -> Set<String> {
        var names = Set<String>()
        for file in files {
            let tokens = file.tokens
            for implementation in file.implementations {
                let members = controllerMembers(of: implementation.name)
                for method in implementation.methods {
                    let body = method.body.clamped(to: 0..<tokens.count)
                    let locals = members.merging(controllerLocals(in: body, tokens)) { _, local in local }
                    guard !locals.isEmpty else { continue }
                    for index in body where tokens[index].kind == .identifier {
                        guard let owner = locals[tokens[index].text] else { continue }
                        if isHandedToAContainer(at: index, in: tokens, range: body) || Self.isViewAddedByCode(at: index, in: tokens, range: body) {
                            names.insert(ProjectFacts.classKey(owner))
                        }
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

    /// The properties and instance variables of class `name` and its project superclasses holding one of the project's
    /// controllers, by the names code reaches them with (`popup`, `_popup`).
    private func controllerMembers(of name: String) -> [String: String] {
        var members: [String: String] = [:]
        for info in lineage(of: name) {
            for property in info.properties.values {
                guard let className = property.className, classes[className] != nil, role(of: className) == .viewController else { continue }
                for spelling in [property.name, "_" + property.name] where members[spelling] == nil { members[spelling] = className }
            }
        }
        return members
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

    /// `[container addSubview:vc.view]`, `[container addSubview:self.vc.view]`, and a table's header or footer
    /// (`self.tableView.tableHeaderView = _header.view`, `[table setTableFooterView:vc.view]`), whose frame's height the
    /// table respects (949886/Bilibili-iOS @ held-out round 71: a header controller's nib view read as a screen).
    private static func isViewAddedByCode(at index: Int, in tokens: [ObjCToken], range: Range<Int>) -> Bool {
        guard index + 2 < range.upperBound, tokens[index + 1].isPunctuation("."), tokens[index + 2].isIdentifier("view") else { return false }
        var start = index
        if start >= range.lowerBound + 2, tokens[start - 1].isPunctuation("."), tokens[start - 2].isIdentifier("self") { start -= 2 }
        guard start >= range.lowerBound + 2 else { return false }
        if tokens[start - 1].isPunctuation("=") {
            return ["tableHeaderView", "tableFooterView"].contains(tokens[start - 2].text)
        }
        guard tokens[start - 1].isPunctuation(":") else { return false }
        return ["addSubview", "insertSubview", "addArrangedSubview", "setTableHeaderView", "setTableFooterView"].contains(tokens[start - 2].text)
    }
}
