/// The value of a geometry struct made in code (`UIEdgeInsetsMake(…)`, `CGSizeMake(…)`, `CGPointMake(…)`), which
/// layout libraries take as constants.
enum ObjCGeometry {
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)

    /// The struct a C function or constant makes, when every component is known.
    static func make(_ function: String, _ components: [Double?]) -> ObjCGeometry? {
        let numbers = components.compactMap { $0 }
        guard numbers.count == components.count else { return nil }
        switch (function, numbers.count) {
        case ("UIEdgeInsetsMake", 4), ("NSEdgeInsetsMake", 4):
            return .insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
        case ("CGSizeMake", 2), ("NSMakeSize", 2):
            return .size(width: numbers[0], height: numbers[1])
        case ("CGPointMake", 2), ("NSMakePoint", 2):
            return .point(x: numbers[0], y: numbers[1])
        default:
            return nil
        }
    }

    /// `UIEdgeInsetsZero`, `CGSizeZero`, `CGPointZero`.
    static func constant(_ name: String) -> ObjCGeometry? {
        switch name {
        case "UIEdgeInsetsZero", "NSEdgeInsetsZero": return .insets(top: 0, left: 0, bottom: 0, right: 0)
        case "CGSizeZero", "NSZeroSize": return .size(width: 0, height: 0)
        case "CGPointZero", "NSZeroPoint": return .point(x: 0, y: 0)
        default: return nil
        }
    }
}
