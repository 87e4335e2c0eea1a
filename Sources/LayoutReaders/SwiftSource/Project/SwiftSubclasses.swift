/// The project's class hierarchy read downwards: what a class's subclasses are (a base class's code runs in them).
extension SwiftProjectIndex {
    /// Per class (last name component), the project classes declared as its direct subclasses (`InheritedCellHosts`).
    var directSubclassKeys: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in typeOrder {
            guard let base = superclass(of: name) else { continue }
            result[ProjectFacts.classKey(base), default: []].insert(ProjectFacts.classKey(name))
        }
        return result
    }
}
