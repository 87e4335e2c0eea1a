/// Why a solver operation was refused; the solver is unchanged whenever one is thrown.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraint cannot hold together with these already-added required constraints
    /// (an irreducible set: the new constraint plus these is infeasible; drop any one and it is feasible).
    /// The solver is left exactly as before the attempt.
    case unsatisfiable(conflict: [ConstraintID])
    /// The same constraint (same relation, priority and expression up to a positive scale factor) is already in the solver.
    case duplicate(existing: ConstraintID)
    /// The handle does not name a constraint currently in the solver.
    case unknownConstraint(ConstraintID)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// priority outside (0, 1000], or a required edit variable
    case invalidPriority(Double)
    /// NaN or infinite coefficient/constant/suggested value
    case nonFiniteValue
}
