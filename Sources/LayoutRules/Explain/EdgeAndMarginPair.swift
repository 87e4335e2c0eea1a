import LayoutModel

/// One view's edge pinned both to its container's edge and to the same edge's margin (`H:|-(8)-[Label]` beside
/// `Label.leading == ContentView.leadingMargin`). The two agree only when the margin is exactly the inset; the margin
/// is a system value the log never prints (8 points by default; a table cell's content view follows the table: 15,
/// 16 or 20 depending on the device), so when the runtime lists the pair as a conflict, the margin is something else.
struct EdgeAndMarginPair {
    let edgeIndex: Int
    let marginIndex: Int
    let view: ItemID
    let container: ItemID
    let edge: Attribute
    /// The inset from the container's edge.
    let edgeInset: Double
    /// The offset from the container's margin.
    let marginOffset: Double
    /// The margin the pair needs: the edge inset less the offset from the margin.
    var neededMargin: Double { edgeInset - marginOffset }

    /// The contradiction in one line.
    var arithmetic: String {
        "\(edge.rawValue) \(formatNumber(edgeInset)) from the edge ≠ \(edge.rawValue)Margin + \(formatNumber(marginOffset)) unless the margin is \(formatNumber(neededMargin))"
    }

    /// What is wrong and which of the two to remove.
    func diagnosis(_ input: ExplainInput) -> Diagnosis {
        let edgeFormula = input.constraints[edgeIndex].constraint.formula
        let marginFormula = input.constraints[marginIndex].constraint.formula
        let needed = formatNumber(neededMargin)
        let suggested = input.brokenIndex.flatMap { [edgeIndex, marginIndex].contains($0) ? $0 : nil } ?? marginIndex
        let isCellContent = input.items.first { $0.id == container }?.className?.hasSuffix("CellContentView") ?? false
        let margins = isCellContent
            ? "a cell's content view takes its margins from the table, 15, 16 or 20 points depending on the device"
            : "a view's margins are 8 points by default and grow with the safe area or the readable width"
        return Diagnosis(
            kind: .edgeAndMargin, view: view,
            summary: "The \(edge.rawValue) of \(view) is pinned both to \(container)'s edge (\(edgeFormula)) and to its \(edge.rawValue) margin (\(marginFormula)): they agree only if the margin is exactly \(needed) points, and the runtime found it is not: \(margins), and the log does not print them.",
            fix: "pin the \(edge.rawValue) once: keep either the edge constraint or the margin one, and remove or deactivate \(input.constraints[suggested].constraint.formula)",
            suggestedMember: suggested)
    }

    /// `sub.edge` placed `inset` points inside `container` from the container's edge or its margin.
    private struct Inset {
        var view: ItemID
        var container: ItemID
        var edge: Attribute
        var fromMargin: Bool
        var inset: Double
    }

    init?(_ input: ExplainInput) {
        let insets: [(Int, Inset)] = input.constraints.indices.compactMap { index in
            Self.inset(input.constraints[index].constraint, scene: input.scene).map { (index, $0) }
        }
        for (edgeIndex, edgeInset) in insets where !edgeInset.fromMargin {
            guard let (marginIndex, marginInset) = insets.first(where: { $0.1.fromMargin && $0.1.view == edgeInset.view
                && $0.1.container == edgeInset.container && $0.1.edge == edgeInset.edge }) else { continue }
            self.edgeIndex = edgeIndex
            self.marginIndex = marginIndex
            view = edgeInset.view
            container = edgeInset.container
            edge = edgeInset.edge
            self.edgeInset = edgeInset.inset
            marginOffset = marginInset.inset
            return
        }
        return nil
    }

    /// The inset a required `==` constraint gives a view from its superview's edge or margin, nil for anything else.
    private static func inset(_ constraint: Constraint, scene: Scene) -> Inset? {
        guard constraint.relation == .equal, constraint.multiplier == 1, constraint.priority.isRequired, constraint.isActive,
              let second = constraint.secondItem else { return nil }
        // Written as `view.edge == container.attribute + k`.
        let (view, container, viewAttribute, containerAttribute, k): (ItemID, ItemID, Attribute, Attribute, Double)
        if scene.item(constraint.firstItem)?.superview == second {
            (view, container, viewAttribute, containerAttribute, k) = (constraint.firstItem, second, constraint.firstAttribute, constraint.secondAttribute, constraint.constant)
        } else if scene.item(second)?.superview == constraint.firstItem {
            (view, container, viewAttribute, containerAttribute, k) = (second, constraint.firstItem, constraint.secondAttribute, constraint.firstAttribute, -constraint.constant)
        } else {
            return nil
        }
        guard !viewAttribute.isMargin, containerAttribute.withoutMargin == viewAttribute else { return nil }
        let inset: Double
        switch viewAttribute {
        case .leading, .left, .top: inset = k
        case .trailing, .right, .bottom: inset = -k
        default: return nil
        }
        return Inset(view: view, container: container, edge: viewAttribute, fromMargin: containerAttribute.isMargin, inset: inset)
    }
}
