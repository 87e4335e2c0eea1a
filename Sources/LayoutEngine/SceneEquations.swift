import LayoutModel
import LayoutSolver

/// A scene's own constraints as solver equations over item frames, without the device, safe-area,
/// autoresizing, stack-view or intrinsic-size constraints the engine adds: for explaining constraint
/// lists that already name every constraint involved (a runtime log).
public final class SceneEquations {
    public let scene: Scene
    /// The solver the variables belong to; add constraints to it to lay the items out.
    public let solver = Solver()
    private var variables: [ItemID: ItemVariables] = [:]
    private let geometry: AttributeGeometry

    /// Variables for every item of `scene`; device parameters (only used by a view controller's root
    /// margins) are edit variables suggested from `device`.
    public init(scene: Scene, device: Device = DeviceCatalog.all[0], rightToLeft: Bool = false) {
        self.scene = scene
        let parameters = DeviceParameters(solver: solver)
        for item in scene.items {
            variables[item.id] = ItemVariables(
                x: solver.makeVariable(named: "\(item.id).x"), y: solver.makeVariable(named: "\(item.id).y"),
                width: solver.makeVariable(named: "\(item.id).width"), height: solver.makeVariable(named: "\(item.id).height"))
        }
        let root = scene.root
        geometry = AttributeGeometry(scene: scene, index: SceneIndex(scene), variables: variables, parameters: parameters, rightToLeft: rightToLeft,
                                     isRoot: { $0 == root })
        let values = DeviceParameters.values(for: device)
        for name in DeviceParameters.Name.allCases {
            try? solver.addEditVariable(parameters[name], priority: DeviceParameters.editPriority(name))
            try? solver.suggestValue(values[name] ?? 0, for: parameters[name])
        }
    }

    /// The solver variable of one frame component of an item (window coordinates).
    public func variable(_ item: ItemID, _ component: FrameComponent) -> Variable? {
        variables[item]?.variable(component)
    }

    /// `item.attribute` as a linear expression, nil for `notAnAttribute` or an unknown item.
    public func expression(_ item: ItemID, _ attribute: Attribute) -> LinearExpression? {
        geometry.expression(item, attribute)
    }

    /// `first − (multiplier × second + constant) OP 0` at the constraint's priority, nil when an item is unknown.
    public func linearConstraint(_ constraint: Constraint) -> LinearConstraint? {
        guard var expression = geometry.expression(constraint.firstItem, constraint.firstAttribute) else { return nil }
        if let second = constraint.secondItem {
            guard let other = geometry.expression(second, constraint.secondAttribute) else { return nil }
            expression = expression - other * constraint.multiplier
        }
        expression.constant -= constraint.constant
        let relation: RelationOperator
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return LinearConstraint(expression, relation, priority: constraint.priority.value)
    }

    /// `item.width >= 0` or `item.height >= 0`, required.
    public func sizeFloor(_ item: ItemID, _ axis: Axis) -> LinearConstraint? {
        guard let frame = variables[item] else { return nil }
        let size = axis == .horizontal ? frame.width : frame.height
        return LinearConstraint(LinearExpression(terms: [Term(size)]), .greaterThanOrEqual)
    }

    /// The current frame of every item in window coordinates, after `solver.updateVariables()`.
    public func absoluteFrames() -> [ItemID: Rect] {
        var frames: [ItemID: Rect] = [:]
        for (id, frame) in variables {
            frames[id] = Rect(x: solver.value(of: frame.x), y: solver.value(of: frame.y),
                              width: solver.value(of: frame.width), height: solver.value(of: frame.height))
        }
        return frames
    }
}
