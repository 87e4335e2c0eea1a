/// The name of an item within its scene: a variable name, an Interface Builder id, a log address.
public struct ItemID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }

    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.name < rhs.name }

    public init(from decoder: Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
