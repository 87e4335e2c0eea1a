/// What the interpreter keeps about calls while it reads one scene: the project functions running now, each with its
/// receiver and arguments (`runningCallKey`, to stop a call that repeats one of them: SwiftRepeatedCalls.swift), the
/// project types being instantiated, the parameterless methods already run per object, and the scopes closures and
/// local functions captured (SwiftCapturedScopes.swift), and the Cartography blocks running.
final class SwiftCallTracking {
    var runningCalls = Set<String>()
    /// Project types being instantiated, to stop recursion (a view that contains itself).
    var instantiating: [String] = []
    /// Platform classes whose project initializer (`extension UIView { convenience init(…) }`) is running
    /// (SwiftExtensionInitializers.swift).
    var extensionInitializersRunning: [String: Int] = [:]
    /// Parameterless methods already run per object, so shared setup runs once.
    var ranOnce = Set<String>()
    /// Whether each function's body removes installed constraints, once worked out (SwiftConstraintRemovalHelpers.swift).
    var removesInstalledConstraints: [ObjectIdentifier: Bool] = [:]
    /// Constraints code took off with `removeConstraint(_:)` / `removeConstraints(_:)`.
    var removedByCode = Set<Int>()
    /// Those of them running now, innermost last, and the size-class variants each one's run entered: a trait-change
    /// hook calling one again does not re-run it, yet re-runs those branches (SwiftTraitChangeHooks.swift).
    var onceRunning: [String] = []
    var sizeClassVariantsEntered: [String: Set<SwiftVariantKey>] = [:]
    let capturedScopes = SwiftCapturedScopes()
    /// `object:method` for every project method run on an object while the scene is read.
    var methodsRun = Set<String>()
    /// Per embedded object, the layout-making methods with parameters its set-up left to other code
    /// (SwiftLayoutLeftToCallers.swift).
    var layoutLeftToCallers: [Int: [String]] = [:]

    static func methodKey(_ id: Int, _ name: String) -> String { "\(id):\(name)" }

    /// Cartography `constrain` blocks running (their comparisons make constraints), and the relations in them not
    /// read (SwiftCartography.swift).
    var cartographyBlocks = 0, cartographyFailures = 0

    /// Whether each closure (file and offset) re-makes SnapKit constraints, once worked out (SwiftDeferredHandlers.swift).
    var remakingClosures: [String: Bool] = [:]

    /// Handlers to run once the lifecycle being run has run (SwiftDeferredHandlers.swift); nil outside a lifecycle.
    var deferredHandlers: [() -> Void]?
}
