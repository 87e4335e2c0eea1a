import LayoutModel

/// `addSubview(view)` where the reader does not know the view (loaded from a nib, `.first as? UIView`, a value from
/// code not read): any view of the scene without a superview may be that one, and the receiver holds content the
/// reader does not see, so its size from that content is open (Digitaler-Impfnachweis/covpass-ios @bf49788d: a base
/// class that loads its nib in `init(frame:)` and pins it inside, read as an empty view with no height; held-out
/// round 19). A controller's root view keeps its knowledge: its size comes from its window, not its content.
extension SwiftInterpreter {
    /// Records a subview the reader could not resolve added to `target`.
    func addedUnresolvedSubview(to target: Int) {
        builder.addsUnresolvedSubviews = true
        let reason = "holds a subview the reader could not resolve"
        // The scene's own `self` is never opened, and a target already open for this reason stays so: a loop adding
        // thousands of unresolved views must not scan every object each time.
        if target == 0 { return }
        if builder.objects.indices.contains(target), builder.objects[target].openness.horizontal.contains(reason),
           builder.objects[target].openness.vertical.contains(reason) { return }
        // A scan of every object (by index: each object is a large value), charged past the scene size a step covers.
        stepCounter.charge(Self.sceneScanCost(builder.objects.count))
        let isRootView = builder.objects.indices.contains { builder.objects[$0].kind == .controller && builder.objects[$0].slots["view"]?.objectID == target }
        guard !isRootView else { return }
        open(target, because: reason, flagUnknown: false)
    }

    /// `stack.addArrangedSubview(x)` with `x` not resolved: the stack holds a view the reader does not know, so its
    /// size along its axis and the positions in its `arrangedSubviews` are unknown (a view made by a static property
    /// the reader did not follow shifted `arrangedSubviews[1]` onto the label after it, held-out round 52).
    func arrangedUnresolvedView(in stack: Int) {
        builder.objects[stack].arrangesUnresolvedViews = true
        addedUnresolvedSubview(to: stack)
    }
}
