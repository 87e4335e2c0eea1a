import LayoutModel

/// A stack view from a nib whose axis the code never sets: the axis is in the nib, which the Swift reader
/// does not see, and UIKit's default (horizontal) is as likely wrong as right. The code's own constraints
/// tell: pinning an arranged view's leading and trailing (or its width) to the stack only works in a
/// vertical stack, its top and bottom (or height) only in a horizontal one.
extension SwiftSceneBuilder {
    func inferredAxis(ofNibStack stack: Int) -> Axis? {
        let arranged = Set(objects[stack].arranged)
        guard !arranged.isEmpty else { return nil }
        var horizontalPins = 0
        var verticalPins = 0
        // Active or not: a constraint the code makes at all says how it expects the stack to lay out.
        for constraint in constraints {
            guard let second = constraint.second else { continue }
            let pair = [(constraint.first, constraint.firstAttribute), (second, constraint.secondAttribute)]
            guard pair.contains(where: { arranged.contains($0.0) }), pair.contains(where: { $0.0 == stack }) else { continue }
            switch constraint.firstAttribute {
            case .leading, .trailing, .left, .right, .width: horizontalPins += 1
            case .top, .bottom, .height: verticalPins += 1
            default: break
            }
        }
        if horizontalPins > verticalPins { return .vertical }
        if verticalPins > horizontalPins { return .horizontal }
        return nil
    }
}
