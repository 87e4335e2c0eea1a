/// The relation of a constraint, as `NSLayoutConstraint.Relation`.
public enum Relation: String, CaseIterable, Codable, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    /// The relation seen from the other side (`a <= b` is `b >= a`).
    public var mirrored: Relation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
