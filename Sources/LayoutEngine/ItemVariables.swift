import LayoutModel
import LayoutSolver

/// The four solver variables of an item, in window coordinates: left, top, width, height.
struct ItemVariables {
    var x: Variable
    var y: Variable
    var width: Variable
    var height: Variable

    /// The variable for one frame component.
    func variable(_ component: FrameComponent) -> Variable {
        switch component {
        case .x: return x
        case .y: return y
        case .width: return width
        case .height: return height
        }
    }
}

/// One of the four numbers of a frame.
public enum FrameComponent: String, CaseIterable, Codable, Sendable {
    case x, y, width, height

    /// The axis the component lies on.
    public var axis: Axis { self == .x || self == .width ? .horizontal : .vertical }
}
