/// `if … else` and `switch` run one alternative or another, never none: the first alternative is laid out
/// where the statement is (the base scene or the enclosing variant) and each other alternative becomes a
/// variant that also undoes what the first one activated. Recording every alternative as a variant left a
/// base scene that never exists at runtime (neither branch's constraints), reported as ambiguous.
extension SwiftInterpreter {
    /// Runs `alternatives` in order: the first in the current context, the others each in its own variant.
    func runAlternatives(_ alternatives: [(key: SwiftVariantKey, run: () -> Void)], file: SwiftFileSyntax, position: SwiftPosition) {
        guard let first = alternatives.first else { return }
        let before = builder.activeStates(in: variant)
        first.run()
        let after = builder.activeStates(in: variant)
        var activated: [Int] = []
        var deactivated: [Int] = []
        for index in after.indices {
            let was = index < before.count ? before[index] : false
            if after[index] && !was { activated.append(index) }
            if !after[index] && was { deactivated.append(index) }
        }
        for alternative in alternatives.dropFirst() {
            _ = inVariant(alternative.key, file, position) {
                for index in activated { builder.setActive(index, false, in: alternative.key) }
                for index in deactivated { builder.setActive(index, true, in: alternative.key) }
                alternative.run()
                return .normal
            }
        }
    }
}

extension SwiftSceneBuilder {
    /// Whether each constraint is active in `variant` (nil: the base scene) as recorded so far.
    func activeStates(in variant: SwiftVariantKey?) -> [Bool] {
        var states = constraints.map(\.isActive)
        if let variant, let entry = variants[variant] {
            for index in entry.activatedConstraints where states.indices.contains(index) { states[index] = true }
            for index in entry.deactivatedConstraints where states.indices.contains(index) { states[index] = false }
        }
        return states
    }
}
