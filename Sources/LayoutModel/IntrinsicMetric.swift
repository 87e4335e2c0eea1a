/// The intrinsic content size along one axis.
public enum IntrinsicMetric: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `UIView.noIntrinsicMetric`: the item does not size itself on this axis.
    case none
    /// The item sizes itself, but the value is not known here (a label's text width, say).
    case unknown
    /// The item sizes itself to this value.
    case known(Double)

    /// Whether the item has an intrinsic size on this axis at all.
    public var exists: Bool { self != .none }

    /// The value when it is known.
    public var value: Double? {
        if case .known(let value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case .none: return "none"
        case .unknown: return "unknown"
        case .known(let value): return formatNumber(value)
        }
    }

    /// Reads `none`, `unknown` / `?`, or a number.
    public init?(text: String) {
        switch text.lowercased() {
        case "none", "-": self = .none
        case "unknown", "?": self = .unknown
        default:
            guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
            self = .known(value)
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) {
            self = .known(value)
        } else {
            let text = try container.decode(String.self)
            guard let metric = IntrinsicMetric(text: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number, \"none\" or \"unknown\"")
            }
            self = metric
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .none: try container.encode("none")
        case .unknown: try container.encode("unknown")
        case .known(let value): try container.encode(value)
        }
    }
}
