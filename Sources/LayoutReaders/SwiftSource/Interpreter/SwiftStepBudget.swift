/// How many interpreter steps the scenes declared in one file may spend together: a file of many scenes that each
/// spend their own whole budget (a fuzzer's splice of helper-heavy views) would otherwise take time in proportion to
/// its scene count. A scene whose file has spent its share is read as far as the rest allows and then opened, like a
/// scene that spent its own budget.
struct SwiftStepBudget {
    /// Steps one scene may take.
    static let perScene = 60_000
    /// Steps the scenes whose declaration is in one file may take together: a third more than one scene's worth,
    /// above what the scenes of real apps' files spend (see docs/limits.md). A step of a scene of thousands of
    /// constraints costs some microseconds more under the fuzzers' address sanitizer, where two scenes' worth passed
    /// the 1 s a fuzz input may take.
    static let perFile = 80_000

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

/// The steps one interpreter has taken, against what its scene may take.
struct SwiftStepCounter {
    let allowance: Int
    private(set) var steps = 0
    private(set) var isExhausted = false

    init(allowance: Int) {
        self.allowance = allowance
    }

    /// Counts `cost` steps of work done where no note can be placed: the next `spend` past the allowance stops.
    mutating func charge(_ cost: Int) {
        steps += cost
    }

    /// Counts `cost` steps; false once the allowance is spent. `stopsNow` is true the first time it is.
    mutating func spend(_ cost: Int) -> (allowed: Bool, stopsNow: Bool) {
        steps += cost
        guard steps > allowance else { return (true, false) }
        defer { isExhausted = true }
        return (false, !isExhausted)
    }
}

extension SwiftInterpreter {
    /// Steps taken so far.
    var steps: Int { stepCounter.steps }

    /// Counts work; false once the budget is spent, after which everything evaluates to unknown.
    func tick(_ file: SwiftFileSyntax, _ position: SwiftPosition) -> Bool {
        tick(file, position, cost: 1)
    }

    /// The steps a scan of `elements` objects or constraints of the scene costs: past `sceneElementsFree`, a step per
    /// `sceneElementsPerStep` of them.
    static func sceneScanCost(_ elements: Int) -> Int {
        max(0, elements - sceneElementsFree) / sceneElementsPerStep
    }

    /// Charges work that scans every constraint of the scene (a view leaving its superview drops the constraints
    /// that tied it), where no note can be placed.
    func chargeConstraintScan() {
        stepCounter.charge(Self.sceneScanCost(builder.constraints.count))
    }

    /// Counts `cost` steps of work at once: a step whose work grows with the scene (a branch's alternatives snapshot
    /// and compare every object and constraint) is charged in proportion, so the budget bounds time, not statements.
    func tick(_ file: SwiftFileSyntax, _ position: SwiftPosition, cost: Int) -> Bool {
        let (allowed, stopsNow) = stepCounter.spend(cost)
        if stopsNow {
            let whose = stepCounter.allowance < SwiftStepBudget.perScene ? "the scenes of its file take" : "the scene takes"
            note("reading stopped: \(whose) more steps than the reader allows", file, position)
        }
        return allowed
    }
}
