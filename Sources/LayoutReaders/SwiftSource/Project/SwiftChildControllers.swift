/// Controllers made by code that embeds controllers (`addChild(_:)`, a container of submodules): their view is placed
/// and sized by the container that adds it (into a stack, a card), not the screen (UIKit: "Implementing a Container
/// View Controller" — the container sets the child's view frame or constraints). Read as a screen, a child whose
/// view a stack sizes to 100 points got a 667-point encapsulated height (stepik-ios @a0e3696e,
/// ReviewsAndWishlistContainerViewController made by HomeViewController, whose superclass embeds submodules).
extension SwiftProjectIndex {
    /// Controller types (full names) instantiated inside a type whose code, or a project superclass's, calls `addChild`.
    func childControllers() -> Set<String> {
        if let known = childControllerNames { return known }
        let embeddingCalls: Set<String> = ["addChild", "addChildViewController"]
        var embedding: [String: Bool] = [:]
        func embeds(_ name: String) -> Bool {
            if let known = embedding[name] { return known }
            let found = lineageCode(of: name, names: embeddingCalls)
            embedding[name] = found
            return found
        }
        let controllers = Set(typeOrder.filter { role(of: $0) == .viewController })
        let byShortName = Dictionary(grouping: controllers, by: ProjectFacts.classKey)
        var found = Set<String>()
        for host in typeOrder where embeds(host) {
            guard let info = types[host] else { continue }
            for declaration in info.declarations {
                guard let body = Self.bodyRange(of: declaration, in: declaration.file) else { continue }
                let tokens = declaration.file.tokens
                for index in body where index + 1 < body.upperBound && tokens[index + 1].isSymbol("(") {
                    if let names = byShortName[tokens[index].text], !names.contains(host) { found.formUnion(names) }
                }
            }
        }
        childControllerNames = found
        return found
    }
}
