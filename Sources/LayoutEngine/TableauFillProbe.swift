import LayoutModel
import LayoutSolver

/// How much the solver's tableau fills while a scene's constraints are added, measured on one configuration.
/// Elimination along a long chain of dependent constraints fills the tableau quadratically (every row keeps the
/// markers of the required equalities it was solved through), and every later add, re-solve, conflict check and
/// fix check walks that fill: a flat chain of 2,500 widths took 23 s and 470 MB in a release build, a cycle of
/// 2,500 took 48 s. Adding the constraints once, with a limit, tells such a scene apart before any rule runs.
public enum TableauFillProbe {
    /// Entries past which a scene is not analysed. A chain of 1,000 equalities fills about 1,350,000 entries and is
    /// analysed in about 1.3 s in a release build; the most any of the 20 largest scenes of real apps measured
    /// filled was about 78,000 (docs/limits.md).
    public static let entryLimit = 1_500_000
    /// Scenes with fewer constraints are not probed: none measured came near the limit (a chain of 600 fills about
    /// 530,000), and the probe would add a solver build to every scene.
    public static let smallestProbedScene = 600
    /// Scenes whose framework-made constraints (`RuntimeConstraintCount`) reach this many are probed whatever
    /// their own count: a stack's arrangement is a chain through every arranged view.
    public static let smallestProbedRuntimeCount = 2_000

    /// Whether adding `scene`'s constraints on the first device `engine` checks it on fills the tableau past
    /// `limit`; adding stops at the limit, so the probe costs at most what it measures. `runtimeConstraints` is the
    /// scene's `RuntimeConstraintCount` when the caller has it.
    public static func exceedsLimit(_ scene: Scene, runtimeConstraints: Int? = nil, engine: LayoutEngine,
                                    limit: Int = entryLimit) -> Bool {
        guard scene.constraints.count >= smallestProbedScene
                || (runtimeConstraints ?? RuntimeConstraintCount.of(scene)) >= smallestProbedRuntimeCount,
              let device = engine.devices(for: scene).first else { return false }
        let index = SceneIndex(scene)
        let root = scene.layoutRoot ?? "root"
        let frameProblem = FrameProblem(scene: scene, index: index, solver: Solver(), device: device,
                                        rightToLeft: engine.rightToLeft, isRoot: { $0 == root })
        let ledger = SolverLedger(problem: frameProblem)
        let problem = LayoutProblem(scene: scene, root: root, index: index, ledger: ledger, tableauEntryLimit: limit)
        return problem.stoppedAtTableauLimit
    }
}
