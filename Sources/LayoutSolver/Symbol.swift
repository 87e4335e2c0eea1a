/// What a tableau symbol stands for; decides how it may move.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign, may sit outside the basis at any value.
    case external
    /// An inequality slack (or the artificial of a feasibility phase): never negative.
    case slack
    /// An error of an optional constraint: never negative, and costs at its constraint's priority level.
    case error
    /// The marker of a required equality: fixed at zero, never moved.
    case dummy

    /// Slack and error symbols must stay >= 0.
    @inline(__always) var isRestricted: Bool { self == .slack || self == .error }
}

/// Sentinel for "no row" / "no symbol" in the Int32 index arrays.
let noIndex: Int32 = -1
