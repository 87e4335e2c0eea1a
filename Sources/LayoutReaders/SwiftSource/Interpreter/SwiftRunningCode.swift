/// What the interpreter is in the middle of running. Each part is set on the way into the code it describes and
/// restored on the way out, so what follows that code is read as before.
struct SwiftRunningCode {
    /// `didSet` observers running now, per object, so an observer that assigns its own property stops.
    var observers = Set<String>()
    /// Initializers running now, innermost last (SwiftInitializerAssignments.swift).
    var initializers: [SwiftRunningInitializer] = []
    /// Set while a statement with a ternary on an unknown condition runs as alternatives (SwiftTernaryAlternatives.swift).
    var ternaryPass: SwiftInterpreter.TernaryPass?
    /// Priorities of the PureLayout priority blocks running now, innermost last (SwiftPureLayoutBlocks.swift).
    var pureLayoutPriorities: [SwiftValue] = []
    /// Above zero while methods run whose callers are not read: when they run, relative to the set-up, is unknown.
    var untimedDepth = 0
    /// Above zero while a deferred handler runs (a closure stored for later: an action, a completion).
    var deferredHandlerDepth = 0
    /// Set while a cell's method runs that other code calls on its instances (`cell.configure(with:)`), which the
    /// data source does before the cell is laid out.
    var configuringDequeuedCell = false
    /// Set while a lifecycle hook runs that UIKit calls after the set-up (`didMoveToSuperview`, `layoutSubviews`…).
    var lateHook = false
    /// Set while a trait-change hook runs that switches no constraint off (SwiftTraitChangeHooks.swift): the size-class
    /// variants it enters keep their activations across trait changes.
    var keepsSizeClassActivations = false
    /// Set while a layout pass runs (`layoutSubviews`, `viewDidLayoutSubviews`…): the view has its size by then
    /// (SwiftLaidOutSizeTests.swift).
    var layoutPass = false
    /// `updateConstraints` makers whose closure runs now, innermost last: a branch inside one applies its updates.
    var snapKitUpdateMakers: [SwiftSnapKitMaker] = []
}
