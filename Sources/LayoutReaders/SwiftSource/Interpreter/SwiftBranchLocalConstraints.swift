/// A constraint exists only where the code that made it ran. Code often collects constraints inside the
/// branches of an `if … else` or `switch` and activates the list after the statement:
///
///     var constraints: [NSLayoutConstraint] = []
///     if compact { constraints.append(a.topAnchor.constraint(…)) } else { constraints.append(a.leadingAnchor.constraint(…)) }
///     NSLayoutConstraint.activate(constraints)
///
/// The activation is written outside the branches, but at run time it only ever sees the constraints of the
/// branch that ran. So activating (or deactivating) a constraint made in a branch, from the code that encloses
/// that branch, changes it in the branch's variant; and a constraint made by the first alternative (laid out
/// where the statement is) stays off in the variants of the other alternatives.
extension SwiftSceneBuilder {
    /// Where an activation of constraint `index` written in `requested` takes effect: the branch that made the
    /// constraint when that branch lies inside `requested` (nil: the base scene), otherwise `requested`.
    func variantWhereMade(_ index: Int, activatedIn requested: SwiftVariantKey?) -> SwiftVariantKey? {
        guard let made = constraints[index].madeIn, made != requested else { return requested }
        return Self.encloses(requested, made) ? made : requested
    }

    /// Activating a constraint made by the first alternative of a branch statement leaves it off in the others.
    mutating func keepAbsent(_ index: Int, activatedIn variant: SwiftVariantKey?) {
        for other in constraints[index].absentIn where other != variant && Self.encloses(variant, other) {
            var entry = variants[self.variant(other, location: pendingVariantLocations[other] ?? .unknown)]!
            guard !entry.deactivatedConstraints.contains(index) else { continue }
            entry.activatedConstraints.removeAll { $0 == index }
            entry.deactivatedConstraints.append(index)
            variants[other] = entry
        }
    }

    /// Whether `inner` is a branch nested in `outer` (every branch is nested in the base scene, nil).
    /// Nested branches extend their enclosing variant's name with " / " (code branches) or ", " (size classes, idiom).
    static func encloses(_ outer: SwiftVariantKey?, _ inner: SwiftVariantKey) -> Bool {
        guard let outer else { return true }
        return inner.name.hasPrefix(outer.name + " / ") || inner.name.hasPrefix(outer.name + ", ")
    }
}
