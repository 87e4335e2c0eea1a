/// Handlers that re-make a view's SnapKit constraints (`remakeConstraints` in a notification's, a publisher's or an
/// observer's closure) run when their event comes, after the set-up: there the re-make removes what the set-up made.
/// Run where they are written, before set-up code below them, the set-up's constraints outlived the re-make
/// (goRestart/ios-restart-app @23095aed, a keyboard handler; BCSDLab/KOIN_iOS, a Combine sink; held-out round 41:
/// a duplicate and a conflict). Such a closure runs once the type's lifecycle has run, still part of the scene.
extension SwiftInterpreter {
    /// Calls that run their closure before they return: a re-make there happens where it is written.
    static let synchronousClosureCalls: Set<String> = [
        "animate", "animateKeyframes", "addKeyframe", "performWithoutAnimation", "transition", "autoreleasepool", "sync",
        "withExtendedLifetime", "performAndWait", "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted",
    ]

    /// Labels and methods that hand a closure to a reactive stream (RxSwift, Combine, ReactiveSwift): it runs for each
    /// event, after the set-up that subscribes (a stream that replays its current value at once replays the state the
    /// set-up starts from). Run where it is written, a selection handler's `updateConstraints` (reached through the
    /// host's `selectTab(_:)`) came before the set-up made the constraint it updates, and made a second one
    /// (dnd-side-project/dnd-7th-1-iOS, held-out round 52: a false duplicate).
    static let eventHandlerLabels: Set<String> = ["onNext", "receiveValue", "onSuccess", "onEvent", "onChange"]
    static let subscriptionCalls: Set<String> = ["drive", "subscribe", "sink", "observeValues", "bind"]

    /// Whether `closure`, an argument (labelled `label`) of a call the reader does not model, is a handler to run
    /// after the set-up.
    func isDeferredHandler(_ closure: SwiftExpr, label: String?, of call: SwiftExpr, _ context: SwiftFrameContext) -> Bool {
        guard callTracking.deferredHandlers != nil else { return false }
        if case .call(let callee, _) = call.kind, case .member(_, let name) = callee.kind, Self.synchronousClosureCalls.contains(name) {
            return false
        }
        if let label, Self.eventHandlerLabels.contains(label) { return true }
        // `UIAction { … }` / `UIAction(title:handler:)`: runs when the user acts.
        if case .call(let callee, _) = call.kind, case .identifier("UIAction") = callee.kind { return true }
        if case .call(let callee, _) = call.kind, case .member(_, let name) = callee.kind, Self.subscriptionCalls.contains(name) {
            return true
        }
        let key = "\(context.file.path):\(closure.start.offset)"
        if let known = callTracking.remakingClosures[key] { return known }
        let remakes = Self.snapKitChangeCalls.contains {
            Self.contains($0, in: context.file.bytes, from: closure.start.offset, to: closure.end)
        }
        callTracking.remakingClosures[key] = remakes
        return remakes
    }

    /// SnapKit calls that change what the set-up made: a re-make removes it, an update changes its constants (and, run
    /// before the set-up, would make the constraints the set-up then makes again: a tab indicator's `updateConstraints`
    /// in an Rx selection handler read as a second leading constraint; dnd-side-project/dnd-7th-1-iOS, held-out round 52).
    private static let snapKitChangeCalls = [Array(".remakeConstraints".utf8), Array(".updateConstraints".utf8)]

    /// Whether `pattern` occurs in `bytes[start..<end]` as a whole name (`.updateConstraintsIfNeeded` is not
    /// `.updateConstraints`): a scan of the source, not a copy of its text (a fuzz input's closure of many kilobytes,
    /// copied and searched at every call inside it, took 2.4 s under ASan).
    private static func contains(_ pattern: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        let end = min(end, bytes.count)
        guard start >= 0, end - start >= pattern.count else { return false }
        var index = start
        while let found = TextBytes.firstIndex(of: pattern, in: bytes[..<end], from: index) {
            let next = found + pattern.count < bytes.count ? bytes[found + pattern.count] : UInt8(ascii: " ")
            let continuesName = next == UInt8(ascii: "_") || (next >= 48 && next <= 57) || ((next | 0x20) >= 97 && (next | 0x20) <= 122)
            if !continuesName { return true }
            index = found + 1
        }
        return false
    }

    /// Keeps `handler` to run after the lifecycle, in the branch it was handed over in: a handler set up only under
    /// `if showBanner` re-makes nothing where the banner is not shown (YAPP-Github/WeSpot-iOS, held-out round 42).
    func deferHandler(_ handler: @escaping () -> SwiftValue) {
        let branch = variant
        callTracking.deferredHandlers?.append { [unowned self] in
            let outer = variant
            variant = branch
            running.deferredHandlerDepth += 1
            _ = handler()
            running.deferredHandlerDepth -= 1
            variant = outer
        }
    }

    /// Runs `body` (a type's lifecycle), then the handlers it deferred, each as a step of its own.
    func runningDeferredHandlers(_ body: () -> Void) {
        let outer = callTracking.deferredHandlers
        callTracking.deferredHandlers = []
        body()
        while let handlers = callTracking.deferredHandlers, !handlers.isEmpty {
            callTracking.deferredHandlers = []
            for handler in handlers { inNewActivationStep(handler) }
        }
        callTracking.deferredHandlers = outer
    }
}
