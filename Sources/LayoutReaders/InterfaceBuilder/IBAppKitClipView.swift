import LayoutModel

/// An NSScrollView places its clip view itself (`tile()`, from its own bounds, scrollers and insets): the clip
/// view fills the scroll view whether or not it translates its autoresizing mask. A clip view that does not
/// translate it has nothing in the file tying it to the scroll view (Interface Builder marks it ambiguous and
/// leaves it so), so the reader writes what the scroll view does: the clip view's edges at the insets it was
/// drawn with.
enum IBAppKitClipView {
    /// How these constraints are named in diagnostics.
    static let identifier = "NSScrollView tiles its clip view"

    /// The constraints placing `clipView` in `scrollView`; nil when the scroll view does not place it this way
    /// (not a scroll view's content clip view, a clip view that translates its frame, or one the file places).
    static func make(
        clipView: Item, element: IBElement, scrollView: Item, scrollElement: IBElement, existing: [Constraint]
    ) -> [Constraint]? {
        guard element.name == "clipView", element.key == "contentView", scrollElement.name == "scrollView",
              !clipView.translatesAutoresizingMask, let frame = clipView.frame, let outer = scrollView.frame else { return nil }
        let placedByFile = existing.contains { constraint in
            constraint.items.contains(clipView.id) && constraint.items.contains(scrollView.id)
        }
        guard !placedByFile else { return nil }
        // NSScrollView counts its subviews' frames from the top (it is flipped).
        let insets = EdgeInsets(
            top: frame.y, left: frame.x,
            bottom: outer.height - frame.y - frame.height, right: outer.width - frame.x - frame.width)
        func pin(_ attribute: Attribute, _ first: ItemID, _ second: ItemID, _ constant: Double) -> Constraint {
            Constraint(
                firstItem: first, firstAttribute: attribute, secondItem: second, secondAttribute: attribute,
                constant: constant, identifier: identifier, origin: .system, location: clipView.location)
        }
        return [
            pin(.top, clipView.id, scrollView.id, insets.top),
            pin(.left, clipView.id, scrollView.id, insets.left),
            pin(.bottom, scrollView.id, clipView.id, insets.bottom),
            pin(.right, scrollView.id, clipView.id, insets.right),
        ]
    }
}
