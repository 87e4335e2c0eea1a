/// The numbers layoutlint accepts from any input: every reader rejects a number outside these bounds where it
/// reads it (with the location of the number), so the solver, the reporters and integer conversions only ever
/// see finite numbers of a size a layout can have. See docs/limits.md.
public enum NumericLimits {
    /// The largest magnitude of a constant, frame value, size, inset or multiplier (points or a plain factor).
    /// Screens are a few thousand points; Auto Layout itself works in single-precision-like ranges.
    public static let maxMagnitude: Double = 10_000_000

    /// Whether `value` is finite and no larger in magnitude than `maxMagnitude`.
    public static func admits(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maxMagnitude
    }

    /// `value` as an `Int` when it is a whole number within the limits, nil otherwise (never traps).
    public static func integer(_ value: Double) -> Int? {
        guard admits(value), value.rounded(.towardZero) == value else { return nil }
        return Int(value)
    }

    /// The message for a number outside the limits, as the input spelled it.
    public static func outOfRangeMessage(_ text: String) -> String {
        "number '\(text)' is out of range: layoutlint accepts finite numbers up to 10000000 in magnitude"
    }
}
