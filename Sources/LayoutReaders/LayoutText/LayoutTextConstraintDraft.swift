import LayoutModel

/// A constraint line as parsed, before its item names are resolved against the scene.
struct LayoutTextConstraintDraft {
    var first: LayoutTextItemReference
    var firstAttribute: Attribute
    var relation: Relation
    var second: LayoutTextItemReference?
    var secondAttribute: Attribute = .notAnAttribute
    var multiplier: Double = 1
    var constant: Double = 0
    var symbolicConstant: String?
    var priority: Priority = .required
    var identifier: String?
    var isActive = true
    var origin: ConstraintOrigin = .user
    var location: SourceLocation
}
