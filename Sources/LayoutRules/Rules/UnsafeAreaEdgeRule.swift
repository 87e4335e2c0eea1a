import LayoutModel

/// A view controller's content pinned to the root view's top or bottom edge instead of its safe area.
public struct UnsafeAreaEdgeRule: LintRule {
    public init() {}

    public let description = RuleDescription(
        id: "unsafe_area_edge", name: "Content outside the safe area", severity: .warning,
        rationale: """
            Pinned to the root view's top or bottom edge, content slides under the status bar, the notch, the \
            home indicator or a navigation bar. Pin it to the safe area layout guide instead. Full-bleed \
            backgrounds pinned to all four edges are exempt. Opt-in: the code rarely proves harm — a backdrop \
            under the status bar, a bottom sheet, a view under an opaque navigation bar or a child controller's \
            container are meant to reach the edge, and whether the controller is shown full screen is not in \
            the code the rule reads. Each finding says that it assumes so.
            """,
        triggeringExamples: [
            "scene S viewController\nroot view\nview title: UILabel in view\ntitle.top == view.top + 8\ntitle.leading == view.leadingMargin\n",
            "scene S viewController\nroot view\nview toolbar in view\ntoolbar.bottom == view.bottom\ntoolbar.leading == view.leading\ntoolbar.trailing == view.trailing\n",
            "scene S viewController\nroot view\nview title: UILabel in view\nview.top == title.top\n",
        ],
        nonTriggeringExamples: [
            "scene S viewController\nroot view\nview title: UILabel in view\ntitle.top == view.safeArea.top + 8\n",
            "scene S viewController\nroot view\nview background in view\nbackground.top == view.top\nbackground.bottom == view.bottom\nbackground.leading == view.leading\nbackground.trailing == view.trailing\n",
            "scene S cell rowHeight=automatic\nroot contentView\nview title: UILabel in contentView\ntitle.top == contentView.top + 8\n",
            "scene S viewController\nroot view\nview statusBackground in view\nstatusBackground.top == view.top\nstatusBackground.bottom == view.safeArea.top\n",
            // The same strip ending at the layout margins' top, which lies inside the safe area.
            "scene S viewController\nroot view\nview barBackground in view\nguide margins: layoutMargins in view\nbarBackground.top == view.top\nbarBackground.bottom == margins.top\nbarBackground.leading == view.leading\nbarBackground.trailing == view.trailing\n",
            "scene S viewController\nroot view\nview list: UITableView in view\nview header in view\nheader.top == view.safeArea.top\nlist.top == header.bottom\nlist.bottom == view.bottom\n",
            // A footer whose background runs under the home indicator while its button keeps to the safe area.
            "scene S viewController\nroot view\nview footer in view\nview button: UIButton in footer intrinsic=120,44\nfooter.bottom == view.bottom\nfooter.leading == view.leading\nfooter.trailing == view.trailing\nbutton.top == footer.top + 16\nbutton.bottom == view.safeArea.bottom - 16\nbutton.centerX == footer.centerX\n",
        ],
        isOptIn: true,
        sourceExamples: UnsafeAreaEdgeRule.sourceExamples)

    /// What every finding takes for granted.
    static let assumption = "assuming the controller is shown full screen, with nothing over the edge"

