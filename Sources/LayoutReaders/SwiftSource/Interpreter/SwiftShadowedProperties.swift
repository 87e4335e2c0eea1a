/// A class's `private let stackView` and its subclass's own `private let stackView` are two properties, not
/// one: Swift resolves a stored property statically, so the superclass's code reads its own and the subclass's
/// code its own (only an `override var` dispatches to the subclass; a protocol's requirement is the conforming
/// class's property). Merging them made one view of two, added to
/// two superviews and constrained by both classes (a false unsatisfiable_constraints on cuappdev/eatery
/// @02271176658d, an onboarding controller over its base controller).
extension SwiftProjectIndex {
    /// The property `name` of an object of `typeName` as the code of `contextType` sees it, and the key its value
    /// is kept under on the object (`name`, or `Owner.name` for a superclass's property a subclass shadows).
    func property(named name: String, in typeName: String, seenFrom contextType: String?)
        -> (property: SwiftPropertyDecl, owner: TypeInfo, slot: String)? {
        let lineage = lineage(of: typeName)
        guard let derived = lineage.firstIndex(where: { $0.property(name) != nil }),
              let mostDerived = lineage[derived].property(name) else { return nil }
        guard let contextType, !mostDerived.isOverride,
              let start = lineage.firstIndex(where: { $0.name == contextType }), start > derived,
              let own = lineage[start...].firstIndex(where: { $0.property(name) != nil }),
              // A protocol's `var x { get set }` is a requirement the conforming class fulfils, not a property.
              lineage[own].kind == .classType, let shadowed = lineage[own].property(name) else { return (mostDerived, lineage[derived], name) }
        return (shadowed, lineage[own], lineage[own].name + "." + name)
    }
}
