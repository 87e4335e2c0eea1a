/// What the readers could not see about an item, per axis: an axis with reasons is *open* (something not read
/// may place or size the item along it), one without is *complete*. Rules conclude nothing that depends on an
/// open axis: unknown is open, never absent.
public struct Openness: Hashable, Codable, Sendable {
    /// Why the horizontal axis is open (empty: complete).
    public var horizontal: [String]
    /// Why the vertical axis is open (empty: complete).
    public var vertical: [String]
    /// Set when code not read may also have set `translatesAutoresizingMaskIntoConstraints` (nil: it did not).
    public var autoresizingFlagUnknown: Bool?
    /// Set when code not read may have set the view's layout margins (a project's `setupClearMargins()`): what is pinned
    /// to its margins sits at insets not known (nil: the margins are the ones read, or UIKit's default).
    public var layoutMarginsUnknown: Bool?

    public init(horizontal: [String] = [], vertical: [String] = [], autoresizingFlagUnknown: Bool? = nil, layoutMarginsUnknown: Bool? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.autoresizingFlagUnknown = autoresizingFlagUnknown
        self.layoutMarginsUnknown = layoutMarginsUnknown
    }

    /// Whether nothing is open.
    public var isComplete: Bool { horizontal.isEmpty && vertical.isEmpty }

    /// Whether the readers know everything this records: no axis open, no flag or margins code not read may have set.
    public var isFullyKnown: Bool { isComplete && autoresizingFlagUnknown == nil && layoutMarginsUnknown == nil }

    /// Whether the axis is open.
    public func isOpen(_ axis: Axis) -> Bool { !reasons(axis).isEmpty }

    /// Why the axis is open.
    public func reasons(_ axis: Axis) -> [String] { axis == .horizontal ? horizontal : vertical }

    /// Adds a reason to the axes given, keeping the first mention of each reason.
    public mutating func open(_ axes: [Axis] = [.horizontal, .vertical], because reason: String) {
        for axis in axes {
            if axis == .horizontal, !horizontal.contains(reason) { horizontal.append(reason) }
            if axis == .vertical, !vertical.contains(reason) { vertical.append(reason) }
        }
    }
}
