/// One value per axis: content hugging, compression resistance, intrinsic size.
public struct AxisPair<Value: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    public var horizontal: Value
    public var vertical: Value

    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value on one axis.
    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
