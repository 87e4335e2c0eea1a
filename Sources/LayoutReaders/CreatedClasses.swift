/// Which of a project's classes something creates, from where each is made (SwiftUncreatedClasses.swift,
/// ObjCUncreatedClasses.swift): a class is created when it is a root (named by another file, a string or the system;
/// made by code outside every class), when a created class's code makes it, or when it is the superclass of a created
/// class, whose code runs for it. The readers find the roots and the makers; this is the one fixed point both share.
enum CreatedClasses {
    /// The created classes among `classes`: `roots` to start from, `makers` naming per class the classes whose code
    /// makes it, and `superclasses` giving a class's project superclasses (nearest first).
    static func live(_ classes: Set<String>, roots: Set<String>, makers: [String: Set<String>],
                     superclasses: (String) -> [String]) -> Set<String> {
        var live = roots.intersection(classes)
        var changed = true
        while changed {
            changed = false
            for name in classes where !live.contains(name) && makers[name]?.contains(where: live.contains) == true {
                live.insert(name)
                changed = true
            }
            for name in live {
                for ancestor in superclasses(name) where !live.contains(ancestor) {
                    live.insert(ancestor)
                    changed = true
                }
            }
        }
        return live
    }
}
