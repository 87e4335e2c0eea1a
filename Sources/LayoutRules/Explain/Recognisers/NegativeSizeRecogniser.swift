import LayoutModel

/// The constraints would give a view a negative size.
struct NegativeSizeRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard let floor = members.first(where: { $0.loggedIndex == nil }), case .sizeFloor(let view, let axis) = floor else { return nil }
        let dimension = axis == .horizontal ? "width" : "height"
        let chain = userMembers.filter { $0.constraint.firstAttribute.axis == axis }
        let suggested = chain.first { $0.index == input.brokenIndex } ?? chain.last
        if let contentSize = scrollContentSize(view: view, axis: axis) { return contentSize }
        if chain.count == 1, let lone = chain.first, lone.constraint.secondItem == nil, lone.constraint.relation != .greaterThanOrEqual,
           lone.constraint.firstAttribute.kind == .dimension, lone.constraint.constant < 0 {
            // `UIView.width == - 16` on its own: no container is involved, the constant itself is impossible.
            let printed = input.items.first { $0.id == view }
            let plainView = printed?.className == "UIView" || printed?.className == "NSView"
            return Diagnosis(
                kind: .negativeSize, view: view,
                summary: "\(lone.constraint.formula) asks for a negative \(dimension) by itself: no layout can satisfy it.",
                fix: "make its constant a real \(dimension)"
                    + (plainView ? "; if the app made no such constraint (UIKit makes one like it on a plain \(printed?.className ?? "view") while it presents a UIAlertController action sheet), it is the framework's and safe to ignore" : ""),
                suggestedMember: lone.index)
        }
        let frameSizedContainer = logged.contains { entry in
            let container = autoresizedView(entry.constraint)
            let dimension: Attribute = axis == .horizontal ? .width : .height
            // Inside it, or sized from its size (`Buttons.width <= ContentView.width - 90`).
            let sizedFrom = logged.contains { other in
                let items = other.constraint.items
                return items.contains(view) && items.contains(container) && other.constraint.firstAttribute == dimension
                    && other.constraint.secondAttribute == dimension
            }
            return entry.constraint.origin == .autoresizingMask && entry.constraint.secondItem == nil
                && entry.constraint.firstAttribute.kind == .dimension && entry.constraint.firstAttribute.axis == axis
                && (isDescendant(view, of: container) || sizedFrom) && !isPrivateSystemView(container)
        }
        // The container's size is its frame (`h=--& v=--& UIView.height == 0`, made with a zero frame): that frame is
        // the cause to name, not the spacing.
        if frameSizedContainer { return nil }
        return Diagnosis(
            kind: .negativeSize, view: view,
            summary: "The constraints leave \(view) a negative \(dimension): the spacing around it is more than its container has.",
            fix: "give the container a real \(dimension), or lower the priority of \(suggested.map(\.constraint.formula) ?? "a spacing constraint") to 999",
            suggestedMember: suggested?.index)
    }

    /// A scroll view's content size below zero: UIKit's `_UIScrollViewAutomaticContentSizeConstraint` holds the content
    /// area at the `contentSize` the scroll view was given, so the negative number comes from whatever computed it.
    private func scrollContentSize(view: ItemID, axis: Axis) -> Diagnosis? {
        guard scene.item(view)?.guideKind == .scrollContent, let scrollView = scene.item(view)?.superview,
              let (index, size) = logged.first(where: { $0.constraint.firstItem == view && $0.constraint.secondItem == nil
                  && $0.constraint.firstAttribute.axis == axis && $0.constraint.constant < 0 }) else { return nil }
        let dimension = axis == .horizontal ? "width" : "height"
        let isAutomatic = input.constraints[index].constraintClass == "_UIScrollViewAutomaticContentSizeConstraint"
        let source = isAutomatic
            ? "UIKit's automatic content-size constraint (_UIScrollViewAutomaticContentSizeConstraint) holds its content area at the contentSize it was given"
            : "\(size.formula) holds its content area there"
        let className = self.className(scrollView) ?? ""
        let cause: String
        if className.hasSuffix("TableView") {
            cause = "the table computed its content \(dimension) from its rows, headers and footers: check that none of the heights its data source or delegate returns is negative (tableView(_:heightForRowAt:), estimatedHeightForRowAt, header and footer heights) and that estimated row heights are not far off while rows are inserted or removed"
        } else if className.hasSuffix("CollectionView") {
            cause = "the collection view took its content size from its layout: check the layout's collectionViewContentSize and item sizes for a negative \(dimension) (a size computed from the collection view's own \(dimension) minus insets while that \(dimension) is still 0)"
        } else {
            cause = "check where the app sets contentSize (or what its content is pinned to): a \(dimension) computed from a frame that is still zero, minus insets, comes out negative"
        }
        return Diagnosis(
            kind: .negativeSize, view: scrollView,
            summary: "\(scrollView)'s content \(dimension) would be \(formatNumber(size.constant)): \(source), and a content size is never negative.",
            fix: cause + (isAutomatic ? "; the constraint itself is UIKit's, not one to change" : ""),
            suggestedMember: index)
    }
}
