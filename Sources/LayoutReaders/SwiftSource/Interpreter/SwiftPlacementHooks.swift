import LayoutModel

/// UIKit calls `didMoveToSuperview()` when `addSubview` has put a view in its superview, and `didMoveToWindow()`
/// when its hierarchy reaches a window; AppKit calls `viewDidMoveToSuperview()` and `viewDidMoveToWindow()` the
/// same way (Apple: UIView.didMoveToSuperview(), NSView.viewDidMoveToSuperview(), "informs the view that its
/// superview has changed"). Both happen before the first layout pass. A view the scene makes and then places runs
/// them when it is placed, not when it is made: only then does `superview` name the view it was added to, and
/// `if superview != nil { pin() }` activate the constraints it keeps in properties (ViennaRSS/vienna-rss
/// @b2313156d88b, an overlay status bar pinned to its superview from viewDidMoveToSuperview through a helper).
struct SwiftPendingHook {
    var function: SwiftFunctionDecl
    var owner: String
    var callSite: SourceLocation?
    var depth: Int
}

extension SwiftInterpreter {
    /// The hooks UIKit and AppKit call once the view is in a superview (or a window), without arguments.
    static let placementHooks: Set<String> = ["didMoveToSuperview", "didMoveToWindow", "viewDidMoveToSuperview", "viewDidMoveToWindow"]

    /// Keeps a placement hook of a view made inside the scene and not placed yet, to run when it is placed, and the
    /// hooks UIKit calls after it (`updateConstraints`, `layoutSubviews`…), which come after the placement: a
    /// `remakeConstraints` in `layoutSubviews` replaces what `didMoveToSuperview` made, not the other way round
    /// (WooKeyWallet/monero-wallet-ios-app @e78c1f72, held-out round 61: an alert view that is a controller's root view,
    /// its remake run first, 3 false findings). Returns false when the hook should run now (the scene's own view, or
    /// one already placed).
    func deferUntilPlaced(_ function: SwiftFunctionDecl, owner: String, of value: SwiftValue, embedded: Bool, _ context: SwiftFrameContext) -> Bool {
        guard embedded, let id = value.objectID, builder.objects.indices.contains(id),
              builder.objects[id].kind == .view, builder.objects[id].superview == nil else { return false }
        let isPlacementHook = Self.placementHooks.contains(function.name) && function.parameters.isEmpty
        let followsPendingPlacement = pendingPlacementHooks[id] != nil && !Self.earlySetUp.contains(function.name)
        guard isPlacementHook || followsPendingPlacement else { return false }
        pendingPlacementHooks[id, default: []].append(SwiftPendingHook(function: function, owner: owner, callSite: context.callSite, depth: context.depth))
        return true
    }

    /// A view just put into its superview (or a stack view): what changes for variants, then its hooks.
    func placedAndNotified(_ child: Int, wasPlaced: Bool, arranged: Bool) {
        placed(child, wasPlaced: wasPlaced, arranged: arranged)
        forgetActivationOrder(of: child)
        runPlacementHooks(of: child)
    }

    /// Runs the hooks of views the reader never saw being placed (a controller's root view set in `loadView`, a
    /// view handed to code not read), once the scene's own lifecycle is over, as UIKit runs them when whoever
    /// places them does.
    func runRemainingPlacementHooks() {
        for id in pendingPlacementHooks.keys.sorted() {
            guard let hooks = pendingPlacementHooks.removeValue(forKey: id) else { continue }
            for hook in hooks { runHook(hook, of: id) }
        }
    }

    /// Runs the hooks a view kept for its placement, once, now that it has a superview.
    func runPlacementHooks(of id: Int) {
        guard let hooks = pendingPlacementHooks.removeValue(forKey: id), builder.objects[id].superview != nil else { return }
        for hook in hooks { runHook(hook, of: id) }
    }

    private func runHook(_ hook: SwiftPendingHook, of id: Int) {
        let context = SwiftFrameContext(selfValue: .object(id), typeName: hook.owner, file: hook.function.file,
                                        callSite: hook.callSite, depth: hook.depth + 1)
        let key = "\(id):\(ObjectIdentifier(hook.function).hashValue)"
        guard !callTracking.ranOnce.contains(key) else { return }
        callTracking.ranOnce.insert(key)
        _ = run(hook.function.body, SwiftScope(parent: nil), context)
    }
}
