import LayoutModel

/// What the runtime makes of a scene as the readers describe it, before any constraint is solved or any rule reads
/// it: the meanings UIKit and AppKit give to constraints and views that the file itself does not state. Readers
/// describe only what a file says; these facts apply to every scene whatever reader produced it (Swift, Objective-C,
/// Interface Builder, `.layout`). Applying them twice changes nothing. The runtime constraints the engine adds while
/// solving (autoresizing masks, stack views, intrinsic sizes, margins, cell sizes) are in `SystemConstraints`; these
/// are the ones rules must see as constraints of the scene.
public enum RuntimeFacts {
    /// The scene as the runtime reads it: scroll views' content areas (`ScrollViewContentArea`), NSScrollViews tiling
    /// their clip views (`ClipViewTiling`), table cells sized by no row once their content view's autoresizing flag is
    /// off (`UnsupportedContentViewMask`), cells' content views filling their cells (`CellContentViewFill`), the
    /// sizes of proportional stacks' views this tool cannot know (`ProportionalFillOpenness`) and the constraints
    /// NSStackViews' detached hidden views lose (`DetachedHiddenViews`, again in each configuration the engine solves).
    public static func applied(to scene: Scene) -> Scene {
        let scrolling = ClipViewTiling.applied(to: ScrollViewContentArea.applied(to: scene))
        let filled = CellContentViewFill.applied(to: UnsupportedContentViewMask.applied(to: scrolling))
        return DetachedHiddenViews.applied(to: ProportionalFillOpenness.applied(to: filled))
    }
}
