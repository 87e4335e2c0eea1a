/// An edit variable: an optional `variable == suggested` constraint whose constant is moved in place.
struct EditInfo {
    /// Key of the edit constraint in the solver's constraint table (negative: never a user id).
    var constraintKey: Int
    /// Error symbol `plus` of `variable − suggested = plus − minus`.
    var plus: Int32
    var minus: Int32
    /// The value suggested last.
    var suggested: Double
}
