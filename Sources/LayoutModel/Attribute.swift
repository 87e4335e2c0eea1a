/// A layout attribute, one for each `NSLayoutConstraint.Attribute`.
public enum Attribute: String, CaseIterable, Codable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The axis the attribute lies on.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is a position or a size.
    public var kind: AttributeKind? {
        switch self {
        case .width, .height: return .dimension
        case .notAnAttribute: return nil
        default: return axis == .horizontal ? .xPosition : .yPosition
        }
    }

    /// Leading/trailing flip in right-to-left languages; left/right never do; the rest have no direction.
    public var directionFamily: DirectionFamily {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .leadingTrailing
        case .left, .right, .leftMargin, .rightMargin: return .leftRight
        default: return .neutral
        }
    }

    /// Whether the attribute refers to the item's layout margins.
    public var isMargin: Bool { withoutMargin != self }

    /// The edge or center the margin form is inset from (`leadingMargin` → `leading`).
    public var withoutMargin: Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// The margin form of an edge or center (`leading` → `leadingMargin`), nil for attributes without one.
    public var marginForm: Attribute? {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return isMargin ? self : nil
        }
    }

    /// Reads an attribute name in any case, with or without spaces, and the common aliases
    /// (`Baseline` for lastBaseline, `CenterXWithinMargins`, `notAnAttribute`).
    public init?(name: String) {
        let key = name.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" }
        if let match = Attribute.allCases.first(where: { $0.rawValue.lowercased() == key }) {
            self = match
            return
        }
        switch key {
        case "baseline": self = .lastBaseline
        case "centerxmargin", "centerxwithinmargin": self = .centerXWithinMargins
        case "centerymargin", "centerywithinmargin": self = .centerYWithinMargins
        case "none", "notanattr": self = .notAnAttribute
        default: return nil
        }
    }
}

/// Horizontal or vertical.
public enum Axis: String, CaseIterable, Codable, Sendable {
    case horizontal, vertical
}

/// What an attribute measures.
public enum AttributeKind: String, Codable, Sendable {
    case xPosition, yPosition, dimension
}

/// Which naming family a horizontal attribute belongs to.
public enum DirectionFamily: String, Codable, Sendable {
    case leadingTrailing, leftRight, neutral
}
