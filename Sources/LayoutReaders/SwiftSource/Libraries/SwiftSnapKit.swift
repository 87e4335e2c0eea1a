import LayoutModel

/// What the interpreter holds while it follows SnapKit's DSL (`view.snp.makeConstraints { make in … }`).
enum SwiftSnapKitValue {
    /// `view.snp`, `guide.snp`: the entry point of one item.
    case dsl(Int)
    /// `view.snp.bottom`, `view.snp.edges`: an item with the attributes a constraint relates to.
    case item(Int, [Attribute])
    /// `make` inside the closure.
    case maker(SwiftSnapKitMaker)
    /// `make.top.leading`, `….equalTo(x)`, `….offset(8)`: one description while it is written.
    case description(SwiftSnapKitDescription)
    /// `….constraint`: SnapKit's `Constraint`, one or more layout constraints made from one description.
    case constraint(SwiftSnapKitDescription)
}

extension SwiftSnapKitValue {
    /// The SnapKit types a project may extend with helpers for this value (`extension ConstraintMaker { var horizontal … }`).
    var extendedTypes: [String] {
        switch self {
        case .dsl: return ["ConstraintViewDSL", "ConstraintLayoutGuideDSL", "ConstraintAttributesDSL", "ConstraintBasicAttributesDSL", "ConstraintDSL"]
        case .item: return ["ConstraintItem"]
        case .maker: return ["ConstraintMaker"]
        case .description:
            return ["ConstraintMakerExtendable", "ConstraintMakerRelatable", "ConstraintMakerEditable", "ConstraintMakerPrioritizable", "ConstraintMakerFinalizable"]
        case .constraint: return ["Constraint"]
        }
    }
}

/// One `makeConstraints` / `remakeConstraints` / `updateConstraints` / `prepareConstraints` closure.
final class SwiftSnapKitMaker {
    enum Mode {
        /// `makeConstraints` and `remakeConstraints`: the descriptions become active constraints.
        case make
        /// `updateConstraints`: constants of matching constraints made earlier change.
        case update
        /// `prepareConstraints`: constraints are made but not activated.
        case prepare
    }

    let target: Int
    let mode: Mode
    var descriptions: [SwiftSnapKitDescription] = []
    /// `updateConstraints` on a view holding no live SnapKit constraint when it is called: SnapKit runs
    /// `makeConstraints` instead, for every description of the closure.
    var makesInstead = false

    init(target: Int, mode: Mode) {
        self.target = target
        self.mode = mode
    }
}

/// What one `make.…` statement says, gathered as its chain is evaluated; SnapKit's description mutates the
/// same way (`offset`, `priority` and `labeled` change it after the relation is known).
final class SwiftSnapKitDescription {
    /// Where the related item or constant comes from.
    enum Related {
        /// Another item (or the superview), with the attributes written on it (none for a bare view).
        case item(Int, [Attribute])
        /// A number, size, point or insets: related to the superview, or to nothing for width and height.
        case constant
    }

    /// The value a constant-like argument evaluated to, with its source text for symbolic constants.
    struct Amount {
        enum Kind {
            /// `equalTo(8)`, `offset(8)`: the value as is; sizes and points per attribute.
            case plain
            /// `inset(8)`, `inset(UIEdgeInsets(…))`: edges inward (trailing and bottom negated).
            case inset
        }

        var value: SwiftValue
        var text: String?
        var kind: Kind
    }

    /// A layout constraint this description made, with the attribute the constant was computed for.
    struct Made {
        var index: Int
        var toAttribute: Attribute
    }

    let target: Int
    let mode: SwiftSnapKitMaker.Mode
    var attributes: [Attribute]
    var relation: Relation?
    var related: Related?
    var constant = Amount(value: .number(0), text: nil, kind: .plain)
    var multiplier: SwiftValue = .number(1)
    var multiplierText: String?
    var priority: Double = 1000
    /// The source text of a priority not resolved: how strongly the constraint holds is not known.
    var symbolicPriority: String?
    var label: String?
    /// Why the relation could not be followed; the description then makes nothing.
    var unresolved: String?
    /// The relation call (`make.top.equalTo(…)`): where the constraints are reported and counted.
    var expression: SwiftExpr?
    var context: SwiftFrameContext?
    /// The branch the relation was written in (`if expanded { make.… }` inside the closure): only the branch
    /// that ran wrote the description, so its constraints belong to that branch.
    var variant: SwiftVariantKey?
    /// Set once the layout constraints exist.
    var made: [Made]?
    /// Set once `updateConstraints` applied it (at the end of its branch or when the closure returned).
    var applied = false

