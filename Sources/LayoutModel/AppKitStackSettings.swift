/// What an `NSStackView` has that a `UIStackView` does not: its own hugging priorities, edge insets, the gravity
/// area of each arranged view and whether it aligns its views at all. Readers say what the file or code sets; the
/// engine turns it into AppKit's constraints (`StackConfiguration.appKit` is nil for a UIStackView).
public struct AppKitStackSettings: Hashable, Codable, Sendable {
    /// `NSStackView.Gravity`: the area of the stack a view is in, along its axis.
    public enum Gravity: String, CaseIterable, Codable, Sendable {
        case leading, center, trailing
    }

    /// `setHuggingPriority(_:for:)`: how strongly the stack minimises its size around its views, per axis
    /// (AppKit's default is `defaultLow`).
    public var hugging: AxisPair<Priority>
    /// `edgeInsets`: the padding between the stack's edges and its views.
    public var edgeInsets: EdgeInsets
    /// The gravity area of each arranged subview, in the order of `arrangedSubviews`; missing entries are leading
    /// (`addArrangedSubview` and `init(views:)` put views in the leading area).
    public var gravities: [Gravity]
    /// False when `alignment` is `notAnAttribute`: AppKit then makes no alignment constraints at all.
    public var alignsViews: Bool
    /// `detachesHiddenViews`: whether the stack takes a hidden view out of the view hierarchy (true for a stack made
    /// in code; a nib's stack as Interface Builder's "Detaches Hidden Views" box says).
    public var detachesHiddenViews: Bool

    /// AppKit's default hugging priority of a stack view.
    public static let defaultHugging = Priority.defaultLow
    /// AppKit's default `spacing` (Interface Builder writes it out when it differs).
    public static let defaultSpacing = 8.0

    /// Settings as AppKit's defaults have them unless given.
    public init(
        hugging: AxisPair<Priority> = AxisPair(horizontal: defaultHugging, vertical: defaultHugging),
        edgeInsets: EdgeInsets = .zero, gravities: [Gravity] = [], alignsViews: Bool = true, detachesHiddenViews: Bool = true
    ) {
        self.hugging = hugging
        self.edgeInsets = edgeInsets
        self.gravities = gravities
        self.alignsViews = alignsViews
        self.detachesHiddenViews = detachesHiddenViews
    }

    private enum CodingKeys: String, CodingKey {
        case hugging, edgeInsets, gravities, alignsViews, detachesHiddenViews
    }

    /// Reads JSON written before `detachesHiddenViews` existed as AppKit's default (detaching).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            hugging: try container.decode(AxisPair<Priority>.self, forKey: .hugging),
            edgeInsets: try container.decode(EdgeInsets.self, forKey: .edgeInsets),
            gravities: try container.decode([Gravity].self, forKey: .gravities),
            alignsViews: try container.decode(Bool.self, forKey: .alignsViews),
            detachesHiddenViews: try container.decodeIfPresent(Bool.self, forKey: .detachesHiddenViews) ?? true)
    }

    /// The gravity area of the arranged view at `index`.
    public func gravity(at index: Int) -> Gravity {
        index < gravities.count ? gravities[index] : .leading
    }
}
