/// What a scene is, which decides where its container's size comes from.
public enum SceneKind: Hashable, Codable, Sendable {
    /// A view controller's root view: the device (or window) gives its size.
    case viewController
    /// A table or collection view cell; `rowHeight` nil means automatic (self-sizing), a number a fixed height.
    case cell(rowHeight: Double?)
    /// A view whose size along the given axes must come from its content (a self-sizing container).
    case selfSizing(axes: [Axis])
    /// A view on its own; its size is whatever its frame or constraints say.
    case standalone

    /// The axes along which the container's size has to come from the content.
    public var contentSizedAxes: [Axis] {
        switch self {
        case .cell(let rowHeight): return rowHeight == nil ? [.vertical] : []
        case .selfSizing(let axes): return axes
        case .viewController, .standalone: return []
        }
    }
}

extension SceneKind {
    private enum CodingKeys: String, CodingKey { case type, rowHeight, axes }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "viewController": self = .viewController
        case "cell": self = .cell(rowHeight: try container.decodeIfPresent(Double.self, forKey: .rowHeight))
        case "selfSizing": self = .selfSizing(axes: try container.decode([Axis].self, forKey: .axes))
        case "standalone": self = .standalone
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown scene kind \(type)")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .viewController: try container.encode("viewController", forKey: .type)
        case .cell(let rowHeight):
            try container.encode("cell", forKey: .type)
            try container.encodeIfPresent(rowHeight, forKey: .rowHeight)
        case .selfSizing(let axes):
            try container.encode("selfSizing", forKey: .type)
            try container.encode(axes, forKey: .axes)
        case .standalone: try container.encode("standalone", forKey: .type)
        }
    }
}