    init(target: Int, mode: SwiftSnapKitMaker.Mode, attributes: [Attribute]) {
        self.target = target
        self.mode = mode
        self.attributes = attributes
    }
}

/// SnapKit's vocabulary: attribute names, composite attributes, relation and modifier names.
enum SwiftSnapKitVocabulary {
    /// The order SnapKit expands attribute sets in (`edges` is left, top, right, bottom).
    static let order: [Attribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline, .firstBaseline,
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// `top` → [top], `edges` → [left, top, right, bottom], `size` → [width, height]; nil for other names.
    static func attributes(named name: String) -> [Attribute]? {
        switch name {
        case "left": return [.left]
        case "top": return [.top]
        case "right": return [.right]
        case "bottom": return [.bottom]
        case "leading": return [.leading]
        case "trailing": return [.trailing]
        case "width": return [.width]
        case "height": return [.height]
        case "centerX": return [.centerX]
        case "centerY": return [.centerY]
        case "baseline", "lastBaseline": return [.lastBaseline]
        case "firstBaseline": return [.firstBaseline]
        case "leftMargin": return [.leftMargin]
        case "rightMargin": return [.rightMargin]
        case "topMargin": return [.topMargin]
        case "bottomMargin": return [.bottomMargin]
        case "leadingMargin": return [.leadingMargin]
        case "trailingMargin": return [.trailingMargin]
        case "centerXWithinMargins": return [.centerXWithinMargins]
        case "centerYWithinMargins": return [.centerYWithinMargins]
        case "edges": return [.left, .top, .right, .bottom]
        case "horizontalEdges": return [.left, .right]
        case "verticalEdges", "directionalVerticalEdges": return [.top, .bottom]
        case "directionalEdges": return [.top, .bottom, .leading, .trailing]
        case "directionalHorizontalEdges": return [.leading, .trailing]
        case "size": return [.width, .height]
        case "center": return [.centerX, .centerY]
        case "margins": return [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
        case "directionalMargins": return [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin]
        case "centerWithinMargins": return [.centerXWithinMargins, .centerYWithinMargins]
        default: return nil
        }
    }

    /// The union of two attribute sets, in SnapKit's order.
    static func union(_ a: [Attribute], _ b: [Attribute]) -> [Attribute] {
        let set = Set(a).union(b)
        return order.filter(set.contains)
    }

    /// `equalTo` and its relatives, with the relation and whether the other item is the superview.
    static func relation(named name: String) -> (relation: Relation, toSuperview: Bool)? {
        switch name {
        case "equalTo": return (.equal, false)
        case "lessThanOrEqualTo": return (.lessThanOrEqual, false)
        case "greaterThanOrEqualTo": return (.greaterThanOrEqual, false)
        case "equalToSuperview": return (.equal, true)
        case "lessThanOrEqualToSuperview": return (.lessThanOrEqual, true)
        case "greaterThanOrEqualToSuperview": return (.greaterThanOrEqual, true)
        default: return nil
        }
    }

    /// SnapKit's named priorities (`.medium` is 500 on iOS, which UIKit does not name).
    static func priority(named name: String) -> Double? {
        switch name {
        case "required": return 1000
        case "high": return 750
        case "medium": return 500
        case "low": return 250
        default: return Priority(named: name)?.value
        }
    }

    /// Whether an expression is a SnapKit relation on a maker: `make.top.equalTo(…)`, `$0.edges.equalToSuperview()`.
    /// The maker is whatever name the chain starts from; at least one attribute name must follow it.
    static func isRelationExpression(_ expression: SwiftExpr) -> Bool {
        guard case .call(let callee, _) = expression.kind, case .member(let base, let name) = callee.kind,
              relation(named: name) != nil else { return false }
        var cursor = base
        var attributeCount = 0
        while case .member(let inner, let member) = cursor.kind {
            guard attributes(named: member) != nil else { return false }
            attributeCount += 1
            cursor = inner
        }
        guard attributeCount > 0, case .identifier(let root) = cursor.kind else { return false }
        return root != "self" && root != "super"
    }
}
