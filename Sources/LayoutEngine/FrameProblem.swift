import LayoutModel
import LayoutSolver

/// A scene's item frames as solver variables, its layout attributes as expressions over them and the device's
/// numbers as edit variables: the problem both `LayoutSystem` and `SceneEquations` build before adding constraints.
struct FrameProblem {
    let solver: Solver
    let parameters: DeviceParameters
    let variables: [ItemID: ItemVariables]
    let geometry: AttributeGeometry

    /// Variables for every item of `scene` in `solver`, the device parameters suggested from `device`.
    init(scene: Scene, index: SceneIndex, solver: Solver, device: Device, rightToLeft: Bool, isRoot: @escaping (ItemID) -> Bool) {
        self.solver = solver
        parameters = DeviceParameters(solver: solver)
        var variables: [ItemID: ItemVariables] = [:]
        for item in scene.items {
            variables[item.id] = ItemVariables(
                x: solver.makeVariable(named: "\(item.id).x"), y: solver.makeVariable(named: "\(item.id).y"),
                width: solver.makeVariable(named: "\(item.id).width"), height: solver.makeVariable(named: "\(item.id).height"))
        }
        self.variables = variables
        geometry = AttributeGeometry(scene: scene, index: index, variables: variables, parameters: parameters, rightToLeft: rightToLeft,
                                     isRoot: isRoot)
        let values = DeviceParameters.values(for: device)
        for name in DeviceParameters.Name.allCases {
            try? solver.addEditVariable(parameters[name], priority: DeviceParameters.editPriority(name))
            try? solver.suggestValue(values[name] ?? 0, for: parameters[name])
        }
    }

    /// Suggests a device's numbers to the parameters' edit variables (the caller updates the variables).
    func suggest(_ values: [DeviceParameters.Name: Double]) {
        for name in DeviceParameters.Name.allCases {
            try? solver.suggestValue(values[name] ?? 0, for: parameters[name])
        }
    }

    /// `first − (multiplier × second + constant + extra terms + parameters) OP 0` at the constraint's priority, nil when
    /// an item is unknown or an attribute is `notAnAttribute`.
    func linearConstraint(_ model: Constraint, extraTerms: [(item: ItemID, attribute: Attribute, coefficient: Double)] = [],
                          parameterTerms: [(DeviceParameters.Name, Double)] = []) -> LinearConstraint? {
        guard var expression = geometry.expression(model.firstItem, model.firstAttribute) else { return nil }
        if let second = model.secondItem {
            guard let other = geometry.expression(second, model.secondAttribute) else { return nil }
            expression = expression - other * model.multiplier
            if let origin = sharedOrigin(of: model) { expression = expression - origin * (1 - model.multiplier) }
        }
        for extra in extraTerms {
            guard let term = geometry.expression(extra.item, extra.attribute) else { return nil }
            expression = expression + term * extra.coefficient
        }
        expression.constant -= model.constant
        for (name, coefficient) in parameterTerms {
            expression.terms.append(Term(parameters[name], -coefficient))
        }
        let relation: RelationOperator
        switch model.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return LinearConstraint(expression, relation, priority: model.priority.value)
    }

    /// UIKit measures a constraint's positions in the coordinates of the nearest view holding both items, so a
    /// multiplier scales the distance from that view's origin, not from the window's: `b.centerY == 0.5 × a.centerY`
    /// inside a container far down a scroll view puts b halfway down to a's centre within the container
    /// (ReticentJohn/Amaroq @559fc7c1, held-out round 38). With the engine's window coordinates that is
    /// `first − P − m × (second − P)`: the origin P of that view along the axis, returned here where it matters
    /// (a position, not a size, with a multiplier other than 1).
    private func sharedOrigin(of model: Constraint) -> LinearExpression? {
        guard model.multiplier != 1, let second = model.secondItem, let axis = model.firstAttribute.axis,
              model.firstAttribute != .width, model.firstAttribute != .height,
              model.secondAttribute != .width, model.secondAttribute != .height else { return nil }
        let upFromFirst = Set(geometry.index.ancestry(of: model.firstItem))
        guard let shared = geometry.index.ancestry(of: second).first(where: upFromFirst.contains),
              let frame = variables[shared] else { return nil }
        return LinearExpression(terms: [Term(axis == .horizontal ? frame.x : frame.y)])
    }

    /// The engine constraint as a solver constraint, nil when an item is unknown.
    func linearConstraint(_ constraint: EngineConstraint) -> LinearConstraint? {
        linearConstraint(constraint.model, extraTerms: constraint.extraTerms, parameterTerms: constraint.parameterTerms)
    }

    /// The value of `expression` at the current solution.
    func value(of expression: LinearExpression) -> Double {
        var value = expression.constant
        for term in expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        return value
    }

    /// The current frame of every item in window coordinates (after `solver.updateVariables()`), each number passed
    /// through `clean`.
    func absoluteFrames(cleaned clean: (Double) -> Double = { $0 }) -> [ItemID: Rect] {
        var frames: [ItemID: Rect] = [:]
        frames.reserveCapacity(variables.count)
        for (id, frame) in variables {
            frames[id] = Rect(x: clean(solver.value(of: frame.x)), y: clean(solver.value(of: frame.y)),
                              width: clean(solver.value(of: frame.width)), height: clean(solver.value(of: frame.height)))
        }
        return frames
    }
}
