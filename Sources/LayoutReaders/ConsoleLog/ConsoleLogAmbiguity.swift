import LayoutModel

/// One view `_autolayoutTrace` marked `AMBIGUOUS LAYOUT`, and which of its frame's values it could not determine.
public struct ConsoleLogAmbiguity: Hashable, Sendable {
    public var item: ItemID
    /// The engine's names as printed (`minX`, `minY`, `Width`, `Height`); empty when the trace did not say.
    public var attributes: [String]

    public init(item: ItemID, attributes: [String]) {
        self.item = item
        self.attributes = attributes
    }
}
