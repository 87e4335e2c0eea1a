/// `[titleLabel, imageView].forEach(addSubview)`, `views.forEach(stackView.addArrangedSubview)`: a method passed
/// by name to `forEach` / `map` instead of a closure. A project method is a function value already; a UIKit
/// method (`addSubview`) is not one the reader knows as a value, so the views were never added and every
/// constraint between them read as relating views with no common ancestor. A method named where a function
/// is expected is called with each element, as `{ addSubview($0) }` would be.
extension SwiftInterpreter {
    /// The closure `{ reference($0) }` for a method named by `expression`, when its value is not a known function.
    func methodReference(_ expression: SwiftExpr, _ value: SwiftValue, _ scope: SwiftScope, _ context: SwiftFrameContext) -> SwiftCallable? {
        guard value.isUnknown else { return nil }
        switch expression.kind {
        case .identifier(let name), .member(_, let name):
            guard name.first?.isLowercase == true, !name.hasPrefix("$") else { return nil }
        default:
            return nil
        }
        let element = SwiftExpr(kind: .identifier("$0"), start: expression.start, end: expression.end)
        let call = SwiftExpr(kind: .call(expression, [SwiftArgument(label: nil, value: element)]), start: expression.start, end: expression.end)
        return .closure(SwiftClosure(parameters: [], body: [.expression(call)]), captured(scope), context)
    }
}
