/// Optional constraint properties the layout code keeps for itself (`var installed: [NSLayoutConstraint]?`) are nil until
/// the code read assigns them, as Swift makes every optional stored property without a value; so the install-once
/// idiom of `updateConstraints` (`if installed == nil { make them; installed = made }`) runs its branch, and once they
/// are stored they are there. Read as unknown, every constraint of such a cell sat in a variant and the base scene had
/// none (Authenticator @500bc9a0, DigitGroupingRowCell: two false missing chains).
extension SwiftInterpreter {
    /// Type names (without `?`) of the properties that start as nil.
    static let constraintTypeNames: Set<String> = ["NSLayoutConstraint", "[NSLayoutConstraint]", "Constraint", "[Constraint]"]

    /// `==` / `!=` between nil and nil, or between nil and constraints the code made; nil for other operands.
    static func comparisonWithNil(_ op: String, _ left: SwiftValue, _ right: SwiftValue) -> SwiftValue? {
        guard op == "==" || op == "!=" else { return nil }
        switch (left, right) {
        case (.nilValue, .nilValue):
            return .bool(op == "==")
        case (.constraint, .nilValue), (.nilValue, .constraint), (.array, .nilValue), (.nilValue, .array):
            return .bool(op == "!=")
        default:
            return nil
        }
    }
}
