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

    /// `contentWidth` / `contentHeight`: the engine's variables for a scroll view's content size, which UIKit's
    /// `_UIScrollViewAutomaticContentSizeConstraint` ties to `contentSize`. In the model they are the size of the
    /// scroll view's content layout guide (the same variables since iOS 11).
    static func contentSizeAttribute(named name: String) -> Attribute? {
        switch name {
        case "contentWidth": return .width
        case "contentHeight": return .height
        default: return nil
        }
    }

    /// Skips the engine variable's number some releases print after an attribute (`contentHeight{id: 178}`).
    static func skipEngineVariableID(_ cursor: inout LogByteCursor) {
        guard cursor.peek == LogBytes.openBrace else { return }
        var probe = cursor
        probe.position += 1
        guard probe.consume("id:") else { return }
        probe.skipSpaces()
        let digitsStart = probe.position
        while let byte = probe.peek, LogBytes.isDigit(byte) { probe.position += 1 }
        guard probe.position > digitsStart, probe.consume(byte: LogBytes.closeBrace) else { return }
        cursor = probe
    }
}
