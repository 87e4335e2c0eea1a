/// What a `UIStackView` / `NSStackView` needs to lay out its arranged subviews.
public struct StackConfiguration: Hashable, Codable, Sendable {
    /// `UIStackView.Distribution`.
    public enum Distribution: String, CaseIterable, Codable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
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

    public init(
        axis: Axis = .horizontal,
        spacing: Double = 0,
        distribution: Distribution = .fill,
        alignment: Alignment = .fill,
        arrangedSubviews: [ItemID] = [],
        isLayoutMarginsRelativeArrangement: Bool = false,
        isBaselineRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.arrangedSubviews = arrangedSubviews
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }
}
