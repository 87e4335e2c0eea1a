import LayoutModel
import LayoutSolver

/// What the solver found ambiguous, remembered by the situation that decides the answer. Ambiguity depends only on
/// the optimal face, and the face's tangent cone at the solution follows from which inequalities hold with equality
/// and which way each optional constraint misses; so a device whose solution shows the same pattern (see
/// `SolverLedger.tightPattern`) as an earlier device's, with the same constraints lifted, has the same answer.
struct AmbiguityMemo {
    /// The solver's state a question was asked in.
    enum Situation: Hashable {
        /// Everything in the solver, with this pattern.
        case whole(pattern: [UInt8])
        /// Without the fitting constraint along `axis` (the content-size check of a self-sizing cell).
        case withoutFitting(axis: Axis, pattern: [UInt8])
        /// A container cut loose from the outside along `axis` (its links at `liftedRows` taken out, its start pinned).
        case looseContainer(container: ItemID, axis: Axis, liftedRows: [Int], pattern: [UInt8])
    }

    private var known: [Situation: Set<Variable>] = [:]

    /// The ambiguous variables in `situation`: remembered, or found by `compute` and remembered. A nil situation (the
    /// pattern could not be read) is always computed.
    mutating func ambiguousVariables(in situation: Situation?, compute: () -> Set<Variable>) -> Set<Variable> {
        if let situation, let answer = known[situation] { return answer }
        let answer = compute()
        if let situation { known[situation] = answer }
        return answer
    }
}
