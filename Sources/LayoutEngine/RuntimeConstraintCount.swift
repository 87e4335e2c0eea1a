import LayoutModel

/// How many constraints UIKit or AppKit adds to a scene of its own (stack views' arrangement, intrinsic sizes,
/// autoresizing masks, the root's size), counted without solving. A scene of a few hundred constraints can still
/// be huge: 2,900 views arranged by a stack make about 25,000 of the framework's constraints, and solving them took
/// 20 s in a release build; the largest scene of the real apps measured makes about 1,000 (mastodon-ios).
public enum RuntimeConstraintCount {
    /// The number of constraints the framework adds to `scene` with its layout root as the root.
    public static func of(_ scene: Scene) -> Int {
        SystemConstraints(scene: scene, root: scene.layoutRoot ?? "root", index: SceneIndex(scene)).make().count
    }
}
