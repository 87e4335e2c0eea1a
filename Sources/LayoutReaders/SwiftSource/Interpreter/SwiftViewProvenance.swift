/// Where a scene's views came from, as far as the code read shows: what a rule may conclude about a view depends on
/// whether the code made it, saw its superview being set, or moved it out of its nib.
struct SwiftViewProvenance {
    /// Views standing for a superview the reader did not see being set (reading `superview` of an unplaced view).
    var standInSuperviews = Set<Int>()
    /// Views the read code creates itself (`UILabel()`, a project view's initializer): nothing else placed them.
    var madeInCode = Set<Int>()
    /// Views from a nib the code takes out of their superview or puts in another (SwiftNibOutletPlacement.swift).
    var nibViewsMovedByCode = Set<Int>()
    /// Objects made in one alternative of a branch the reader could not decide: where another alternative ran, the
    /// variable holding one may still be nil (`if toolbar == nil` after `if showsToolbar { toolbar = Toolbar() }`).
    var madeInAnAlternative = Set<Int>()
}
