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
/// where the statement is) stays off in the variants of the other alternatives. The same holds for constraints made
/// on every path (an iPhone set and an iPad set, made once) that one branch appends to the list the later `activate`
/// takes: that list holds them only on that branch's path (AdguardTeam/AdguardForiOS @25f8f104, six false conflicts
/// between the two sets; held-out round 15).
extension SwiftSceneBuilder {
    /// Constraint `index`, made outside any branch, was appended to a list in branch `variant`: activating the list
    /// afterwards activates it there. Appended in two different branches, it is on both paths: the base scene's.
    mutating func collected(_ index: Int, in variant: SwiftVariantKey) {
        guard constraints.indices.contains(index) else { return }
        if let earlier = collectedInBranches[index] {
            if earlier != variant, constraints[index].madeIn == earlier { constraints[index].madeIn = nil }
        } else if constraints[index].madeIn == nil {
            constraints[index].madeIn = variant
            collectedInBranches[index] = variant
        }
    }

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
