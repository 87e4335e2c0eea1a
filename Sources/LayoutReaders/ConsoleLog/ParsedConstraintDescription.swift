import LayoutModel

/// One constraint description as printed, before items get their scene ids.
struct ParsedConstraintDescription: Hashable {
    /// One side of the relation: an item and its attribute.
    struct Side: Hashable {
        var item: LogItemReference
        var attribute: Attribute
    }

    var constraintClass: String
    var address: String?
    var sourceHint: String?
    var identifier: String?
    /// `h=--& v=-&-` of an autoresizing constraint.
    var autoresizingNotation: String?
    var first: Side
    var relation: Relation
    var second: Side?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: Priority = .required
    var isActive: Bool = true
    /// Items bound in the `names:` clause, `|` included.
    var bindings: [String: LogItemReference] = [:]
    /// Whether the description was a visual format, and which `|` side it used.
    var superviewBarItem: LogItemReference?
    var rawText: String = ""
    var line: Int = 0
    var column: Int = 0
    var lastLine: Int = 0
}
