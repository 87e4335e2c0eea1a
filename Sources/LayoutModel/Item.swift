/// A view or layout guide that constraints refer to, with the facts the runtime uses to size it.
public struct Item: Hashable, Codable, Sendable {
    /// What sort of item it is.
    public enum Kind: Hashable, Codable, Sendable {
        case view
        case layoutGuide(LayoutGuideKind)
    }

    public var id: ItemID
    public var kind: Kind
    /// UIKit/AppKit class or the project's own class name (`UILabel`, `QuoteCell`); nil when unknown.
    public var className: String?
    /// The UIKit/AppKit class a project class descends from (`UIScrollView` for `class PagingView: UIScrollView`),
    /// when the reader knows the lineage and it is not `className` itself; nil otherwise. The engine reads a
    /// view's runtime behaviour (a scroll view's content area, a cell's content view) from it.
    public var platformClass: String?
    /// For views: the superview. For layout guides: the owning view.
    public var superview: ItemID?
    /// Intrinsic content size per axis; nil = whatever the class implies.
    public var intrinsicSize: AxisPair<IntrinsicMetric>?
    /// Content hugging priority per axis; nil = the class default.
    public var contentHugging: AxisPair<Priority>?
    /// Compression resistance priority per axis; nil = the class default.
    public var compressionResistance: AxisPair<Priority>?
    /// `translatesAutoresizingMaskIntoConstraints`.
    public var translatesAutoresizingMask: Bool
    /// The autoresizing mask, when known; with the flag on and no mask the frame is fixed.
    public var autoresizingMask: AutoresizingMask?
    /// The frame the source states (Interface Builder's `rect`, a frame passed to `init(frame:)`).
    public var frame: Rect?
    public var isHidden: Bool
    /// True when the item is hidden only where it is not in the hierarchy at all: a view a code branch adds, a view
    /// Interface Builder installs in some size classes only. There it is absent: no stack view arranges it (nothing
    /// collapses it), unlike a view whose `isHidden` is set. nil = hidden means hidden.
    public var hiddenMeansAbsent: Bool?
    /// Layout margins; nil = UIKit's default of 8 on each edge.
    public var layoutMargins: EdgeInsets?
    /// `numberOfLines` for labels (0 = unlimited, which makes the height depend on the width).
    public var numberOfLines: Int?
    /// For AppKit text fields: what the cell says their height comes from (font, line mode, bezel).
    public var textFieldStyle: TextFieldStyle?
    /// Set when the item is a stack view.
    public var stack: StackConfiguration?
    /// Flags a design tool saved with the item (Interface Builder's ambiguous/misplaced warnings);
    /// nil when the source format has none, so "not flagged" and "not known" stay apart.
    public var designTimeFlags: DesignTimeFlags?
    /// What the readers could not see that may place or size the item; nil = complete on both axes.
    public var openness: Openness?
    public var location: SourceLocation

    public init(
        id: ItemID,
        kind: Kind = .view,
        className: String? = nil,
        platformClass: String? = nil,
        superview: ItemID? = nil,
        intrinsicSize: AxisPair<IntrinsicMetric>? = nil,
        contentHugging: AxisPair<Priority>? = nil,
        compressionResistance: AxisPair<Priority>? = nil,
        translatesAutoresizingMask: Bool = false,
        autoresizingMask: AutoresizingMask? = nil,
        frame: Rect? = nil,
        isHidden: Bool = false,
        layoutMargins: EdgeInsets? = nil,
        numberOfLines: Int? = nil,
        stack: StackConfiguration? = nil,
        designTimeFlags: DesignTimeFlags? = nil,
        openness: Openness? = nil,
        location: SourceLocation = .unknown
    ) {
        self.id = id
        self.kind = kind
        self.className = className
        self.platformClass = platformClass
        self.superview = superview
        self.intrinsicSize = intrinsicSize
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
        self.translatesAutoresizingMask = translatesAutoresizingMask
        self.autoresizingMask = autoresizingMask
        self.frame = frame
        self.isHidden = isHidden
        self.layoutMargins = layoutMargins
        self.numberOfLines = numberOfLines
        self.stack = stack
        self.designTimeFlags = designTimeFlags
        self.openness = openness
        self.location = location
    }

    /// Whether the item is hidden because it is not in the hierarchy in this configuration (see `hiddenMeansAbsent`).
    public var isAbsent: Bool { isHidden && hiddenMeansAbsent == true }

    /// Whether something not read may place or size the item along `axis`.
    public func isOpen(_ axis: Axis) -> Bool { openness?.isOpen(axis) ?? false }

    /// Whether code not read may have set the item's layout margins.
    public var hasUnknownLayoutMargins: Bool { openness?.layoutMarginsUnknown == true }

    /// Whether something not read may place or size the item along either axis.
    public var isOpen: Bool { !(openness?.isComplete ?? true) }

    /// Records that something not read may place or size the item.
    public mutating func open(_ axes: [Axis] = [.horizontal, .vertical], because reason: String) {
        var knowledge = openness ?? Openness()
        knowledge.open(axes, because: reason)
        openness = knowledge
    }

    /// Whether the item is a layout guide rather than a view.
    public var isLayoutGuide: Bool {
        if case .layoutGuide = kind { return true }
        return false
    }

    /// The class whose runtime behaviour the item has: its platform class, else its own class.
    public var behaviourClass: String? { platformClass ?? className }

    /// The guide kind, when the item is a layout guide.
    public var guideKind: LayoutGuideKind? {
        if case .layoutGuide(let guide) = kind { return guide }
        return nil
    }
}

extension Item.Kind {
    private enum CodingKeys: String, CodingKey { case type, guide }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if text == "view" {
            self = .view
        } else if let guide = LayoutGuideKind(rawValue: text) {
            self = .layoutGuide(guide)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown item kind \(text)")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .view: try container.encode("view")
        case .layoutGuide(let guide): try container.encode(guide.rawValue)
        }
    }
}