    public func check(_ analysis: SceneAnalysis) -> [Diagnostic] {
        let scene = analysis.scene
        guard scene.kind == .viewController, let root = scene.root else { return [] }
        let constraints = analysis.activeConstraintList.filter { $0.origin == .user }
        func pinnedEdges(_ item: ItemID) -> Set<Attribute> {
            Set(constraints.compactMap { constraint in
                if constraint.firstItem == item, constraint.secondItem == root, constraint.firstAttribute == constraint.secondAttribute {
                    return constraint.firstAttribute
                }
                if constraint.secondItem == item, constraint.firstItem == root, constraint.firstAttribute == constraint.secondAttribute {
                    return constraint.firstAttribute
                }
                return nil
            })
        }
        return constraints.compactMap { constraint -> Diagnostic? in
            guard let second = constraint.secondItem, constraint.firstAttribute == constraint.secondAttribute,
                  constraint.firstAttribute == .top || constraint.firstAttribute == .bottom else { return nil }
            let content: ItemID
            if second == root && constraint.firstItem != root {
                content = constraint.firstItem
            } else if constraint.firstItem == root && second != root {
                content = second
            } else {
                return nil
            }
            guard let contentItem = scene.item(content), !contentItem.isLayoutGuide else { return nil }
            // Scroll, table and collection views inset their content by the safe area themselves
            // (contentInsetAdjustmentBehavior), so they are meant to reach the screen's edges.
            if ClassCatalog.isScrollView(contentItem.className) { return nil }
            let edges = pinnedEdges(content)
            let horizontal: Set<Attribute> = [.leading, .trailing, .left, .right]
            if edges.contains(.top) && edges.contains(.bottom) && edges.intersection(horizontal).count >= 2 { return nil }
            // A bar background that fills the unsafe strip: pinned to the root's top and ending at the safe area's
            // (or the layout margins', or the top layout guide's) top, behind the status bar; or the mirror image at
            // the bottom, behind the home indicator.
            if fillsUnsafeStrip(content, edge: constraint.firstAttribute, constraints: constraints, scene: scene) { return nil }
            // A background that runs under the bar or home indicator while what it holds keeps to the safe area.
            if holdsContentOnTheSafeArea(content, edge: constraint.firstAttribute, constraints: constraints, analysis: analysis) { return nil }
            let edge = constraint.firstAttribute.rawValue
            return Diagnostic(
                ruleID: description.id, severity: description.severity,
                message: analysis.mentioningObject(at: analysis.location(of: constraint), in: "\(scene.name): \(content).\(edge) is pinned to \(root).\(edge), outside the safe area; pin it to \(root).safeAreaLayoutGuide.\(edge)Anchor instead"),
                location: analysis.location(of: constraint), constraints: [constraint.displayName],
                assumptions: [Self.assumption])
        }
    }

    /// Whether a view inside `item` is tied, at `edge`, to the safe area guide: `item` is then a background
    /// meant to reach the screen's edge while its content stays clear of it.
    private func holdsContentOnTheSafeArea(_ item: ItemID, edge: Attribute, constraints: [Constraint], analysis: SceneAnalysis) -> Bool {
        let scene = analysis.scene
        func isInside(_ candidate: ItemID) -> Bool { candidate != item && analysis.ancestry(of: candidate).contains(item) }
        func isSafeArea(_ candidate: ItemID?) -> Bool { candidate.flatMap { scene.item($0)?.guideKind } == .safeArea }
        return constraints.contains { constraint in
            guard constraint.firstAttribute == edge, constraint.secondAttribute == edge, let second = constraint.secondItem else { return false }
            return (isInside(constraint.firstItem) && isSafeArea(second)) || (isInside(second) && isSafeArea(constraint.firstItem))
        }
    }

    private func fillsUnsafeStrip(_ item: ItemID, edge: Attribute, constraints: [Constraint], scene: Scene) -> Bool {
        let otherEdge: Attribute = edge == .top ? .bottom : .top
        return constraints.contains { constraint in
            let pair: (ItemID, Attribute, ItemID?, Attribute) = constraint.firstItem == item
                ? (constraint.firstItem, constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute)
                : (constraint.secondItem ?? item, constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute)
            guard pair.0 == item, pair.1 == otherEdge, let guide = pair.2 else { return false }
            // The strip ends where the safe area (or the margins inside it) begins: that guide's same edge, or the
            // far edge of the deprecated top / bottom layout guide.
            switch scene.item(guide)?.guideKind {
            case .safeArea, .layoutMargins: return pair.3 == edge
            case .topLayoutGuide: return edge == .top && pair.3 == .bottom
            case .bottomLayoutGuide: return edge == .bottom && pair.3 == .top
            default: return false
            }
        }
    }
}
