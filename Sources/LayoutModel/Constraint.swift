/// One constraint: `first.attribute relation multiplier × second.attribute + constant` at a priority.
public struct Constraint: Hashable, Codable, Sendable {
    public var firstItem: ItemID
    public var firstAttribute: Attribute
    public var relation: Relation
    public var secondItem: ItemID?
    /// `notAnAttribute` when there is no second item (a constant size).
    public var secondAttribute: Attribute
    public var multiplier: Double
    public var constant: Double
    /// Source text of a constant the reader could not resolve; `constant` is then only a placeholder.
    public var symbolicConstant: String?
    public var priority: Priority
    /// Source text of a priority the reader could not resolve; `priority` is then only a placeholder, and whether the
    /// constraint gives way in a conflict is not known.
    public var symbolicPriority: String?
    public var identifier: String?
    public var isActive: Bool
    public var origin: ConstraintOrigin
    public var location: SourceLocation

    public init(
        firstItem: ItemID,
        firstAttribute: Attribute,
        relation: Relation = .equal,
        secondItem: ItemID? = nil,
        secondAttribute: Attribute = .notAnAttribute,
        multiplier: Double = 1,
        constant: Double = 0,
        symbolicConstant: String? = nil,
        priority: Priority = .required,
        identifier: String? = nil,
        isActive: Bool = true,
        origin: ConstraintOrigin = .user,
        location: SourceLocation = .unknown
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.symbolicConstant = symbolicConstant
        self.priority = priority
        self.identifier = identifier
        self.isActive = isActive
        self.origin = origin
        self.location = location
    }

    /// Whether the constant is a real number rather than an unresolved symbol.
    public var hasKnownConstant: Bool { symbolicConstant == nil }

    /// Whether the constant and the priority are both known: what a conflict needs to be proven.
    public var hasKnownValues: Bool { symbolicConstant == nil && symbolicPriority == nil }

    /// The items the constraint relates.
    public var items: [ItemID] {
        secondItem.map { [firstItem, $0] } ?? [firstItem]
    }

    /// Readable form used in messages: `title.top == content.topMargin + 8 @750`.
    public var formula: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second = secondItem {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
            text += "\(second).\(secondAttribute.rawValue)"
            if let symbol = symbolicConstant {
                text += " + \(symbol)"
            } else if constant != 0 {
                text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
            }
        } else {
            text += symbolicConstant ?? formatNumber(constant)
        }
        if let symbol = symbolicPriority {
            text += " @\(symbol)"
        } else if !priority.isRequired {
            text += " @\(priority)"
        }
        return text
    }

    /// How diagnostics name the constraint: its identifier when it has one, its formula otherwise.
    public var displayName: String {
        if let identifier, !identifier.isEmpty { return "'\(identifier)' \(formula)" }
        return formula
    }
}
