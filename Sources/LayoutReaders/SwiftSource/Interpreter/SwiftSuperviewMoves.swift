import LayoutModel

extension SwiftInterpreter {
    /// A view added to a new superview leaves its old one first, and with it the constraints that tied it (or its
    /// subtree) to views outside ("removes any constraints that refer to the view", `removeFromSuperview()`):
    /// ruuvi/com.ruuvi.station.ios pins a container to its view, then moves it into a stack view (held-out round 33).
    func leaveOldSuperview(_ child: Int, for parent: Int) {
        guard variant == nil, let old = builder.objects[child].superview, old != parent else { return }
        deactivateConstraintsLeaving(child)
    }

    /// `parent.addSubview(child)`: out of its old superview, into the new one, and the hooks UIKit calls then.
    func addSubview(_ child: Int, to parent: Int) {
        let wasPlaced = builder.objects[child].superview != nil
        leaveOldSuperview(child, for: parent)
        builder.setSuperview(of: child, to: parent)
        placedAndNotified(child, wasPlaced: wasPlaced, arranged: false)
    }

    /// `stack.addArrangedSubview(child)` / `insertArrangedSubview(child, at:)`, and the hooks UIKit calls then.
    func addArrangedSubview(_ child: Int, to stack: Int, at position: Int?) {
        let wasPlaced = builder.objects[child].superview != nil
        arrange(child, in: stack, at: position)
        placedAndNotified(child, wasPlaced: wasPlaced, arranged: true)
    }
}
