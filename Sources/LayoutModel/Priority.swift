/// An Auto Layout priority in 1...1000 (`UILayoutPriority`); 1000 is required.
public struct Priority: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The numeric value; UIKit stores a Float, so fractional priorities exist.
    public var value: Double

    /// A priority clamped into 1...1000, as UIKit clamps it.
    public init(_ value: Double) {
        self.value = min(1000, max(1, value))
    }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let dragThatCanResizeScene = Priority(510)
    public static let sceneSizeStayPut = Priority(500)
    public static let dragThatCannotResizeScene = Priority(490)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    /// The named priorities, for reading `.defaultHigh` and writing readable text.
    public static let named: [(name: String, priority: Priority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh), ("defaultLow", .defaultLow),
        ("fittingSizeLevel", .fittingSizeLevel), ("dragThatCanResizeScene", .dragThatCanResizeScene),
        ("sceneSizeStayPut", .sceneSizeStayPut), ("dragThatCannotResizeScene", .dragThatCannotResizeScene),
    ]

    /// The C globals UIKit and AppKit declare for the named priorities (`UILayoutPriorityDefaultHigh`), which
    /// Objective-C and Swift 2 code use.
    public init?(globalConstant name: String) {
        switch name {
        case "UILayoutPriorityRequired", "NSLayoutPriorityRequired": self = .required
        case "UILayoutPriorityDefaultHigh", "NSLayoutPriorityDefaultHigh": self = .defaultHigh
        case "UILayoutPriorityDefaultLow", "NSLayoutPriorityDefaultLow": self = .defaultLow
        case "UILayoutPriorityFittingSizeLevel", "NSLayoutPriorityFittingSizeCompression": self = .fittingSizeLevel
        case "UILayoutPriorityDragThatCanResizeScene", "NSLayoutPriorityDragThatCanResizeWindow": self = .dragThatCanResizeScene
        case "UILayoutPrioritySceneSizeStayPut", "NSLayoutPriorityWindowSizeStayPut": self = .sceneSizeStayPut
        case "UILayoutPriorityDragThatCannotResizeScene", "NSLayoutPriorityDragThatCannotResizeWindow": self = .dragThatCannotResizeScene
        default: return nil
        }
    }

    /// Looks up a named priority (`required`, `defaultHigh`, `high`, `low`, …), ignoring case.
    public init?(named name: String) {
        let key = name.lowercased()
        if let match = Priority.named.first(where: { $0.name.lowercased() == key }) {
            self = match.priority
            return
        }
        switch key {
        case "high": self = .defaultHigh
        case "low": self = .defaultLow
        case "fittingsize": self = .fittingSizeLevel
        default: return nil
        }
    }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
    public static func + (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.value + rhs) }
    public static func - (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.value - rhs) }

    public var description: String { formatNumber(value) }

    public init(from decoder: Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(Double.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
