import LayoutModel

/// A constraint as the engine hands it to the solver: the model constraint it stands for (a user's, or
/// one the runtime adds) and, for device-dependent system constraints, the device parameters in its constant.
struct EngineConstraint {
    var model: Constraint
    /// Index into the scene's constraints for the developer's own; nil for constraints the runtime adds.
    var sceneIndex: Int?
    /// Device parameters added to the constant (`guide.top == root.top + safeTop`).
    var parameterTerms: [(DeviceParameters.Name, Double)] = []
    /// Further `coefficient × item.attribute` terms on the first item's side, for constraints that relate
    /// more than two items (a stack view's equal spacing: `(c.leading − b.trailing) − (b.leading − a.trailing) == 0`).
    var extraTerms: [(item: ItemID, attribute: Attribute, coefficient: Double)] = []

    /// The model constraint with the device's numbers filled into its constant, for messages.
    func resolved(for device: Device) -> Constraint {
        guard !parameterTerms.isEmpty else { return model }
        var copy = model
        let values = DeviceParameters.values(for: device)
        copy.constant += parameterTerms.reduce(0) { $0 + $1.1 * (values[$1.0] ?? 0) }
        return copy
    }
}
