/// `scrollView.contentView`, `scrollView.documentView = list`: an NSScrollView shows its document view inside a clip
/// view it makes itself (`NSScrollView.contentView`, an `NSClipView`), and scrolls by moving the clip view's bounds.
/// Unmodelled, constraints to `scrollView.contentView` were dropped and the document view sat in the scroll view
/// itself. The clip view is the scroll view's member `contentView`, made as AppKit makes it (translating its
/// autoresizing mask, no frame of the code's); where the scroll view tiles it is the engine's (`ClipViewTiling`).
extension SwiftInterpreter {
    /// Whether `id` is an NSScrollView or a project subclass of one.
    func isAppKitScrollView(_ id: Int) -> Bool {
        builder.objects.indices.contains(id) && builder.objects[id].kind == .view
            && inherits(builder.objects[id].className, from: "NSScrollView")
    }

    /// The scroll view's clip view, made once.
    func scrollViewClipView(of scrollView: Int) -> Int {
        if let existing = builder.objects[scrollView].members["contentView"] { return existing }
        let clipView = builder.addObject(SwiftSceneObject(
            kind: .view, className: "NSClipView", superview: nil, translatesAutoresizingMask: true,
            location: builder.objects[scrollView].location
        ))
        builder.objects[scrollView].members["contentView"] = clipView
        builder.name(clipView, "contentView", rank: 900, owner: scrollView)
        builder.setSuperview(of: clipView, to: scrollView)
        return clipView
    }

    /// The view a view assigned to `property` of `owner` goes into: an NSScrollView's document view into its clip
    /// view, anything else into `owner`. A clip view of the code's (`scrollView.contentView = CenteringClipView()`)
    /// is the scroll view's clip view from then on.
    func superviewForAssignedViews(_ value: SwiftValue, to property: String, of owner: Int) -> Int {
        guard isAppKitScrollView(owner) else { return owner }
        switch property {
        case "documentView":
            return scrollViewClipView(of: owner)
        case "contentView":
            if let clipView = value.objectID, builder.objects.indices.contains(clipView), builder.objects[clipView].kind == .view {
                builder.objects[owner].members["contentView"] = clipView
            }
            return owner
        default:
            return owner
        }
    }
}
