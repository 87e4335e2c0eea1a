/// How many interpreter steps the scenes declared in one file may spend together: a file of many scenes that each
/// spend their own whole budget (a fuzzer's splice of helper-heavy views) would otherwise take time in proportion to
/// its scene count. A scene whose file has spent its share is read as far as the rest allows and then opened, like a
/// scene that spent its own budget.
struct SwiftStepBudget {
    /// Steps one scene may take.
    static let perScene = 60_000
    /// Steps the scenes whose declaration is in one file may take together: two scenes' worth, far above what the
    /// scenes of real apps' files spend (see docs/limits.md).
    static let perFile = 120_000

    private var spentByFile: [String: Int] = [:]

    /// The steps the next scene declared in `path` may take.
    func allowance(forSceneIn path: String) -> Int {
        min(Self.perScene, max(0, Self.perFile - spentByFile[path, default: 0]))
    }

    /// Records what a scene declared in `path` spent.
    mutating func record(_ steps: Int, forSceneIn path: String) {
        spentByFile[path, default: 0] += steps
    }
}
