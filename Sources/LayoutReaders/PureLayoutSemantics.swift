import LayoutModel

/// What PureLayout's messages mean, shared by the Objective-C and Swift readers (from ALView+PureLayout.m at
/// PureLayout/PureLayout@8849cc9918c4).
enum PureLayoutSemantics {
    /// A pin to the superview is inward: a bottom, right or trailing inset is negated, and an inequality on those
    /// edges flips (`autoPinEdgeToSuperviewEdge:withInset:relation:`).
    static func superviewPin(_ edge: Attribute, inset: Double?, relation: Relation) -> (relation: Relation, constant: Double?) {
        guard [.bottom, .right, .trailing].contains(edge) else { return (relation, inset) }
        let flipped: Relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        return (flipped, inset.map { -$0 })
    }

    /// The edges `…EdgesWithInsets:` pins, with their insets (top, left, bottom, right): top, leading, bottom and
    /// trailing; with an excluded edge, the superview form keeps left/right when one of them is excluded, the
    /// safe-area form always pins leading/trailing.
    static func pinnedEdges(_ insets: (Double?, Double?, Double?, Double?), excluding edge: Attribute?, safeArea: Bool) -> [(Attribute, Double?)] {
        let top = (Attribute.top, insets.0), leading = (Attribute.leading, insets.1)
        let bottom = (Attribute.bottom, insets.2), trailing = (Attribute.trailing, insets.3)
        guard let edge else { return [top, leading, bottom, trailing] }
        if safeArea {
            var edges: [(Attribute, Double?)] = []
            if edge != .top { edges.append(top) }
            if edge != .leading && edge != .left { edges.append(leading) }
            if edge != .bottom { edges.append(bottom) }
            if edge != .trailing && edge != .right { edges.append(trailing) }
            return edges
        }
        switch edge {
        case .left: return [top, bottom, (.right, insets.3)]
        case .right: return [top, (.left, insets.1), bottom]
        case .top: return [leading, bottom, trailing]
        case .bottom: return [top, leading, trailing]
        case .leading: return [top, bottom, trailing]
        default: return [top, leading, bottom]
        }
    }

    /// Swift's names for PureLayout's enums (`ALEdge.top`, `ALAxis.vertical` = centerX, `ALDimension.width`,
    /// `ALMargin.leading` as a margin when `margin` is set).
    static func attribute(swiftCase name: String, margin: Bool = false) -> Attribute? {
        switch name {
        case "vertical": return margin ? .centerXWithinMargins : .centerX
        case "horizontal": return margin ? .centerYWithinMargins : .centerY
        case "baseline", "lastBaseline": return .lastBaseline
        case "firstBaseline": return .firstBaseline
        default:
            guard let attribute = Attribute(rawValue: name), attribute != .notAnAttribute else { return nil }
            return margin ? attribute.marginForm : attribute
        }
    }
}
