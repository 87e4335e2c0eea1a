import LayoutEngine
import LayoutModel

/// The largest scenes layoutlint analyses. The solver's work grows faster than linearly with a scene's size and
/// with how long its chains of dependent positions are, and the linter cannot interrupt it, so a scene past
/// any bound is not analysed at all: a `scene_too_large` error says what was not analysed and why, rather
/// than the run taking minutes. See docs/limits.md.
public enum SceneSizeBudget {
    /// Constraints in one scene (a cycle of 5,000 equalities took 39 s and 1 GB).
    public static let maximumConstraints = 4_000
    /// Views nested inside each other, counted from the scene's outermost view. Every level adds a link to the
    /// chain each nested view's position is solved through: 300 nested views each inset 1 pt from their parent
    /// took over a minute (100: about 2 s, in a debug build). Real screens nest a few dozen levels at most.
    public static let maximumNestingDepth = 100
    /// Constraints UIKit or AppKit adds to one scene of its own (a stack of 2,900 views makes about 25,000, which
    /// took 20 s to solve in a release build; the largest scene of the real apps measured makes about 1,000).
    public static let maximumRuntimeConstraints = 8_000

    /// The `scene_too_large` error for a scene past a bound, nil for a scene within them; `engine` says on which
    /// device the solver's fill is probed (`TableauFillProbe`).
    public static func refusal(of scene: Scene, engine: LayoutEngine = LayoutEngine()) -> Diagnostic? {
        if scene.constraints.count > maximumConstraints {
            return Diagnostic(
                ruleID: ToolRules.sceneTooLarge.id, severity: .error,
                message: "\(scene.name): not analysed: \(scene.constraints.count) constraints, more than the "
                    + "\(maximumConstraints) layoutlint analyses in one scene; no rule was checked on it",
                location: scene.location)
        }
        let runtimeConstraints = RuntimeConstraintCount.of(scene)
        if runtimeConstraints > maximumRuntimeConstraints {
            return Diagnostic(
                ruleID: ToolRules.sceneTooLarge.id, severity: .error,
                message: "\(scene.name): not analysed: its \(scene.items.count) views make \(runtimeConstraints) constraints of the "
                    + "framework's own (stack views, intrinsic sizes, autoresizing masks), more than the \(maximumRuntimeConstraints) "
                    + "layoutlint analyses in one scene; no rule was checked on it",
                location: scene.location)
        }
        if let deepest = deepestItem(in: scene), deepest.depth > maximumNestingDepth {
            return Diagnostic(
                ruleID: ToolRules.sceneTooLarge.id, severity: .error,
                message: "\(scene.name): not analysed: \(deepest.item.id) is nested \(deepest.depth) views deep, more than the "
                    + "\(maximumNestingDepth) levels layoutlint analyses in one scene; no rule was checked on it",
                location: deepest.item.location)
        }
        if TableauFillProbe.exceedsLimit(scene, runtimeConstraints: runtimeConstraints, engine: engine) {
            return Diagnostic(
                ruleID: ToolRules.sceneTooLarge.id, severity: .error,
                message: "\(scene.name): not analysed: solving its \(scene.constraints.count) constraints fills the solver's tableau "
                    + "past \(TableauFillProbe.entryLimit) entries (long chains of dependent constraints make the work grow with "
                    + "the square of their length); no rule was checked on it",
                location: scene.location)
        }
        return nil
    }

    /// The first most deeply nested item and its depth (an item without a superview is at depth 0). A superview
    /// cycle, which no reader should make, ends the count where it closes.
    static func deepestItem(in scene: Scene) -> (item: Item, depth: Int)? {
        let index = Dictionary(scene.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var depths: [ItemID: Int] = [:]
        var deepest: (item: Item, depth: Int)?
        for item in scene.items {
            // Walk up to an item already measured (or the top), then set the depths on the way back down.
            var path: [ItemID] = []
            var onPath = Set<ItemID>()
            var current: ItemID? = item.id
            var base = -1
            while let id = current {
                if let known = depths[id] { base = known; break }
                guard onPath.insert(id).inserted else { break }
                path.append(id)
                current = index[id]?.superview
            }
            for id in path.reversed() {
                base += 1
                depths[id] = base
            }
            let depth = depths[item.id] ?? 0
            if depth > (deepest?.depth ?? -1) { deepest = (item, depth) }
        }
        return deepest
    }
}
