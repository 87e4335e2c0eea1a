import LayoutModel

/// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) for a view
/// that sizes itself, at its own priorities or its class's defaults.
struct IntrinsicSizeConstraints {
    let item: Item

    /// The intrinsic size along an axis as the engine uses it: the stated or class value, a nominal
    /// stand-in when it exists but is unknown, nil when the view has none.
    static func value(of item: Item, axis: Axis) -> Double? {
        switch item.effectiveIntrinsicSize[axis] {
        case .none: return nil
        case .known(let value): return value
        case .unknown:
            let traits = ClassCatalog.traits(for: item.className)
            let nominal = axis == .horizontal ? traits.nominalSize.width : traits.nominalSize.height
            return nominal > 0 ? nominal : 20
        }
    }

    func make() -> [EngineConstraint] {
        let traits = item.runtimeTraits
        var result: [EngineConstraint] = []
        for axis in Axis.allCases {
            guard let value = Self.value(of: item, axis: axis) else { continue }
            let attribute: Attribute = axis == .horizontal ? .width : .height
            let hugging = item.contentHugging?[axis] ?? traits.contentHugging[axis]
            let compression = item.compressionResistance?[axis] ?? traits.compressionResistance[axis]
            result.append(EngineConstraint(model: Constraint(
                firstItem: item.id, firstAttribute: attribute, relation: .lessThanOrEqual, constant: value, priority: hugging,
                identifier: RuntimeIdentifiers.contentHugging, origin: .contentSize, location: item.location)))
            result.append(EngineConstraint(model: Constraint(
                firstItem: item.id, firstAttribute: attribute, relation: .greaterThanOrEqual, constant: value, priority: compression,
                identifier: RuntimeIdentifiers.compressionResistance, origin: .contentSize, location: item.location)))
        }
        return result
    }
}
