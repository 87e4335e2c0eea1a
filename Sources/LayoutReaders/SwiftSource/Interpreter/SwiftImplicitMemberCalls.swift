import LayoutModel

/// Calls of an implicit member, whose type is the one the context expects: `.init(…)` and an enum case with a payload.
extension SwiftInterpreter {
    func implicitMemberCall(_ name: String, _ arguments: [SwiftArgument], _ expression: SwiftExpr,
                            _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftValue {
        if name == "init", arguments.count == 1 { return evaluate(arguments[0].value, scope, context) }
        // `size: .init(width: 0, height: 36)`, `padding: .init(top: 8, left: 0, bottom: 0, right: 0)`: a geometry value
        // of the parameter's type, read as `CGSize(…)` or `UIEdgeInsets(…)` are (ruuvi/com.ruuvi.station.ios, an
        // `anchor(…, size:)` helper's height lost: held-out round 33).
        if name == "init", SwiftValue.isGeometryRecord(labels: arguments.map(\.label)) {
            return instantiate("CGRect", arguments, expression, scope, context)
        }
        if !arguments.isEmpty, project.declaresEnumCase(name) {
            return .enumCaseWithPayload(name, arguments.map { evaluate($0.value, scope, context) })
        }
        return unknownCall(nil, arguments, expression, scope, context)
    }
}
