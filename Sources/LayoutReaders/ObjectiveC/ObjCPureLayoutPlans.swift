import LayoutModel

/// What each PureLayout message makes, from ALView+PureLayout.m (8849cc9918c4): insets pin inward, so a bottom,
/// right or trailing inset is negated and an inequality on those edges flips; `…WithInsets:` pins top, leading,
/// bottom and trailing (insets.left is the leading inset, insets.right the trailing one).
extension ObjCInterpreter {
    typealias PureLayoutEntry = (Attribute, Relation, (Int, Attribute)?, Double?, Double)

    /// The constraints a message makes; nil when the reader does not know the message.
    func pureLayoutPlan(_ view: Int, _ head: String, _ named: [String: ObjCValue], relation: Relation) -> ObjCPureLayoutPlan? {
        func number(_ label: String) -> Double? { named[label].map { $0.number } ?? 0 }
        let attribute = named[head].flatMap(Self.pureLayoutAttribute)
        let multiplier = named["withMultiplier"].map { $0.number } ?? 1
        switch head {
        case "autoPinEdgeToSuperviewEdge", "autoPinEdgeToSuperviewSafeArea", "autoPinEdgeToSuperviewMargin":
            guard let edge = attribute else { return .unread("edge not resolved") }
            return superviewPins(view, [(edge, number("withInset"))], relation: relation, target: head)
        case "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewEdgesWithInsets", "autoPinEdgesToSuperviewSafeArea",
             "autoPinEdgesToSuperviewSafeAreaWithInsets":
            let insets = head.hasSuffix("WithInsets") ? named[head].map(Self.insetsComponents) ?? (nil, nil, nil, nil) : (0, 0, 0, 0)
            var excluded: Attribute?
            if let value = named["excludingEdge"] {
                guard let edge = Self.pureLayoutAttribute(value) else { return .unread("edge not resolved") }
                excluded = edge
            }
            let edges = PureLayoutSemantics.pinnedEdges(insets, excluding: excluded, safeArea: head.contains("SafeArea"))
            return superviewPins(view, edges, relation: .equal, target: head.contains("SafeArea") ? "autoPinEdgeToSuperviewSafeArea" : "autoPinEdgeToSuperviewEdge")
        case "autoAlignAxisToSuperviewAxis", "autoCenterInSuperview":
            guard let superview = objects[view].superview else { return .unread("superview not known") }
            let axes: [Attribute] = head == "autoCenterInSuperview" ? [.centerY, .centerX] : attribute.map { [$0] } ?? []
            guard !axes.isEmpty else { return .unread("axis not resolved") }
            return .constraints(axes.map { ($0, .equal, (superview, $0), 0, 1) })
        case "autoPinEdge", "autoAlignAxis", "autoMatchDimension", "autoConstrainAttribute":
            let otherLabel = head == "autoAlignAxis" ? "toSameAxisOfView" : "ofView"
            let toLabel = head == "autoPinEdge" ? "toEdge" : head == "autoMatchDimension" ? "toDimension" : "toAttribute"
            guard let first = attribute, let second = head == "autoAlignAxis" ? first : named[toLabel].flatMap(Self.pureLayoutAttribute) else {
                return .unread("attribute not resolved")
            }
            guard let other = named[otherLabel]?.objectID else { return .unread("view not resolved") }
            guard let multiplier else { return .constraints([(first, relation, (other, second), nil, 1)]) }
            return .constraints([(first, relation, (other, second), number("withOffset"), multiplier)])
        case "autoSetDimension":
            guard let dimension = attribute else { return .unread("dimension not resolved") }
            return .constraints([(dimension, relation, nil, number("toSize"), 1)])
        case "autoSetDimensionsToSize":
            guard case .geometry(.size(let width, let height))? = named[head] else { return .constraints([(.width, .equal, nil, nil, 1), (.height, .equal, nil, nil, 1)]) }
            return .constraints([(.width, .equal, nil, width, 1), (.height, .equal, nil, height, 1)])
        default:
            return nil
        }
    }

    /// Edges pinned to the superview (its edges, safe area or margins) with inward insets.
    private func superviewPins(_ view: Int, _ edges: [(Attribute, Double?)], relation: Relation, target: String) -> ObjCPureLayoutPlan {
        guard let superview = objects[view].superview else { return .unread("superview not known") }
        var entries: [PureLayoutEntry] = []
        for (edge, inset) in edges {
            let (pinned, constant) = PureLayoutSemantics.superviewPin(edge, inset: inset, relation: relation)
            switch target {
            case "autoPinEdgeToSuperviewSafeArea":
                guard case .object(let guideID) = guide(superview, .safeArea) else { return .unread("safe area not resolved") }
                entries.append((edge, pinned, (guideID, edge), constant, 1))
            case "autoPinEdgeToSuperviewMargin":
                guard let margin = edge.marginForm else { return .unread("margin not resolved") }
                entries.append((edge, pinned, (superview, margin), constant, 1))
            default:
                entries.append((edge, pinned, (superview, edge), constant, 1))
            }
        }
        return .constraints(entries)
    }

    /// `UIEdgeInsetsMake(t, l, b, r)` as (top, left, bottom, right); unknown components are nil.
    private static func insetsComponents(_ value: ObjCValue) -> (Double?, Double?, Double?, Double?) {
        if case .geometry(.insets(let top, let left, let bottom, let right)) = value { return (top, left, bottom, right) }
        return (nil, nil, nil, nil)
    }
}
