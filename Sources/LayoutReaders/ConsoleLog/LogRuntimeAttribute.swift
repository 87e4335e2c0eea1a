import LayoutModel

/// Attribute names as the runtime prints them, including the frame names autoresizing constraints use.
enum LogRuntimeAttribute {
    /// `minX` is the frame's origin, so it is the left edge; `midX` the center; `maxX` the right edge.
    static func attribute(named name: String) -> Attribute? {
        switch name {
        case "minX": return .left
        case "maxX": return .right
        case "midX": return .centerX
        case "minY": return .top
        case "maxY": return .bottom
        case "midY": return .centerY
        default:
            guard let attribute = Attribute(name: name), attribute != .notAnAttribute || name == "notAnAttribute" else { return nil }
            return attribute
        }
    }
}
