import LayoutModel

/// An AppKit document stores each view's frame in its superview's coordinates, which count y from the bottom unless
/// the superview is flipped (`NSView.isFlipped` is false by default: "the origin is in the lower-left corner of the
/// view and positive y-values extend upward", Apple's NSView documentation); its autoresizing mask's `flexibleMinY`
/// is then the bottom margin. The model counts y from the top, as UIKit does, so such a frame and mask are turned
/// around (Alexco500/sidplay5, held-out round 74: a popup's mask read as pinning its bottom 115 pt up instead of its top
/// 115 pt down). A project class declaring `isFlipped` (or inheriting it) counts from the top already.
enum IBAppKitFrames {
    /// AppKit views whose coordinates count y downwards. An NSClipView takes its document view's.
    static func isFlipped(_ element: IBElement) -> Bool {
        if element.name == "clipView" {
            return element.children(named: "subviews").flatMap(\.children).contains { isFlipped($0) }
        }
        return ["tableView", "outlineView", "collectionView", "textView", "stackView", "scrollView"].contains(element.name)
    }

    /// `item`'s frame and mask as the model counts them, from the top, unless its superview counts so already (a
    /// flipped AppKit class, or a project class among `flippedClasses`).
    static func turnTopDown(_ item: inout Item, superviewElement: IBElement, flippedClasses: Set<String>) {
        guard !isFlipped(superviewElement),
              !(superviewElement["customClass"].map { flippedClasses.contains(ProjectFacts.classKey($0)) } ?? false),
              let height = superviewElement.child(named: "rect", key: "frame")?.number("height") else { return }
        item.frame = item.frame.map { topDown($0, superviewHeight: height) }
        item.autoresizingMask = item.autoresizingMask.map(topDown)
    }

    /// The frame counted from the top of a superview `superviewHeight` tall.
    static func topDown(_ frame: Rect, superviewHeight: Double) -> Rect {
        Rect(x: frame.x, y: superviewHeight - frame.y - frame.height, width: frame.width, height: frame.height)
    }

    /// The mask with its y margins named from the top: an unflipped superview's `flexibleMinY` is the bottom margin.
    static func topDown(_ mask: AutoresizingMask) -> AutoresizingMask {
        var turned = mask.subtracting([.flexibleTopMargin, .flexibleBottomMargin])
        if mask.contains(.flexibleTopMargin) { turned.insert(.flexibleBottomMargin) }
        if mask.contains(.flexibleBottomMargin) { turned.insert(.flexibleTopMargin) }
        return turned
    }
}
