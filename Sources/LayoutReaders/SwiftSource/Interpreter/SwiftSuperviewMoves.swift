import LayoutModel

extension SwiftInterpreter {
    /// A view added to a new superview leaves its old one first, and with it the constraints that tied it (or its
    /// subtree) to views outside ("removes any constraints that refer to the view", `removeFromSuperview()`):
    /// ruuvi/com.ruuvi.station.ios pins a container to its view, then moves it into a stack view (held-out round 33).
    func leaveOldSuperview(_ child: Int, for parent: Int) {
        guard variant == nil, let old = builder.objects[child].superview, old != parent else { return }
        deactivateConstraintsLeaving(child)
    }

    /// `parent.addSubview(child)`: out of its old superview, into the new one.
    func moveToSuperview(_ child: Int, _ parent: Int) {
        leaveOldSuperview(child, for: parent)
        builder.setSuperview(of: child, to: parent)
    }
}
