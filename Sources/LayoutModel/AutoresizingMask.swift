/// `UIView.AutoresizingMask`: which margins and sizes stretch with the superview.
public struct AutoresizingMask: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Names as UIKit spells them, in bit order.
    public static let names: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The runtime's notation in logs: `h=--& v=-&-` (left margin, width, right margin; `&` flexible, `-` fixed).
    /// With nothing flexible on an axis the runtime lets the far margin absorb changes, and prints it as `&`:
    /// a view with no mask shows `h=--& v=--&`.
    public var runtimeNotation: String {
        func marks(_ options: [AutoresizingMask]) -> String {
            let flexible = options.map { contains($0) }
            let effective = flexible.contains(true) ? flexible : [false, false, true]
            return effective.map { $0 ? "&" : "-" }.joined()
        }
        let h = marks([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        let v = marks([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        return "h=\(h) v=\(v)"
    }

    /// Reads the runtime notation back (`h=--& v=-&-`, either half may be missing).
    public init?(runtimeNotation text: String) {
        var mask = AutoresizingMask()
        var sawAny = false
        for part in text.split(separator: " ") {
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2, pieces[1].count == 3 else { return nil }
            let flags = Array(pieces[1])
            let options: [AutoresizingMask]
            switch pieces[0] {
            case "h": options = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            case "v": options = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            default: return nil
            }
            for (flag, option) in zip(flags, options) {
                switch flag {
                case "&": mask.insert(option)
                case "-": break
                default: return nil
                }
            }
            sawAny = true
        }
        guard sawAny else { return nil }
        self = mask
    }
}
