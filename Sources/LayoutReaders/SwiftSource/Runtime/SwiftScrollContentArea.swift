import LayoutModel

/// UIKit attaches a constraint between an edge of a scroll view and a view inside it to the scroll view's content
/// area, not its frame (widths, heights and centers stay on the frame): `stack.bottomAnchor == scrollView.bottomAnchor`
/// sets how far the content scrolls, it does not squeeze the content into the scroll view. Read against the frame,
/// a column of labels in a scroll view had a fixed height and every label an undetermined one. That side moves to
/// the scroll view's content layout guide, as the Interface Builder reader does.
extension SwiftInterpreter {
    private static let contentEdges: Set<Attribute> = [.top, .bottom, .leading, .trailing, .left, .right]

    func attachScrollViewEdgesToContent(_ context: SwiftFrameContext) {
        for index in builder.constraints.indices {
            let record = builder.constraints[index]
            if let scrollView = scrollView(whoseContentIs: record.first, record.firstAttribute, other: record.second) {
                builder.constraints[index].first = contentGuide(of: scrollView, context)
            }
            if let second = record.second, let scrollView = scrollView(whoseContentIs: second, record.secondAttribute, other: record.first) {
                builder.constraints[index].second = contentGuide(of: scrollView, context)
            }
        }
    }

    private func contentGuide(of scrollView: Int, _ context: SwiftFrameContext) -> Int {
        let id = guide(scrollView, .scrollContent, context)
        builder.markUsed(id)
        return id
    }

    /// The scroll view whose content area `reference`'s edge means: `reference` is a `UIScrollView` (or a project
    /// subclass; table, collection and text views lay out their own content) and `other` is inside it.
    private func scrollView(whoseContentIs reference: Int, _ attribute: Attribute, other: Int?) -> Int? {
        guard Self.contentEdges.contains(attribute), let other, builder.objects.indices.contains(reference),
              builder.objects[reference].kind == .view, inherits(builder.objects[reference].className, from: "UIScrollView"),
              isInside(other, scrollView: reference) else { return nil }
        return reference
    }

    /// Whether an object is a view (or a guide of a view) below the scroll view; the scroll view's own guides are not.
    private func isInside(_ id: Int, scrollView: Int) -> Bool {
        guard builder.objects.indices.contains(id), let superview = builder.objects[id].superview else { return false }
        if case .guide = builder.objects[id].kind, superview == scrollView { return false }
        return isInSubtree(superview, of: scrollView)
    }
}
