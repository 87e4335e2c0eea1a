/// The project's classes below each project class, worked out once from every class's superclass chain: which types
/// share a base class's methods.
struct SwiftSubclassIndex {
    private var subclasses: [String: [String]] = [:]

    init(_ project: SwiftProjectIndex) {
        for type in project.typeOrder {
            var current = type
            var seen: Set<String> = [type]
            while let parent = project.superclass(of: current), let info = project.type(named: parent), seen.insert(info.name).inserted {
                subclasses[info.name, default: []].append(type)
                current = info.name
            }
        }
    }

    /// The project's classes that inherit from `name`, directly or not, in declaration order.
    func subclasses(of name: String) -> [String] {
        subclasses[name] ?? []
    }
}

extension SwiftProjectIndex {
    /// `SwiftSubclassIndex`, worked out on first use.
    var subclassIndex: SwiftSubclassIndex {
        if let known = subclassIndexCache { return known }
        let index = SwiftSubclassIndex(self)
        subclassIndexCache = index
        return index
    }
}
