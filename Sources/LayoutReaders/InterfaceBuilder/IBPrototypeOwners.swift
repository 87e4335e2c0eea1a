/// The prototype cells of a storyboard's scenes by reuse identifier, with the class of the controller whose scene holds
/// each (`ProjectFacts.prototypeOwners`): a controller that dequeues an identifier its own scene has a prototype of is
/// served by that prototype, not by another scene's of the same identifier.
enum IBPrototypeOwners {
    /// Per reuse identifier, the classes (last name components) of the controllers whose scenes hold such a prototype.
    static func owners(in document: IBElement) -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        for controller in document.storyboardSceneObjects {
            guard let ownerClass = controller["customClass"] else { continue }
            for element in controller.descendants() where IBViewCatalog.cellElements.contains(element.name) {
                if let identifier = element["reuseIdentifier"], !identifier.isEmpty {
                    owners[identifier, default: []].insert(ProjectFacts.classKey(ownerClass))
                }
            }
        }
        return owners
    }
}
