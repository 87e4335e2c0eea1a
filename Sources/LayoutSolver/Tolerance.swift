/// The solver's single numerical tolerance.
///
/// Every "is this zero?" decision uses `Tolerance.epsilon` (absolute): a row coefficient whose magnitude
/// falls below it is dropped, a value above `-epsilon` counts as non-negative (feasible), an objective
/// coefficient within it counts as zero (no improvement, tie for ambiguity), and a residual within it
/// means a constraint already holds. 1e-8 sits well above the round-off of Auto Layout sized numbers
/// (points up to ~1e5, coefficients ~1) and well below anything a layout can tell apart.
enum Tolerance {
    /// The one absolute epsilon used throughout the solver.
    static let epsilon: Double = 1e-8

    @inline(__always)
    static func isZero(_ value: Double) -> Bool { abs(value) <= epsilon }
}
