/// What a `UIStackView` / `NSStackView` needs to lay out its arranged subviews.
public struct StackConfiguration: Hashable, Codable, Sendable {
    /// `UIStackView.Distribution`, and `NSStackView.Distribution`'s `gravityAreas` (an NSStackView's default).
    public enum Distribution: String, CaseIterable, Codable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering, gravityAreas

        /// `equalSpacing` or `equalCentering`: the views keep their own sizes and the gaps between them grow.
        public var spacesViewsApart: Bool { self == .equalSpacing || self == .equalCentering }
    }

    /// `UIStackView.Alignment` (`leading`/`top` and `trailing`/`bottom` are the same values in UIKit).
    public enum Alignment: String, CaseIterable, Codable, Sendable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    public var axis: Axis
    public var spacing: Double
    public var distribution: Distribution
    public var alignment: Alignment
    /// Arranged subviews in order; a subset of the stack's subviews.
    public var arrangedSubviews: [ItemID]
    /// `isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// `isBaselineRelativeArrangement` (vertical stacks only).
    public var isBaselineRelativeArrangement: Bool
    /// What only an NSStackView has; nil for a UIStackView.
    public var appKit: AppKitStackSettings?

    public init(
        axis: Axis = .horizontal,
        spacing: Double = 0,
        distribution: Distribution = .fill,
        alignment: Alignment = .fill,
        arrangedSubviews: [ItemID] = [],
        isLayoutMarginsRelativeArrangement: Bool = false,
        isBaselineRelativeArrangement: Bool = false,
        appKit: AppKitStackSettings? = nil
    ) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.arrangedSubviews = arrangedSubviews
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.appKit = appKit
    }

    /// An NSStackView as AppKit makes it (`NSStackView()`, `init(views:)`): gravity areas, views centred across the
    /// axis, 8 points apart, hugging at `defaultLow` (Apple's documentation of `distribution`, `alignment`,
    /// `spacing` and `setHuggingPriority(_:for:)`).
    public static func appKitDefault(axis: Axis = .horizontal, arrangedSubviews: [ItemID] = []) -> StackConfiguration {
        StackConfiguration(
            axis: axis, spacing: AppKitStackSettings.defaultSpacing, distribution: .gravityAreas, alignment: .center,
            arrangedSubviews: arrangedSubviews, appKit: AppKitStackSettings())
    }
}
