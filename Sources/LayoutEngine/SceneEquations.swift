import LayoutModel
import LayoutSolver

/// A scene's own constraints as solver equations over item frames, without the device, safe-area,
/// autoresizing, stack-view or intrinsic-size constraints the engine adds: for explaining constraint
/// lists that already name every constraint involved (a runtime log).
public final class SceneEquations {
    public let scene: Scene
    /// The solver the variables belong to; add constraints to it to lay the items out.
    public let solver = Solver()
    private let problem: FrameProblem

    /// Variables for every item of `scene`; device parameters (only used by a view controller's root
    /// margins) are edit variables suggested from `device`.
    public init(scene: Scene, device: Device = DeviceCatalog.all[0], rightToLeft: Bool = false) {
        self.scene = scene
        let root = scene.root
        problem = FrameProblem(scene: scene, index: SceneIndex(scene), solver: solver, device: device, rightToLeft: rightToLeft,
                               isRoot: { $0 == root })
    }

    /// The solver variable of one frame component of an item (window coordinates).
    public func variable(_ item: ItemID, _ component: FrameComponent) -> Variable? {
        problem.variables[item]?.variable(component)
    }

    /// `item.attribute` as a linear expression, nil for `notAnAttribute` or an unknown item.
    public func expression(_ item: ItemID, _ attribute: Attribute) -> LinearExpression? {
        problem.geometry.expression(item, attribute)
    }

    /// `first − (multiplier × second + constant) OP 0` at the constraint's priority, nil when an item is unknown.
    public func linearConstraint(_ constraint: Constraint) -> LinearConstraint? {
        problem.linearConstraint(constraint)
    }

    /// `item.width >= 0` or `item.height >= 0`, required.
    public func sizeFloor(_ item: ItemID, _ axis: Axis) -> LinearConstraint? {
        guard let frame = problem.variables[item] else { return nil }
        let size = axis == .horizontal ? frame.width : frame.height
        return LinearConstraint(LinearExpression(terms: [Term(size)]), .greaterThanOrEqual)
    }

    /// The current frame of every item in window coordinates, after `solver.updateVariables()`.
    public func absoluteFrames() -> [ItemID: Rect] {
        problem.absoluteFrames()
    }
}
