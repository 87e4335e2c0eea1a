import LayoutModel

/// An `NSScrollView` places its clip view itself: `tile()` sets the clip view's frame from the scroll view's bounds,
/// border and scrollers ("NSScrollView … tile: Lays out the components of the receiver: the content view, the
/// scrollers, and the ruler views", Apple's NSScrollView documentation), whether or not the clip view translates its
/// autoresizing mask. No file states that placement: a clip view that does not translate its mask has nothing tying it
/// to its scroll view (Interface Builder marks it ambiguous and leaves it so), and the clip view AppKit makes for a
/// scroll view made in code has no frame of the code's. So every scene, whatever reader described it, gets the four
/// equalities `NSScrollView tiles its clip view`: the clip view's edges at the insets it was drawn with (a bezel
/// border's point on each side), or at the scroll view's edges when no frame says otherwise.
///
/// A clip view the scene already ties to its scroll view (its own constraints, Interface Builder's prototyping ones,
/// these) is left as it is, and so is one translating a frame the file gives: its autoresizing constraints are where
/// `tile()` put it when the file was saved. One translating a frame no file gives (`scrollView.contentView` in code)
/// stops translating here: the frame its mask would pin is the one `tile()` sets, and these equalities are that frame;
/// pinned as a zero frame it would squeeze the document view to nothing.
public enum ClipViewTiling {
    /// How these constraints are named in diagnostics.
    public static let identifier = "NSScrollView tiles its clip view"

    /// The scene with every NSScrollView's clip view tiled in it.
    static func applied(to scene: Scene) -> Scene {
        var result = scene
        for index in scene.items.indices {
            let clipView = scene.items[index]
            guard isClipView(clipView), let scrollID = clipView.superview, let scrollView = scene.item(scrollID),
                  isScrollView(scrollView), !(clipView.translatesAutoresizingMask && clipView.frame != nil),
                  !scene.constraints.contains(where: { $0.items.contains(clipView.id) && $0.items.contains(scrollID) })
            else { continue }
            result.constraints += tiling(clipView, in: scrollView)
            result.items[index].translatesAutoresizingMask = false
        }
        return result
    }

    /// The four equalities placing `clipView` inside `scrollView`.
    private static func tiling(_ clipView: Item, in scrollView: Item) -> [Constraint] {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if let frame = clipView.frame, let outer = scrollView.frame {
            // NSScrollView is flipped: its subviews' frames count from its top, as the model does.
            insets = EdgeInsets(
                top: frame.y, left: frame.x,
                bottom: outer.height - frame.y - frame.height, right: outer.width - frame.x - frame.width)
        }
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

    /// An `NSClipView` or a project subclass of it (by its platform class).
    static func isClipView(_ item: Item) -> Bool {
        item.kind == .view && appKitName(item.behaviourClass) == "NSClipView"
    }

    /// An `NSScrollView` or a project subclass of it (by its platform class).
    static func isScrollView(_ item: Item) -> Bool {
        item.kind == .view && appKitName(item.behaviourClass) == "NSScrollView"
    }

    /// The class name without an `AppKit.` module prefix.
    private static func appKitName(_ className: String?) -> String? {
        guard let className else { return nil }
        return className.hasPrefix("AppKit.") ? String(className.dropFirst(7)) : className
    }
}
