/// A project's own operators over anchors: `public func ~= <T>(lhs: NSLayoutAnchor<T>, rhs: NSLayoutAnchor<T>) ->
/// NSLayoutConstraint` with `func - (lhs: NSLayoutAnchor<T>, rhs: CGFloat) -> ConstraintAttribute<T>` makes
/// `view.trailingAnchor ~= contentView.trailingAnchor - 30` an active constraint. Swift picks the overload whose
/// parameter types fit the operands; the reader does the same with what it knows of the values, and runs it like any
/// project function, its constraints reported at the expression. Unread, the constraint was missing and the view open
/// to a false "no width" (AnimealProject/animeal_iOS, held-out round 41). Only operands that are anchors, layout
/// guides or the project's own values dispatch: numbers keep Swift's arithmetic.
extension SwiftInterpreter {
    /// The value of `left op right` through a project operator function whose parameters fit, or nil.
    func projectOperator(_ op: String, _ left: SwiftValue, _ right: SwiftValue, _ expression: SwiftExpr, _ context: SwiftFrameContext) -> SwiftValue? {
        guard isLayoutOperand(left) || isLayoutOperand(right),
              let candidates = project.helpers[op]?.filter({ $0.owner == nil && $0.function.parameters.count == 2 }).map(\.function),
              let function = candidates.first(where: { fits($0.parameters[0].typeName, left) && fits($0.parameters[1].typeName, right) }),
              context.depth < Self.maximumCallDepth else { return nil }
        let callSite = context.callSite ?? location(context.file, expression.start)
        let calleeContext = SwiftFrameContext(selfValue: context.selfValue, typeName: nil, file: function.file, callSite: callSite, depth: context.depth + 1)
        let scope = SwiftScope(parent: nil)
        for (parameter, value) in zip(function.parameters, [left, right]) { scope.variables[parameter.name] = value }
        return unlessRepeatingARunningCall(function, on: context.selfValue, scope, expression, context) {
            running(function, on: context.selfValue, as: nil, depth: calleeContext.depth) { run(function.body, scope, calleeContext) }
        }
    }

    private func isLayoutOperand(_ value: SwiftValue) -> Bool {
        switch value {
        case .anchor, .record: return true
        case .object(let id): return isProjectValue(id)
        default: return false
        }
    }

    /// An instance of a project struct or class that is no view, controller or guide (`ConstraintAttribute(…)`).
    private func isProjectValue(_ id: Int) -> Bool {
        guard builder.objects.indices.contains(id), case .instance = builder.objects[id].kind else { return false }
        return true
    }

    /// Whether a value may be passed as a parameter of type `typeName` (generic arguments ignored).
    private func fits(_ typeName: String, _ value: SwiftValue) -> Bool {
        let type = typeName.split(separator: "<").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? typeName
        let isProjectType = project.type(named: type) != nil
        switch value {
        case .anchor(_, let attribute):
            if isProjectType { return false }
            switch type {
            case "NSLayoutDimension": return attribute.kind == .dimension
            case "NSLayoutXAxisAnchor": return attribute.axis == .horizontal && attribute.kind != .dimension
            case "NSLayoutYAxisAnchor": return attribute.axis == .vertical && attribute.kind != .dimension
            default: return type.hasSuffix("Anchor")
            }
        case .record: return isProjectType
        case .object(let id):
            guard isProjectValue(id), let className = builder.objects[id].className else { return false }
            return className.split(separator: "<").first.map(String.init) == type || className.split(separator: ".").last.map(String.init) == type
        case .number: return ["CGFloat", "Double", "Float", "Int"].contains(type)
        case .unknown: return true
        default: return false
        }
    }
}
